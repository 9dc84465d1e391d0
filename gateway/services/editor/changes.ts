import type { ChangeListQuery, EditorChange } from '../../../src/lib/contract/editor.ts';
import { editorChangeSchema } from '../../../src/lib/contract/editor.ts';
import type { Db } from '../../db/client.ts';

/** The change log, newest first, optionally of one kind and target. */
export async function listEditorChanges(db: Db, q: ChangeListQuery): Promise<EditorChange[]> {
  let query = db
    .selectFrom('editor_change')
    .select(['id', 'editor', 'action', 'kind', 'target', 'detail', 'at']);
  if (q.kind !== undefined) query = query.where('kind', '=', q.kind);
  if (q.target !== undefined) query = query.where('target', '=', q.target);
  const rows = await query.orderBy('id', 'desc').limit(q.limit).execute();
  return rows.map((row) =>
    editorChangeSchema.parse({ ...row, detail: JSON.parse(row.detail) as unknown }),
  );
}
