import { oneOf, type Migration } from './kit.ts';

/**
 * Captcha (DESIGN §6): challenges and verification tokens, shared by every gateway process.
 * Times are epoch milliseconds of the gateway clock. Challenge ids and verification tokens are
 * stored only as SHA-256 hashes; a row is deleted when it is used (single use).
 */
export const captcha: Migration = {
  version: 3,
  name: '0003_captcha',
  async up(m) {
    const scopes = ['auth-center', 'open-account'];
    await m.createTable('captcha_challenges', (t) =>
      t
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('scope', 'text', (c) => c.notNull().check(oneOf('scope', scopes)))
        .addColumn('captcha_type', 'text', (c) =>
          c
            .notNull()
            .check(
              oneOf('captcha_type', [
                'SLIDE_PUZZLE',
                'CLICK_WORD',
                'STRING',
                'CALCULATE',
                'ROTATE_PUZZLE',
              ]),
            ),
        )
        // the right answer, JSON in the shape of answerData; never sent to the client
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('expires_at', m.epoch, (c) => c.notNull()),
    );
    await m.index('captcha_challenges_expiry_idx', 'captcha_challenges', ['expires_at']);

    await m.createTable('captcha_verifications', (t) =>
      t
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('scope', 'text', (c) => c.notNull().check(oneOf('scope', scopes)))
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('expires_at', m.epoch, (c) => c.notNull()),
    );
    await m.index('captcha_verifications_expiry_idx', 'captcha_verifications', ['expires_at']);
  },
};
