import type { Migration } from './kit.ts';

/**
 * Editor accounts (the editing workspace): a name and a scrypt password hash, as shoppers'
 * passwords; and their sessions, each an opaque token kept as its SHA-256, valid until
 * `expires_at` and while used within the idle limit (services/editor/accounts.ts). EDITOR_TOKENS
 * stay for automation and need no row.
 */
export const editorAccounts: Migration = {
  version: 13,
  name: '0013_editor_accounts',
  async up(m) {
    await m.createTable('editor_account', (t) =>
      t
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('updated_at', m.epoch, (c) => c.notNull()),
    );
    await m.createTable('editor_session', (t) =>
      t
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) =>
          c.notNull().references('editor_account.name').onDelete('cascade'),
        )
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('expires_at', m.epoch, (c) => c.notNull())
        .addColumn('last_seen_at', m.epoch, (c) => c.notNull())
        .addColumn('revoked_at', m.epoch),
    );
    await m.index('editor_session_name_idx', 'editor_session', ['name']);
    await m.index('editor_session_expires_idx', 'editor_session', ['expires_at']);
  },
};
