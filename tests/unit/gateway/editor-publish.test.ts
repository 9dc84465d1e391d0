import { afterEach, describe, expect, it } from 'vitest';
import { PublishError } from '../../../gateway/services/publishing/publisher.ts';
import type { BuildRecord, PublishStatus } from '../../../src/lib/contract/publishing.ts';
import {
  createEditorGateway,
  fakePublisher,
  failedFields,
  failure,
  ok,
  record,
  changeRows,
  type EditorGateway,
} from './support/editor.ts';
import { SEEDED_AT } from './support/gateway.ts';

let gw: EditorGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

const siteChanges = async () =>
  (await changeRows(gw!))
    .filter((r) => r.kind === 'site')
    .map((r) => ({ ...r, detail: JSON.parse(r.detail) as unknown }));

describe('publishing through the editor API', () => {
  it('publish asks the publisher on behalf of the editor, logs it and answers the status', async () => {
    const publisher = fakePublisher();
    gw = await createEditorGateway({ publisher });
    const status = await ok<PublishStatus>(await gw.editor('POST', 'publish'));
    expect(status).toEqual({
      mode: 'local',
      building: false,
      pending: true,
      scheduledAt: 5000,
      live: null,
    });
    expect(publisher.calls).toEqual(['publish:demo-editor']);
    expect(await siteChanges()).toEqual([
      {
        editor: 'demo-editor',
        action: 'publish',
        kind: 'site',
        target: 'site',
        detail: { mode: 'local', scheduledAt: 5000 },
        at: SEEDED_AT,
      },
    ]);
  });

  it('build/status and build/list answer the publisher state and history', async () => {
    const publisher = fakePublisher();
    publisher.state = {
      mode: 'local',
      building: true,
      pending: false,
      scheduledAt: null,
      live: record(),
    };
    publisher.records = [
      record({ id: 'b2', status: 'failed', error: 'astro build failed', live: false }),
      record({ rollbackCandidate: true, live: false, id: 'b0' }),
    ];
    gw = await createEditorGateway({ publisher });
    expect(await ok<PublishStatus>(await gw.editor('GET', 'build/status'))).toEqual(
      publisher.state,
    );
    const list = await ok<BuildRecord[]>(await gw.editor('GET', 'build/list?limit=1'));
    expect(list.map((r) => [r.id, r.error])).toEqual([['b2', 'astro build failed']]);
    expect(publisher.calls).toEqual(['history:1']);
    await ok(await gw.editor('GET', 'build/list'));
    expect(publisher.calls).toEqual(['history:1', 'history:20']);
    expect(await failedFields(await gw.editor('GET', 'build/list?limit=101'))).toEqual(['limit']);
  });

  it('rollback asks the publisher, logs the build it brought back and answers its record', async () => {
    const publisher = fakePublisher();
    gw = await createEditorGateway({ publisher });
    const back = await ok<BuildRecord>(await gw.editor('POST', 'build/rollback'));
    expect(back).toMatchObject({ id: 'r1', trigger: 'rollback', target: 'b0' });
    expect(publisher.calls).toEqual(['rollback:demo-editor']);
    expect(await siteChanges()).toEqual([
      expect.objectContaining({ action: 'rollback', detail: { build: 'r1', target: 'b0' } }),
    ]);
  });

  it.each([
    ['NOTHING_TO_ROLL_BACK', 'There is no previous build to roll back to'],
    ['BUILD_IN_PROGRESS', 'A build is running; wait for it to finish and try again'],
    [
      'ROLLBACK_UNSUPPORTED',
      "Rolling back is not available here: the deployment's own service makes the builds",
    ],
  ] as const)(
    'a refused rollback (%s) answers 409 with its translated message and logs nothing',
    async (code, msg) => {
      const publisher = fakePublisher();
      publisher.failRollbackWith = new PublishError(code);
      gw = await createEditorGateway({ publisher });
      expect(await failure(await gw.editor('POST', 'build/rollback'), 409)).toMatchObject({
        code,
        msg,
      });
      const zh = await failure(await gw.editor('POST', 'build/rollback', { lang: 'zh-CN' }), 409);
      expect(zh.msg).not.toBe(msg);
      expect(await siteChanges()).toEqual([]);
    },
  );

  it('answers 503 to every publishing call when no publisher is configured', async () => {
    gw = await createEditorGateway({ publisher: null });
    for (const [method, path] of [
      ['POST', 'publish'],
      ['GET', 'build/status'],
      ['GET', 'build/list'],
      ['POST', 'build/rollback'],
    ] as const) {
      const body = await failure(await gw.editor(method, path), 503);
      expect(body).toMatchObject({
        code: 'PUBLISHING_NOT_CONFIGURED',
        msg: expect.stringMatching(/not configured/) as unknown,
      });
    }
    const tw = await failure(await gw.editor('POST', 'publish', { lang: 'zh-TW' }), 503);
    expect(tw.msg).toContain('未設定發佈');
    expect(await siteChanges()).toEqual([]);
  });

  it('requires the editor token for publishing too', async () => {
    const publisher = fakePublisher();
    gw = await createEditorGateway({ publisher });
    expect((await gw.editor('POST', 'publish', { token: null })).status).toBe(401);
    expect((await gw.editor('POST', 'build/rollback', { token: 'y'.repeat(40) })).status).toBe(401);
    expect(publisher.calls).toEqual([]);
  });
});
