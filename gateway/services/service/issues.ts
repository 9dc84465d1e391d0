import { randomInt } from 'node:crypto';
import type { Language } from '../../../src/lib/contract/common.ts';
import {
  QUESTION_TYPES,
  type IssuePage,
  type IssueRecord,
  type IssueSaveBody,
  type IssueStatus,
  type IssueType,
  type QuestionType,
} from '../../../src/lib/contract/service.ts';
import type { Db } from '../../db/client.ts';
import { listDict } from './dict.ts';
import { FILE_COLUMNS, toFileRow, toUploadResult } from './uploads.ts';

/** One of the attachment ids of a save is not a pending upload of the caller. */
export class AttachmentRefused extends Error {
  override readonly name = 'AttachmentRefused';
}

const isQuestionType = (value: string): value is QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(value);

/** The question types (QUESTION_TYPE dictionary), names in `lang`. */
export async function listIssueTypes(db: Db, lang: Language): Promise<IssueType[]> {
  const items = await listDict(db, 'QUESTION_TYPE', lang);
  return items.flatMap((item) =>
    isQuestionType(item.dictCode)
      ? [{ questionType: item.dictCode, questionTypeName: item.dictLabel, sort: item.sort }]
      : [],
  );
}

/** A message number: "Q", the UTC date and 8 random digits. */
const newIssueNo = (now: number): string =>
  `Q${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}${String(
    randomInt(0, 100_000_000),
  ).padStart(8, '0')}`;

/**
 * Saves a message and attaches its images, in one write transaction: every attachment must be
 * one of the caller's uploaded files not attached yet (else {@link AttachmentRefused}).
 */
export async function saveIssue(
  db: Db,
  input: { userId: string; id: string; body: IssueSaveBody; now: number },
): Promise<void> {
  const { userId, id, body, now } = input;
  const tx = await db.transaction('write');
  try {
    for (const fileId of body.attachmentIds) {
      const r = await tx.execute({
        sql: `SELECT 1 FROM stored_file WHERE id = ? AND user_id = ? AND status = 'uploaded'`,
        args: [fileId, userId],
      });
      if (r.rows.length === 0) throw new AttachmentRefused();
    }
    await tx.execute({
      sql: `INSERT INTO issue (id, issue_no, user_id, question_type, content, contact, status,
              created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, 'submitted', ?, ?)`,
      args: [id, newIssueNo(now), userId, body.questionType, body.content, body.contact, now, now],
    });
    for (const fileId of body.attachmentIds) {
      await tx.execute({
        sql: `UPDATE stored_file SET status = 'attached', ref_type = 'issue', ref_id = ?,
                updated_at = ? WHERE id = ?`,
        args: [id, now, fileId],
      });
    }
    await tx.commit();
  } finally {
    tx.close();
  }
}

/** The caller's messages, newest first, with replies and attached images. */
export async function listIssues(
  db: Db,
  input: {
    userId: string;
    pageNo: number;
    pageSize: number;
    lang: Language;
    site: string;
    /** Only this message. */
    issueId?: string;
  },
): Promise<IssuePage> {
  const { userId, pageNo, pageSize, lang, site } = input;
  const only = input.issueId === undefined ? '' : 'AND id = :issueId';
  const filter: Record<string, string> =
    input.issueId === undefined ? { userId } : { userId, issueId: input.issueId };
  const total = await db.execute({
    sql: `SELECT count(*) AS n FROM issue WHERE user_id = :userId ${only}`,
    args: filter,
  });
  const rows = await db.execute({
    sql: `SELECT id, issue_no, question_type, content, contact, status, reply_content,
            replied_at, created_at
          FROM issue WHERE user_id = :userId ${only}
          ORDER BY created_at DESC, rowid DESC LIMIT :limit OFFSET :offset`,
    args: { ...filter, limit: pageSize, offset: (pageNo - 1) * pageSize },
  });
  const ids = rows.rows.map((r) => String(r['id']));
  const files =
    ids.length === 0
      ? []
      : (
          await db.execute({
            sql: `SELECT ${FILE_COLUMNS} FROM stored_file
                  WHERE user_id = ? AND ref_type = 'issue' AND status = 'attached'
                    AND ref_id IN (${ids.map(() => '?').join(', ')})
                  ORDER BY created_at, rowid`,
            args: [userId, ...ids],
          })
        ).rows.map(toFileRow);
  const names = new Map(
    (await listIssueTypes(db, lang)).map((t) => [t.questionType, t.questionTypeName]),
  );
  const records: IssueRecord[] = rows.rows.map((r) => {
    const id = String(r['id']);
    const questionType = String(r['question_type']);
    const type: QuestionType = isQuestionType(questionType) ? questionType : 'other';
    return {
      issueId: id,
      issueNo: String(r['issue_no']),
      questionType: type,
      questionTypeName: names.get(type) ?? type,
      content: String(r['content']),
      contact: String(r['contact']),
      createdAt: Number(r['created_at']),
      status: String(r['status']) as IssueStatus,
      reply:
        r['reply_content'] === null
          ? null
          : { content: String(r['reply_content']), repliedAt: Number(r['replied_at']) },
      attachments: files.filter((f) => f.refId === id).map((f) => toUploadResult(f, site)),
    };
  });
  return { records, total: Number(total.rows[0]?.['n'] ?? 0), pageNo, pageSize };
}

/** One of the caller's messages (after a save), or null. */
export async function loadIssue(
  db: Db,
  input: { userId: string; issueId: string; lang: Language; site: string },
): Promise<IssueRecord | null> {
  const page = await listIssues(db, { ...input, pageNo: 1, pageSize: 1 });
  return page.records[0] ?? null;
}
