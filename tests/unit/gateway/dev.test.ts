import { afterEach, describe, expect, it } from 'vitest';
import { createTestGateway, SEEDED_AT, type TestGateway } from './support/gateway.ts';

let gw: TestGateway | undefined;
afterEach(() => gw?.close());

const moveClock = (g: TestGateway, body: unknown) =>
  g.app.request('/dev/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('dev routes', () => {
  it('report health and the clock', async () => {
    gw = await createTestGateway();
    const health = await gw.get('/dev/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      state: 'success',
      data: { status: 'ok', now: SEEDED_AT },
    });
    expect(await (await gw.get('/dev/clock')).json()).toMatchObject({
      data: { now: SEEDED_AT, offsetMs: 0 },
    });
  });

  it('move the clock forward and set its offset', async () => {
    gw = await createTestGateway();
    const advanced = await moveClock(gw, { advanceMs: 15 * 60_000 });
    expect(await advanced.json()).toMatchObject({
      data: { now: SEEDED_AT + 15 * 60_000, offsetMs: 15 * 60_000 },
    });
    await moveClock(gw, { advanceMs: 1000 });
    expect(gw.clock.now()).toBe(SEEDED_AT + 15 * 60_000 + 1000);
    const reset = await moveClock(gw, { offsetMs: 0 });
    expect(await reset.json()).toMatchObject({ data: { now: SEEDED_AT, offsetMs: 0 } });
    expect(gw.clock.now()).toBe(SEEDED_AT);
  });

  it('do not exist when GATEWAY_DEV=0', async () => {
    gw = await createTestGateway({ dev: false });
    for (const path of ['/dev/health', '/dev/clock']) {
      const res = await gw.get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ state: 'error', code: 'NOT_FOUND' });
    }
    expect((await moveClock(gw, { advanceMs: 1 })).status).toBe(404);
    expect(gw.clock.offsetMs()).toBe(0);
  });
});
