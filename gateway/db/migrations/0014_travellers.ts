import { sql } from 'kysely';
import type { Migration } from './kit.ts';

/**
 * Saved travellers of an account (issue 19 §5): names, phone, e-mail and an ID document whose
 * number is kept only encrypted (AES-256-GCM, services/travellers.ts):
 *   id_cipher  base64url of IV (12 bytes) | ciphertext | tag (16 bytes); NULL: no ID saved
 *   id_masked  the number as shown (SPEC §5 display masking), never the number itself
 */
export const travellers: Migration = {
  version: 14,
  name: '0014_travellers',
  async up(m) {
    await m.createTable('traveller', (t) =>
      t
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_name', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('phone_area', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('id_type', 'integer', (c) =>
          c.check(sql`id_type IS NULL OR id_type BETWEEN 2 AND 6`),
        )
        .addColumn('id_cipher', 'text')
        .addColumn('id_masked', 'text')
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('updated_at', m.epoch, (c) => c.notNull()),
    );
    await m.db.schema
      .createIndex('traveller_user')
      .on('traveller')
      .columns(['user_id', 'created_at'])
      .execute();
  },
};
