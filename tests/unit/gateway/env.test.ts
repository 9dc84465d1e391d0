import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadEnv, parseEnv } from '../../../gateway/env.ts';

describe('the gateway environment', () => {
  it('has working defaults', () => {
    expect(parseEnv({})).toEqual({
      DATABASE_URL: 'file:data/storefront.db',
      DATABASE_POOL_SIZE: 10,
      MEDIA_DIR: 'data/media',
      GATEWAY_DEV: false,
      HOST: '127.0.0.1',
      PORT: 4321,
      ACCESS_TOKEN_TTL_SECONDS: 1800,
      REFRESH_TOKEN_TTL_SECONDS: 2_592_000,
      TRUST_PROXY: false,
      ORDER_HOLD_MAX_ORDERS: 5,
      ORDER_HOLD_MAX_UNITS: 40,
      ORDER_HOLD_MAX_PER_DATE: 20,
      ORDER_SWEEP_MS: 30_000,
      WAITLIST_OFFER_MINUTES: 30,
      READ_CACHE: true,
    });
  });

  it('reads each variable and treats empty ones as unset', () => {
    expect(
      parseEnv({
        DATABASE_URL: 'file:/tmp/x.db',
        MEDIA_DIR: '/tmp/media',
        GATEWAY_DEV: '0',
        HOST: '0.0.0.0',
        PORT: '8080',
        SMTP_URL: '',
        UNRELATED: 'ignored',
      }),
    ).toEqual({
      DATABASE_URL: 'file:/tmp/x.db',
      DATABASE_POOL_SIZE: 10,
      MEDIA_DIR: '/tmp/media',
      GATEWAY_DEV: false,
      HOST: '0.0.0.0',
      PORT: 8080,
      ACCESS_TOKEN_TTL_SECONDS: 1800,
      REFRESH_TOKEN_TTL_SECONDS: 2_592_000,
      TRUST_PROXY: false,
      ORDER_HOLD_MAX_ORDERS: 5,
      ORDER_HOLD_MAX_UNITS: 40,
      ORDER_HOLD_MAX_PER_DATE: 20,
      ORDER_SWEEP_MS: 30_000,
      WAITLIST_OFFER_MINUTES: 30,
      READ_CACHE: true,
    });
    expect(parseEnv({ GATEWAY_DEV: 'true' }).GATEWAY_DEV).toBe(true);
  });

  it('names every bad variable in one error', () => {
    expect(() =>
      parseEnv({ PORT: '99999', GATEWAY_DEV: 'yes', DATABASE_URL: 'mysql://x' }),
    ).toThrow('Invalid gateway environment: DATABASE_URL, GATEWAY_DEV, PORT.');
  });

  it('refuses dev mode on a HOST other than loopback, naming the variables and the fix', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'shop.example.com', '128.0.0.1']) {
      expect(() => parseEnv({ GATEWAY_DEV: '1', HOST: host }), host).toThrow(
        `GATEWAY_DEV=1 refused with HOST=${host}`,
      );
      expect(parseEnv({ HOST: host }).GATEWAY_DEV, host).toBe(false);
    }
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(parseEnv({ GATEWAY_DEV: 'true', HOST: host }).GATEWAY_DEV, host).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
  });

  it('reads the waiting-list offer time in whole minutes from 5 to 1440, refusing anything else', () => {
    expect(parseEnv({}).WAITLIST_OFFER_MINUTES).toBe(30);
    for (const [text, minutes] of [
      ['5', 5],
      ['45', 45],
      [' 90 ', 90],
      ['1440', 1440],
    ] as const) {
      expect(parseEnv({ WAITLIST_OFFER_MINUTES: text }).WAITLIST_OFFER_MINUTES, text).toBe(minutes);
    }
    for (const bad of ['0', '4', '1441', '10000', '-5', '2.5', '30m', 'half an hour']) {
      expect(() => parseEnv({ WAITLIST_OFFER_MINUTES: bad }), bad).toThrow(
        'Invalid gateway environment: WAITLIST_OFFER_MINUTES.',
      );
    }
  });

  it('puts overrides on top of the process environment', () => {
    expect(loadEnv({ PORT: '5000' }).PORT).toBe(5000);
  });
});
