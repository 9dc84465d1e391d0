import { readdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  issueRecordSchema,
  MAX_PIXELS,
  MAX_UPLOAD_BYTES,
  ossSiteSchema,
  PENDING_UPLOAD_TTL_MS,
  UPLOAD_POLICY_TTL_MS,
  uploadPolicySchema,
  uploadResultSchema,
  type UploadPolicy,
} from '../../../src/lib/contract/service.ts';
import { bodyOf, createAccountGateway, login, register } from './support/accounts.ts';
import { data } from './support/envelope.ts';
import { SEEDED_AT, temporaryDir, type TestGateway } from './support/gateway.ts';

/**
 * The upload flow of issue 9: signed single-use policies, the checks of an uploaded file, and
 * the stored files served to their owner only. Every refusal stores nothing.
 */

const OSS = '/cl-odss-app/guest/common/oss';
const ISSUE = '/cl-odss-app/guest/issue/info';

let gw: TestGateway;
let uploads: ReturnType<typeof temporaryDir>;
let token: string;
let stranger: string;

beforeAll(async () => {
  uploads = temporaryDir();
  gw = await createAccountGateway({ UPLOAD_DIR: uploads.dir, ACCESS_TOKEN_TTL_SECONDS: '864000' });
  await register(gw, 'uploader@example.com');
  await register(gw, 'nosy@example.com');
  token = (await login(gw, 'uploader@example.com')).token;
  stranger = (await login(gw, 'nosy@example.com', '198.51.100.9')).token;
});
afterAll(async () => {
  await gw.close();
  uploads.remove();
});
beforeEach(async () => {
  gw.clock.setOffset(0);
  // each test starts with no pending uploads
  await gw.db
    .updateTable('stored_file')
    .set({ status: 'unlinked', ref_id: null, ref_type: null })
    .execute();
});

const authed = (path: string, as: string, init: RequestInit = {}, lang = 'en') =>
  gw.app.request(path, {
    ...init,
    headers: { Authorization: `Bearer ${as}`, 'Accept-Language': lang },
  });

const policyFor = async (as = token): Promise<UploadPolicy> =>
  data(await authed(`${OSS}/genUploadParam`, as), uploadPolicySchema);

/** POSTs `bytes` as `name` to the policy's upload URL. */
function send(policy: UploadPolicy, bytes: Uint8Array, name: string, lang = 'en') {
  const url = new URL(policy.uploadUrl);
  const form = new FormData();
  form.append(policy.fileField, new File([new Uint8Array(bytes)], name));
  return gw.app.request(url.pathname + url.search, {
    method: 'POST',
    body: form,
    headers: { 'Accept-Language': lang },
  });
}

const png = async (width = 16, height = 10) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer(),
  );

/**
 * A real, valid 8-bit grey PNG of width × height whose rows are all black: a few kilobytes that
 * decode to width × height bytes (a decompression bomb), built without a codec.
 */
function blackPng(width: number, height: number): Uint8Array {
  return claimedPng(width, height, {
    colourType: 0,
    // every row: filter byte 0, then the pixels
    data: deflateSync(Buffer.alloc((width + 1) * height), { level: 9 }),
  });
}

/** A PNG whose header claims width × height, with almost no data. */
function claimedPng(
  width: number,
  height: number,
  {
    colourType = 2,
    data = Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
  }: { colourType?: number; data?: Buffer } = {},
): Uint8Array {
  const chunk = (type: string, body: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const out = Buffer.alloc(12 + body.length);
    out.writeUInt32BE(body.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + body.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colourType;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', data),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const storedFiles = () => readdirSync(uploads.dir).filter((n) => !n.startsWith('.'));
const rows = async () => {
  const row = await gw.db
    .selectFrom('stored_file')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '!=', 'unlinked')
    .executeTakeFirstOrThrow();
  return row.n;
};

/** Uploads `bytes` with a fresh policy; answers the response. */
const uploadAs = async (bytes: Uint8Array, name: string, lang = 'en') =>
  send(await policyFor(), bytes, name, lang);

/**
 * Expects the request made by `act` to be refused with `status`, `code` and a message containing
 * `text`, with nothing stored: no new file in the upload folder, no new row.
 */
async function refused(act: () => Promise<Response>, status: number, code: string, text: string) {
  const before = { files: storedFiles().length, rows: await rows() };
  const res = await act();
  expect(res.status).toBe(status);
  const body = await bodyOf(res);
  expect(body).toMatchObject({ state: 'error', code });
  expect(body.msg).toContain(text);
  expect(storedFiles().length).toBe(before.files);
  expect(await rows()).toBe(before.rows);
}

describe('sysOssSite and genUploadParam', () => {
  it('answers the file prefix and a short-lived signed policy for images', async () => {
    const site = await data(await authed(`${OSS}/sysOssSite`, token), ossSiteSchema);
    expect(site.site).toBe('http://localhost/cl-odss-app/guest/common/oss/file/');
    const policy = await policyFor();
    expect(policy).toMatchObject({
      method: 'POST',
      fileField: 'file',
      expiresAt: SEEDED_AT + UPLOAD_POLICY_TTL_MS,
      maxBytes: 5 * 1024 * 1024,
      maxCount: 4,
      accept: ['jpeg', 'jpg', 'png', 'gif', 'jpe', 'jpe2'],
    });
    expect(policy.uploadUrl).toMatch(
      /\/cl-odss-app\/guest\/common\/oss\/upload\?policy=\d+\.\d+\.[\w-]{43}$/,
    );
    expect((await gw.app.request(`${OSS}/genUploadParam`)).status).toBe(401);
    const hashed = await gw.db
      .selectFrom('upload_policy')
      .select('token_hash')
      .where('id', '=', policy.uploadId)
      .executeTakeFirstOrThrow();
    expect(hashed.token_hash).not.toContain(policy.uploadId);
  });
});

describe('the upload', () => {
  it('stores a re-encoded image under a generated name and serves it to its owner only', async () => {
    const res = await uploadAs(await png(30, 20), 'holiday photo.png');
    const file = await data(res, uploadResultSchema);
    expect(file).toMatchObject({ contentType: 'image/png', width: 30, height: 20 });
    const key = file.url.split('/').pop() ?? '';
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(storedFiles()).toContain(key);
    const served = await authed(`${OSS}/file/${key}`, token);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="${key}.png"`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('private');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(30);
    expect((await authed(`${OSS}/file/${key}`, stranger)).status).toBe(404);
    expect((await gw.app.request(`${OSS}/file/${key}`)).status).toBe(401);
    expect((await authed(`${OSS}/file/..%2Ftest.db`, token)).status).toBe(404);
  });

  it('refuses a PNG renamed to .exe', async () => {
    await refused(
      async () => await uploadAs(await png(), 'picture.exe'),
      415,
      'UPLOAD_UNSUPPORTED_FORMAT',
      'Unsupported upload format',
    );
  });

  it('refuses an HTML file renamed to .png, in the request language', async () => {
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    await refused(
      async () => await uploadAs(html, 'picture.png', 'zh-TW'),
      415,
      'UPLOAD_UNSUPPORTED_FORMAT',
      '不支援的上傳格式',
    );
  });

  it('refuses a file over MAX_UPLOAD_MB, just over and far over', async () => {
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const justOver = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    justOver.set(signature);
    await refused(
      async () => await uploadAs(justOver, 'big.png'),
      413,
      'UPLOAD_TOO_BIG',
      'at most 5 MB',
    );
    const farOver = new Uint8Array(MAX_UPLOAD_BYTES * 2);
    farOver.set(signature);
    await refused(
      async () => await uploadAs(farOver, 'huge.png'),
      413,
      'UPLOAD_TOO_BIG',
      'at most 5 MB',
    );
  });

  it('refuses a 20000×20000 pixel image from its header, and a side over 8000 px', async () => {
    await refused(
      async () => await uploadAs(claimedPng(20000, 20000), 'wide.png'),
      413,
      'UPLOAD_IMAGE_TOO_LARGE',
      `at most ${MAX_PIXELS / 1_000_000} megapixels`,
    );
    await refused(
      async () => await uploadAs(claimedPng(8001, 10), 'long.png'),
      413,
      'UPLOAD_IMAGE_TOO_LARGE',
      '8000 pixels',
    );
  });

  it('refuses a 39.9-megapixel PNG of a few kilobytes from its header, without decoding it, in the caller language', async () => {
    // 6320 × 6320 = 39.94 megapixels: it used to be decoded and re-encoded (2.8 s of CPU)
    const bomb = blackPng(6320, 6320);
    expect(bomb.length).toBeLessThan(100_000);
    const policy = await policyFor();
    const cpu = process.cpuUsage();
    await refused(
      async () => await send(policy, bomb, 'bomb.png'),
      413,
      'UPLOAD_IMAGE_TOO_LARGE',
      `at most ${MAX_PIXELS / 1_000_000} megapixels`,
    );
    const used = process.cpuUsage(cpu);
    // CPU time of this process, not wall time: the header is read in milliseconds, a decode of
    // 40 million pixels takes seconds
    expect((used.user + used.system) / 1000).toBeLessThan(750);
    for (const [lang, text] of [
      ['zh-TW', `最多 ${MAX_PIXELS / 1_000_000} 百萬像素`],
      ['zh-CN', `最多 ${MAX_PIXELS / 1_000_000} 百万像素`],
    ] as const) {
      await refused(
        async () => await uploadAs(bomb, 'bomb.png', lang),
        413,
        'UPLOAD_IMAGE_TOO_LARGE',
        text,
      );
    }
  });

  it('takes a phone photo of 12 megapixels', async () => {
    const photo = blackPng(4032, 3024);
    const res = await uploadAs(photo, 'photo.png');
    expect(res.status).toBe(200);
    expect(await data(res, uploadResultSchema)).toMatchObject({ width: 4032, height: 3024 });
  });

  it('refuses an expired policy', async () => {
    const policy = await policyFor();
    gw.clock.advance(UPLOAD_POLICY_TTL_MS);
    await refused(
      async () => await send(policy, await png(), 'a.png'),
      400,
      'UPLOAD_POLICY_EXPIRED',
      'expired',
    );
  });

  it('refuses a reused policy, and a policy used up by a refused file', async () => {
    const policy = await policyFor();
    expect((await send(policy, await png(), 'a.png')).status).toBe(200);
    await refused(
      async () => await send(policy, await png(), 'b.png'),
      409,
      'UPLOAD_POLICY_USED',
      'already used',
    );
    const wasted = await policyFor();
    expect((await send(wasted, await png(), 'a.exe')).status).toBe(415);
    await refused(
      async () => await send(wasted, await png(), 'a.png'),
      409,
      'UPLOAD_POLICY_USED',
      'already used',
    );
  });

  it('refuses a forged policy', async () => {
    const policy = await policyFor();
    const forged = {
      ...policy,
      uploadUrl: policy.uploadUrl.replace(/\.\d+\./, (m) => `.${Number(m.slice(1, -1)) + 60_000}.`),
    };
    await refused(
      async () => await send(forged, await png(), 'a.png'),
      400,
      'UPLOAD_POLICY_INVALID',
      'not valid',
    );
    // the real one still works
    expect((await send(policy, await png(), 'a.png')).status).toBe(200);
  });

  it('refuses a fifth file over the count', async () => {
    const early = await policyFor();
    for (let i = 0; i < 4; i += 1) {
      expect((await uploadAs(await png(), `n${i}.png`)).status).toBe(200);
    }
    await refused(
      async () => await send(early, await png(), 'fifth.png'),
      409,
      'UPLOAD_TOO_MANY',
      'at most 4',
    );
    await refused(
      async () => await authed(`${OSS}/genUploadParam`, token),
      409,
      'UPLOAD_TOO_MANY',
      'at most 4',
    );
  });

  it('lets go of pictures that waited a day for their message: the count frees and their bytes go', async () => {
    const held = [];
    for (let i = 0; i < 4; i += 1) {
      held.push(await data(await uploadAs(await png(), `left${i}.png`), uploadResultSchema));
    }
    await refused(
      async () => await authed(`${OSS}/genUploadParam`, token),
      409,
      'UPLOAD_TOO_MANY',
      'at most 4',
    );
    gw.clock.setOffset(PENDING_UPLOAD_TTL_MS - 60_000);
    expect((await authed(`${OSS}/genUploadParam`, token)).status).toBe(409);

    gw.clock.setOffset(PENDING_UPLOAD_TTL_MS + 1);
    expect((await authed(`${OSS}/genUploadParam`, token)).status).toBe(200);
    const keys = held.map((f) => f.url.split('/').pop() ?? '');
    expect(storedFiles().filter((k) => keys.includes(k))).toEqual([]);
    const rows = await gw.db
      .selectFrom('stored_file')
      .select('status')
      .where(
        'id',
        'in',
        held.map((f) => f.fileId),
      )
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['unlinked', 'unlinked', 'unlinked', 'unlinked']);
    // a message cannot take them any more
    const saved = await gw.app.request(`${ISSUE}/save`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        questionType: 'other',
        content: 'Late',
        contact: 'a@example.com',
        attachmentIds: [held[0]?.fileId],
      }),
    });
    expect(saved.status).toBe(400);
    expect(JSON.stringify(await bodyOf(saved))).toContain('attachmentIds');
  });

  it('strips EXIF (GPS included) from a JPEG and turns it upright; a GIF becomes a PNG', async () => {
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 18/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.includes(Buffer.from('someone'))).toBe(true);
    expect(input.orientation).toBe(6);
    for (const name of ['photo.jpg', 'photo.jpe', 'photo.JPEG']) {
      const file = await data(await uploadAs(new Uint8Array(jpeg), name), uploadResultSchema);
      expect(file).toMatchObject({ contentType: 'image/jpeg', width: 40, height: 60 });
      const key = file.url.split('/').pop() ?? '';
      const bytes = new Uint8Array(await (await authed(`${OSS}/file/${key}`, token)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(bytes).includes(Buffer.from('someone'))).toBe(false);
      await authed(`${OSS}/unlink?fileId=${file.fileId}`, token, { method: 'PUT' });
    }
    const gif = await sharp({ create: { width: 9, height: 7, channels: 3, background: '#33c' } })
      .gif()
      .toBuffer();
    const file = await data(await uploadAs(new Uint8Array(gif), 'anim.gif'), uploadResultSchema);
    expect(file).toMatchObject({ contentType: 'image/png', width: 9, height: 7 });
  });

  it('refuses a corrupt image with the upload-failed message', async () => {
    const broken = (await png()).slice(0, 40);
    await refused(
      async () => await uploadAs(broken, 'broken.png'),
      400,
      'UPLOAD_FAILED',
      'Upload failed',
    );
  });
});

describe('uploadSuccess, updateRefId and unlink', () => {
  it('confirms, attaches to an own message and unlinks (deleting the bytes), owner only', async () => {
    const file = await data(await uploadAs(await png(), 'a.png'), uploadResultSchema);
    const key = file.url.split('/').pop() ?? '';
    const form = new FormData();
    form.append('fileId', file.fileId);
    const confirmed = await authed(`${OSS}/uploadSuccess`, token, { method: 'PUT', body: form });
    expect((await data(confirmed, uploadResultSchema)).fileId).toBe(file.fileId);
    expect(
      (await authed(`${OSS}/uploadSuccess?fileId=${file.fileId}`, stranger, { method: 'PUT' }))
        .status,
    ).toBe(404);

    const saved = await gw.app.request(`${ISSUE}/save`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ questionType: 'other', content: 'Hi', contact: 'a@example.com' }),
    });
    const issue = await data(saved, issueRecordSchema);
    const attach = (as: string, refId = issue.issueId) =>
      authed(`${OSS}/updateRefId?fileId=${file.fileId}&refId=${refId}`, as, { method: 'PUT' });
    expect((await attach(stranger)).status).toBe(404);
    expect((await attach(token, '123456789')).status).toBe(404);
    expect((await attach(token)).status).toBe(200);
    const attached = await gw.db
      .selectFrom('stored_file')
      .select(['status', 'ref_id'])
      .where('id', '=', file.fileId)
      .executeTakeFirst();
    expect(attached).toEqual({ status: 'attached', ref_id: issue.issueId });

    expect(
      (await authed(`${OSS}/unlink?fileId=${file.fileId}`, stranger, { method: 'PUT' })).status,
    ).toBe(404);
    expect(storedFiles()).toContain(key);
    const unlinked = await authed(`${OSS}/unlink?fileId=${file.fileId}`, token, { method: 'PUT' });
    expect(unlinked.status).toBe(200);
    expect(storedFiles()).not.toContain(key);
    expect((await authed(`${OSS}/file/${key}`, token)).status).toBe(404);
    expect((await attach(token)).status).toBe(409);
    expect((await authed(`${OSS}/uploadSuccess`, token, { method: 'PUT' })).status).toBe(400);
  });
});
