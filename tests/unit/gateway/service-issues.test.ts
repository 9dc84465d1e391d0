import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dictListSchema,
  issuePageSchema,
  issueRecordSchema,
  issueTypeListSchema,
  QUESTION_TYPES,
  uploadPolicySchema,
  uploadResultSchema,
  type IssueRecord,
} from '../../../src/lib/contract/service.ts';
import { bodyOf, createAccountGateway, login, register } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import { temporaryDir, type TestGateway } from './support/gateway.ts';

/** Dictionaries, question types, and saving and listing customer-service messages. */

const DICT = '/cl-odss-app/guest/dict/info';
const ISSUE = '/cl-odss-app/guest/issue/info';
const OSS = '/cl-odss-app/guest/common/oss';

let gw: TestGateway;
let uploads: ReturnType<typeof temporaryDir>;
let token: string;
let stranger: string;

beforeAll(async () => {
  uploads = temporaryDir();
  gw = await createAccountGateway({ UPLOAD_DIR: uploads.dir, ACCESS_TOKEN_TTL_SECONDS: '864000' });
  await register(gw, 'writer@example.com');
  await register(gw, 'other@example.com');
  token = (await login(gw, 'writer@example.com')).token;
  stranger = (await login(gw, 'other@example.com', '198.51.100.9')).token;
});
afterAll(async () => {
  await gw.close();
  uploads.remove();
});

interface Request {
  token?: string;
  lang?: string;
  method?: string;
  json?: unknown;
}

const request = (path: string, options: Request = {}) => {
  const headers: Record<string, string> = { 'Accept-Language': options.lang ?? 'en' };
  if (options.token !== undefined) headers['Authorization'] = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  return gw.app.request(path, {
    method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
  });
};

async function upload(as = token) {
  const policy = await data(
    await request(`${OSS}/genUploadParam`, { token: as }),
    uploadPolicySchema,
  );
  const { default: sharp } = await import('sharp');
  const png = await sharp({
    create: { width: 12, height: 8, channels: 3, background: '#36c' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'shot.png', { type: 'image/png' }));
  const res = await gw.app.request(
    new URL(policy.uploadUrl).pathname + new URL(policy.uploadUrl).search,
    {
      method: 'POST',
      body: form,
    },
  );
  return data(res, uploadResultSchema);
}

const save = (body: unknown, as = token, lang = 'en') =>
  request(`${ISSUE}/save`, { token: as, json: body, lang });

const message = {
  questionType: 'refund',
  content: 'My refund has not arrived yet.',
  contact: 'writer@example.com',
};

describe('dict/info/list and issue/info/typeList', () => {
  it('answers the question types in the three languages, in their order', async () => {
    const labels: Record<string, string[]> = {};
    for (const lang of ['zh-TW', 'zh-CN', 'en']) {
      const items = await data(
        await request(`${DICT}/list?dictType=QUESTION_TYPE`, { token, lang }),
        dictListSchema,
      );
      expect(items.map((i) => i.dictCode)).toEqual([...QUESTION_TYPES]);
      labels[lang] = items.map((i) => i.dictLabel);
    }
    expect(labels['zh-TW']?.[0]).toBe('預訂問題');
    expect(labels['zh-CN']?.[0]).toBe('预订问题');
    expect(labels['en']?.[0]).toBe('Booking');
    const languages = await data(
      await request(`${DICT}/list?dictType=LANGUAGE`, { token, lang: 'en' }),
      dictListSchema,
    );
    expect(languages.map((i) => i.dictLabel)).toEqual([
      'Traditional Chinese',
      'Simplified Chinese',
      'English',
    ]);
  });

  it('lists the issue types with their names, and refuses an unknown type or no login', async () => {
    const types = await data(
      await request(`${ISSUE}/typeList`, { token, lang: 'zh-CN' }),
      issueTypeListSchema,
    );
    expect(types.map((t) => t.questionType)).toEqual([...QUESTION_TYPES]);
    expect(types.find((t) => t.questionType === 'other')?.questionTypeName).toBe('其他');
    expect((await request(`${DICT}/list?dictType=NOPE`, { token })).status).toBe(400);
    expect((await request(`${DICT}/list?dictType=QUESTION_TYPE`)).status).toBe(401);
    expect((await request(`${ISSUE}/typeList`)).status).toBe(401);
  });
});

describe('issue/info/save and list', () => {
  it('requires question type, content and contact, with translated messages', async () => {
    const res = await save({ questionType: 'nope', content: '  ', contact: 'not a contact' });
    expect(res.status).toBe(400);
    const body = await bodyOf(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    const fields = (body.data as { fields: { field: string; message: string }[] }).fields;
    expect(fields.map((f) => f.field).sort()).toEqual(['contact', 'content', 'questionType']);
    expect(fields.find((f) => f.field === 'content')?.message).toBe(
      'Message content cannot be empty',
    );
    expect(fields.find((f) => f.field === 'contact')?.message).toContain(
      'e-mail address or a phone',
    );
    const zh = await bodyOf(await save({ ...message, content: 'x'.repeat(1001) }, token, 'zh-TW'));
    expect(JSON.stringify(zh.data)).toContain('留言內容最多 1000 個字元');
    expect((await save({ ...message, attachmentIds: ['1', '1'] })).status).toBe(400);
    expect((await save({ ...message, attachmentIds: ['1', '2', '3', '4', '5'] })).status).toBe(400);
    expect((await save({ ...message, contact: '+852 9123 4567' })).status).toBe(200);
  });

  it('saves a message with attachments, lists it newest first, owner only', async () => {
    const first = await data(await save(message), issueRecordSchema);
    expect(first).toMatchObject({
      questionType: 'refund',
      questionTypeName: 'Refund',
      status: 'submitted',
      reply: null,
      attachments: [],
    });
    expect(first.issueNo).toMatch(/^Q\d{16}$/);
    const a = await upload();
    const b = await upload();
    const second = await data(
      await save({ ...message, questionType: 'hotel', attachmentIds: [a.fileId, b.fileId] }),
      issueRecordSchema,
    );
    expect(second.attachments.map((f) => f.fileId)).toEqual([a.fileId, b.fileId]);
    // attached files cannot be attached again, and a stranger's file cannot be used
    const again = await save({ ...message, attachmentIds: [a.fileId] });
    expect(again.status).toBe(400);
    expect((await bodyOf(again)).code).toBe('ISSUE_ATTACHMENT_INVALID');
    const theirs = await upload(stranger);
    expect((await save({ ...message, attachmentIds: [theirs.fileId] })).status).toBe(400);

    const page = await data(
      await request(`${ISSUE}/list?pageNo=1&pageSize=2`, { token, lang: 'zh-TW' }),
      issuePageSchema,
    );
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.records.map((r: IssueRecord) => r.issueId)).toEqual([
      second.issueId,
      first.issueId,
    ]);
    expect(page.records[0]?.questionTypeName).toBe('酒店住宿');
    expect(page.records[0]?.attachments).toHaveLength(2);

    const theirPage = await data(
      await request(`${ISSUE}/list`, { token: stranger }),
      issuePageSchema,
    );
    expect(theirPage.total).toBe(0);
    // the stranger cannot see the attachment bytes either
    const key = new URL(a.url).pathname.split('/').pop() ?? '';
    expect((await request(`${OSS}/file/${key}`, { token: stranger })).status).toBe(404);
    expect((await request(`${OSS}/file/${key}`, { token })).status).toBe(200);
  });

  it('shows a reply written by staff', async () => {
    const saved = await data(await save(message), issueRecordSchema);
    await gw.db
      .updateTable('issue')
      .set({ status: 'replied', reply_content: 'Done', replied_at: 5 })
      .where('id', '=', saved.issueId)
      .execute();
    const page = await data(await request(`${ISSUE}/list`, { token }), issuePageSchema);
    expect(page.records[0]).toMatchObject({
      issueId: saved.issueId,
      status: 'replied',
      reply: { content: 'Done', repliedAt: 5 },
    });
  });
});
