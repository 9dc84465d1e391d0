import type { Migration } from './kit.ts';

/**
 * Values every gateway process of one database shares (several processes, several machines):
 * the key that signs upload policies when UPLOAD_POLICY_SECRET is not set, and the dev clock's
 * offset, so that moving /dev/clock on one process moves it on all.
 */
export const sharedSettings: Migration = {
  version: 10,
  name: '0010_shared_settings',
  async up(m) {
    await m.createTable('gateway_setting', (t) =>
      t
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', m.epoch, (c) => c.notNull()),
    );
  },
};
