import { sql } from 'kysely';
import { languageCheck, oneOf, type Migration } from './kit.ts';

/**
 * Customer service (SPEC §3 Customer-service message, §5, §7 User, upload and issues):
 * dictionaries, messages (issues), upload policies and the stored files. Times are epoch
 * milliseconds of the gateway clock.
 */

const QUESTION_TYPES: readonly (readonly [code: string, zhTW: string, zhCN: string, en: string])[] =
  [
    ['booking', '預訂問題', '预订问题', 'Booking'],
    ['payment', '付款問題', '付款问题', 'Payment'],
    ['refund', '退款問題', '退款问题', 'Refund'],
    ['account', '帳戶問題', '账户问题', 'Account'],
    ['park', '樂園遊玩', '乐园游玩', 'Park visit'],
    ['hotel', '酒店住宿', '酒店住宿', 'Hotel stay'],
    ['other', '其他', '其他', 'Other'],
  ];

const LANGUAGE_NAMES: readonly (readonly [code: string, zhTW: string, zhCN: string, en: string])[] =
  [
    ['zh-TW', '繁體中文', '繁体中文', 'Traditional Chinese'],
    ['zh-CN', '簡體中文', '简体中文', 'Simplified Chinese'],
    ['en', '英文', '英文', 'English'],
  ];

export const service: Migration = {
  version: 8,
  name: '0008_service',
  async up(m) {
    await m.createTable(
      'dict',
      (t) =>
        t
          .addColumn('dict_type', 'text', (c) => c.notNull())
          .addColumn('dict_code', 'text', (c) => c.notNull())
          .addColumn('sort', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('dict_pk', ['dict_type', 'dict_code']),
      { keyOnly: true },
    );
    await m.createTable(
      'dict_i18n',
      (t) =>
        t
          .addColumn('dict_type', 'text', (c) => c.notNull())
          .addColumn('dict_code', 'text', (c) => c.notNull())
          .addColumn('lang', 'text', (c) => c.notNull().check(languageCheck('lang')))
          .addColumn('label', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('dict_i18n_pk', ['dict_type', 'dict_code', 'lang'])
          .addForeignKeyConstraint(
            'dict_i18n_dict_fk',
            ['dict_type', 'dict_code'],
            'dict',
            ['dict_type', 'dict_code'],
            (fk) => fk.onDelete('cascade'),
          ),
      { keyOnly: true },
    );
    const entries = [
      ...QUESTION_TYPES.map((entry) => ['QUESTION_TYPE', ...entry] as const),
      ...LANGUAGE_NAMES.map((entry) => ['LANGUAGE', ...entry] as const),
    ];
    const sorts = new Map<string, number>();
    for (const [type, code, zhTW, zhCN, en] of entries) {
      const sort = (sorts.get(type) ?? 0) + 1;
      sorts.set(type, sort);
      await m.run(
        sql`INSERT INTO dict (dict_type, dict_code, sort) VALUES (${type}, ${code}, ${sort})`,
      );
      for (const [lang, label] of [
        ['zh-TW', zhTW],
        ['zh-CN', zhCN],
        ['en', en],
      ] as const) {
        await m.run(
          sql`INSERT INTO dict_i18n (dict_type, dict_code, lang, label) VALUES (${type}, ${code}, ${lang}, ${label})`,
        );
      }
    }

    // A customer-service message. A reply is written by staff (not shown in the product).
    await m.createTable('issue', (t) =>
      m
        .insertionOrder(t)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('issue_no', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('question_type', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) =>
          c.notNull().check(sql`length(content) BETWEEN 1 AND 1000`),
        )
        .addColumn('contact', 'text', (c) =>
          c.notNull().check(sql`length(contact) BETWEEN 1 AND 100`),
        )
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('submitted')
            .check(oneOf('status', ['submitted', 'replied', 'closed'])),
        )
        .addColumn('reply_content', 'text')
        .addColumn('replied_at', m.epoch)
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('updated_at', m.epoch, (c) => c.notNull()),
    );
    await m.index('issue_user_idx', 'issue', ['user_id', 'created_at desc']);

    // A signed upload policy of genUploadParam: only the SHA-256 of its token is kept; single use.
    await m.createTable('upload_policy', (t) =>
      t
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('expires_at', m.epoch, (c) => c.notNull())
        .addColumn('used_at', m.epoch),
    );
    await m.index('upload_policy_expiry_idx', 'upload_policy', ['expires_at']);

    // An uploaded, re-encoded image, stored under a generated key (outside the web root).
    // 'uploaded': not attached yet (counted against the per-user limit); 'attached': to ref_id;
    // 'unlinked': detached and its bytes deleted.
    await m.createTable('stored_file', (t) =>
      m
        .insertionOrder(t)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('upload_id', 'text', (c) =>
          c.references('upload_policy.id').onDelete('set null'),
        )
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('content_type', 'text', (c) =>
          c.notNull().check(oneOf('content_type', ['image/png', 'image/jpeg'])),
        )
        .addColumn('width', 'integer', (c) => c.notNull().check(sql`width >= 1`))
        .addColumn('height', 'integer', (c) => c.notNull().check(sql`height >= 1`))
        .addColumn('bytes', 'integer', (c) => c.notNull().check(sql`bytes >= 1`))
        .addColumn('ref_type', 'text', (c) => c.check(oneOf('ref_type', ['issue'])))
        .addColumn('ref_id', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('uploaded')
            .check(oneOf('status', ['uploaded', 'attached', 'unlinked'])),
        )
        .addColumn('confirmed_at', m.epoch)
        .addColumn('created_at', m.epoch, (c) => c.notNull())
        .addColumn('updated_at', m.epoch, (c) => c.notNull())
        .addCheckConstraint(
          'stored_file_attached_has_ref',
          sql`(status = 'attached') = (ref_id IS NOT NULL)`,
        ),
    );
    await m.index('stored_file_user_idx', 'stored_file', ['user_id', 'status']);
    await m.index('stored_file_ref_idx', 'stored_file', ['ref_type', 'ref_id']);
  },
};
