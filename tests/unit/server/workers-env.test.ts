import { describe, expect, it } from 'vitest';
import { workersFromEnv } from '../../../scripts/lib/cluster.ts';

describe('WORKERS of npm run serve', () => {
  it('is 1 when unset or empty, and the number asked for on PostgreSQL', () => {
    expect(workersFromEnv({})).toBe(1);
    expect(workersFromEnv({ WORKERS: ' ' })).toBe(1);
    expect(workersFromEnv({ WORKERS: '1' })).toBe(1);
    expect(workersFromEnv({ WORKERS: '4', DATABASE_URL: 'postgres://db/shop' })).toBe(4);
  });

  it('refuses several workers on an embedded SQLite file, saying what to set', () => {
    expect(() => workersFromEnv({ WORKERS: '2' })).toThrow(/WORKERS=2 needs DATABASE_URL=postgres/);
    expect(() => workersFromEnv({ WORKERS: '2', DATABASE_URL: 'file:data/x.db' })).toThrow(
      /one process/,
    );
  });

  it('refuses anything but a whole number from 1 to 64', () => {
    for (const bad of ['0', '65', '-1', '2.5', 'two', '100']) {
      expect(() => workersFromEnv({ WORKERS: bad, DATABASE_URL: 'postgres://db/shop' })).toThrow(
        /WORKERS must be a whole number from 1 to 64/,
      );
    }
  });
});
