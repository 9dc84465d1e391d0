import type { ChangeListQuery, EditorChange } from '../../../src/lib/contract/editor.ts';
import { editorChangeSchema } from '../../../src/lib/contract/editor.ts';
import type { GatewayDatabase as Db } from '../../db/client.ts';

/** The change log, newest first, optionally of one kind and target. */
export async function listEditorChanges(db: Db, q: ChangeListQuery): Promise<EditorChange[]> {
  const result = await db.execute({
    sql: `SELECT id, editor, action, kind, target, detail, at FROM editor_change
           WHERE (:kind IS NULL OR kind = :kind) AND (:target IS NULL OR target = :target)
           ORDER BY id DESC LIMIT :limit`,
    args: { kind: q.kind ?? null, target: q.target ?? null, limit: q.limit },
  });
  return result.rows.map((row) =>
    editorChangeSchema.parse({ ...row, detail: JSON.parse(String(row['detail'])) as unknown }),
  );
}
