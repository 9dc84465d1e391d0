import { randomInt } from 'node:crypto';
import type { Language } from '../../../src/lib/contract/common.ts';
import {
  QUESTION_TYPES,
  type IssuePage,
  type IssueRecord,
  type IssueSaveBody,
  type IssueType,
  type QuestionType,
} from '../../../src/lib/contract/service.ts';
import { transaction, type Db } from '../../db/client.ts';
import { insertionOrder } from '../../db/sql.ts';
import { listDict } from './dict.ts';
import { FILE_COLUMNS, lockUser, toUploadResult } from './uploads.ts';

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
  await transaction(db, async (trx) => {
    await lockUser(trx, userId);
    await trx
      .insertInto('issue')
      .values({
        id,
        issue_no: newIssueNo(now),
        user_id: userId,
        question_type: body.questionType,
        content: body.content,
        contact: body.contact,
        status: 'submitted',
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const fileId of body.attachmentIds) {
      // guarded in the statement: only the caller's own file, still waiting to be attached
      const attached = await trx
        .updateTable('stored_file')
        .set({ status: 'attached', ref_type: 'issue', ref_id: id, updated_at: now })
        .where('id', '=', fileId)
        .where('user_id', '=', userId)
        .where('status', '=', 'uploaded')
        .executeTakeFirst();
      if (attached.numUpdatedRows !== 1n) throw new AttachmentRefused();
    }
  });
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
  let mine = db.selectFrom('issue').where('user_id', '=', userId);
  if (input.issueId !== undefined) mine = mine.where('id', '=', input.issueId);
  const total = await mine
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await mine
    .select([
      'id',
      'issue_no',
      'question_type',
      'content',
      'contact',
      'status',
      'reply_content',
      'replied_at',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy(insertionOrder(db, 'issue'), 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const ids = rows.map((r) => r.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .selectFrom('stored_file')
          .select(FILE_COLUMNS)
          .where('user_id', '=', userId)
          .where('ref_type', '=', 'issue')
          .where('status', '=', 'attached')
          .where('ref_id', 'in', ids)
          .orderBy('created_at')
          .orderBy(insertionOrder(db, 'stored_file'))
          .execute();
  const names = new Map(
    (await listIssueTypes(db, lang)).map((t) => [t.questionType, t.questionTypeName]),
  );
  const records: IssueRecord[] = rows.map((r) => {
    const type: QuestionType = isQuestionType(r.question_type) ? r.question_type : 'other';
    return {
      issueId: r.id,
      issueNo: r.issue_no,
      questionType: type,
      questionTypeName: names.get(type) ?? type,
      content: r.content,
      contact: r.contact,
      createdAt: r.created_at,
      status: r.status,
      reply:
        r.reply_content === null
          ? null
          : { content: r.reply_content, repliedAt: r.replied_at ?? r.created_at },
      attachments: files.filter((f) => f.ref_id === r.id).map((f) => toUploadResult(f, site)),
    };
  });
  return { records, total: total.n, pageNo, pageSize };
}

/** One of the caller's messages (after a save), or null. */
export async function loadIssue(
  db: Db,
  input: { userId: string; issueId: string; lang: Language; site: string },
): Promise<IssueRecord | null> {
  const page = await listIssues(db, { ...input, pageNo: 1, pageSize: 1 });
  return page.records[0] ?? null;
}
