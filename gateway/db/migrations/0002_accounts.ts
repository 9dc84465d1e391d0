import { sql } from 'kysely';
import { oneOf, type Migration } from './kit.ts';

/**
 * Accounts (SPEC §3 registration fields, §4 session and verification codes, §5 accounts).
 * Times are epoch milliseconds of the gateway clock. Secrets (passwords, tokens, codes) are
 * never stored: passwords as scrypt hashes, tokens and codes as SHA-256 hashes.
 */
export const accounts: Migration = {
  version: 2,
  name: '0002_accounts',
  async up(m) {
    await m.createTable('users', (t) =>
      t
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) =>
          c
            .notNull()
            .unique()
            .check(sql`email = lower(email) AND length(email) BETWEEN 3 AND 254`),
        )
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('surname', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('birthday', 'text', (c) => c.notNull().check(m.isoDate('birthday')))
        .addColumn('residence', 'text', (c) => c.notNull())
        .addColumn('phone_area_code', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('promotion_consent', 'integer', m.flag('promotion_consent', 0))
        .addColumn('basic_info_locked', 'integer', m.flag('basic_info_locked', 1))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('active')
            .check(oneOf('status', ['active', 'suspended'])),
        )
        .addColumn('suspend_reason', 'text')
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('updated_at', m.epoch, (c) => c.notNull()),
    );

    // One row per login. A refresh rotates within the same family (a new row, the old one
    // revoked 'rotated'); presenting a rotated refresh token again revokes the whole family.
    await m.createTable('sessions', (t) =>
      t
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', 'text', (c) => c.notNull())
        .addColumn('access_token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('refresh_token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('login_agent', 'text', (c) =>
          c.notNull().check(oneOf('login_agent', ['PC', 'WAP'])),
        )
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('access_expires_at', m.epoch, (c) => c.notNull())
        .addColumn('refresh_expires_at', m.epoch, (c) => c.notNull())
        .addColumn('revoked_at', m.epoch)
        .addColumn('revoked_reason', 'text', (c) =>
          c.check(
            oneOf('revoked_reason', ['rotated', 'reuse', 'login-elsewhere', 'logout', 'suspended']),
          ),
        )
        .addColumn('replaced_by_ip', 'text'),
    );
    await m.index('sessions_user_idx', 'sessions', ['user_id', 'revoked_at']);
    await m.index('sessions_family_idx', 'sessions', ['family_id']);

    await m.createTable('email_codes', (t) =>
      m
        .serialKey(t, 'id')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) =>
          c.notNull().check(oneOf('purpose', ['register', 'login', 'reset', 'change-password'])),
        )
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('expires_at', m.epoch, (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', m.epoch),
    );
    await m.index('email_codes_lookup_idx', 'email_codes', ['email', 'purpose', 'created_at']);

    // Mail waiting to be sent (delivery: migration 0004); dev mode lists it at /dev/mailbox.
    await m.createTable('mail_outbox', (t) =>
      m
        .serialKey(t, 'id')
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', m.epoch, (c) => c.notNull()),
    );
    await m.index('mail_outbox_to_idx', 'mail_outbox', ['to_address', 'id']);

    // Fixed-window counters: key names the limit and its subject ('login:pair:<email>|<ip>').
    await m.createTable('rate_limits', (t) =>
      t
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', m.epoch, (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull()),
    );
  },
};
