import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../gateway/db/prepare.ts';
import { createEmbeddedGateway } from '../../../gateway/embedded.ts';
import { parseEnv } from '../../../gateway/env.ts';
import { poiListSchema } from '../../../src/lib/contract/cms.ts';
import { CMS, data } from './support/envelope.ts';
import { fixtureImages, fixtureSeed } from './support/fixture.ts';
import { temporaryDir } from './support/gateway.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('the embedded gateway', () => {
  it('answers requests in-process from the database its overrides point at', async () => {
    const { dir, remove } = temporaryDir();
    cleanups.push(remove);
    const overrides = { DATABASE_URL: `file:${join(dir, 'e.db')}`, MEDIA_DIR: join(dir, 'media') };
    // a database that already has content is only migrated and opened, never re-seeded
    const seeded = await prepareDatabase(parseEnv(overrides), {
      content: () => Promise.resolve({ data: fixtureSeed(), images: fixtureImages() }),
    });
    await seeded.close();

    const gateway = await createEmbeddedGateway(overrides);
    try {
      const res = await gateway.request(`${CMS}/listPoi?regionCode=ZH`, {
        headers: { 'Accept-Language': 'en' },
      });
      const pois = await data(res, poiListSchema);
      expect(pois.map((p) => p.poiName)).toEqual(['Circus']);
      expect((await gateway.request('/media/seed/a.webp')).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
