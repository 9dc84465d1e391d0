import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Language } from '../../src/lib/contract/common.ts';

/**
 * Every table of the gateway, as the migrations in ./migrations create it, typed for Kysely:
 * what a query selects is typed by these columns, on SQLite and on PostgreSQL alike.
 *
 * Conventions, the same on both databases:
 * - ids are decimal text (64-bit numbers written out, as on the wire), except the few integer
 *   keys numbered by the database (`Generated<number>`);
 * - times are epoch milliseconds (`INTEGER` on SQLite, `bigint` on PostgreSQL, read as numbers);
 * - flags are the integers 0 and 1 (no boolean columns, so that both databases answer the same);
 * - dates are `YYYY-MM-DD` text, money integer cents.
 *
 * A column with a default is `Generated<T>` (optional on insert). Adding a table or a column:
 * a new migration in ./migrations (see docs/database.md), then its type here.
 */

/** 0 or 1. */
export type Flag = 0 | 1;

/** A column the database numbers (SQLite rowid alias / PostgreSQL identity). */
export type Serial = Generated<number>;

/** Defaulted text or number column. */
type Def<T> = ColumnType<T, T | undefined, T>;

export interface CatalogTable {
  id: string;
  parent_id: string | null;
  catalog_code: string;
  catalog_type: string;
  poi_code: string;
  region_code: string;
  sort: Def<number>;
  updated_at: number;
  content_hash: Def<string>;
}

export interface CatalogI18nTable {
  catalog_id: string;
  lang: Language;
  catalog_name: Def<string>;
  catalog_desc: Def<string>;
}

export interface InfoTable {
  id: string;
  catalog_id: string;
  poi_code: string;
  region_code: string;
  info_img_link: Def<string>;
  info_link: Def<string>;
  sort: Def<number>;
  updated_at: number;
  content_hash: Def<string>;
}

export interface InfoI18nTable {
  info_id: string;
  lang: Language;
  info_title: Def<string>;
  info_summary: Def<string>;
  info_desc: Def<string>;
  info_tag: Def<string>;
}

export interface PoiTable {
  id: string;
  poi_code: string;
  poi_type: number;
  region_code: string;
  img_main: Def<string>;
  sort: Def<number>;
  updated_at: number;
  content_hash: Def<string>;
}

export interface PoiI18nTable {
  poi_id: string;
  lang: Language;
  poi_name: Def<string>;
  poi_name_native: Def<string>;
  poi_summary: Def<string>;
  poi_refund_desc: Def<string>;
}

export type UserStatus = 'active' | 'suspended';

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  surname: string;
  first_name: string;
  birthday: string;
  residence: string;
  phone_area_code: string;
  phone: string;
  promotion_consent: Def<Flag>;
  basic_info_locked: Def<Flag>;
  status: Def<UserStatus>;
  suspend_reason: string | null;
  created_at: number;
  updated_at: number;
}

export type RevokeReason = 'rotated' | 'reuse' | 'login-elsewhere' | 'logout' | 'suspended';

export interface SessionsTable {
  id: string;
  user_id: string;
  family_id: string;
  access_token_hash: string;
  refresh_token_hash: string;
  login_agent: 'PC' | 'WAP';
  ip: string;
  created_at: number;
  access_expires_at: number;
  refresh_expires_at: number;
  revoked_at: number | null;
  revoked_reason: RevokeReason | null;
  replaced_by_ip: string | null;
}

export type CodePurposeColumn = 'register' | 'login' | 'reset' | 'change-password';

export interface EmailCodesTable {
  id: Serial;
  email: string;
  purpose: CodePurposeColumn;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: Def<number>;
  used_at: number | null;
}

export interface MailOutboxTable {
  id: Serial;
  to_address: string;
  subject: string;
  body: string;
  created_at: number;
  language: Def<Language>;
  queued_at: number | null;
  attempts: Def<number>;
  next_attempt_at: number | null;
  sent_at: number | null;
  failed_at: number | null;
  last_error: string | null;
  /** The HTML part (NULL: plain text only). */
  html: string | null;
  /** JSON of the attachments, [{filename, contentType, content: base64}] (NULL: none). */
  attachments: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export type CaptchaScopeColumn = 'auth-center' | 'open-account';

export interface CaptchaChallengesTable {
  id_hash: string;
  scope: CaptchaScopeColumn;
  captcha_type: string;
  answer: string;
  created_at: number;
  expires_at: number;
}

export interface CaptchaVerificationsTable {
  token_hash: string;
  scope: CaptchaScopeColumn;
  created_at: number;
  expires_at: number;
}

export interface ProductCatalogTable {
  id: string;
  catalog_code: string;
  product_type: string;
  poi_code: string;
  region_code: string;
  sort: Def<number>;
}

export interface ProductCatalogI18nTable {
  catalog_id: string;
  lang: Language;
  catalog_name: Def<string>;
  catalog_desc: Def<string>;
}

export interface ProductTable {
  id: string;
  product_code: string;
  catalog_id: string;
  product_type: string;
  bundle_type: string | null;
  poi_code: string;
  poi_type: number;
  region_code: string;
  /** JSON array of session starts HH:mm. */
  sessions: Def<string>;
  /** JSON array of open months 1-12 ('[]': all year). */
  open_months: Def<string>;
  daily_stock: number;
  img_main: Def<string>;
  sort: Def<number>;
  /** Date changes (migration 0015): allowed, fee per unit, most changes, cut-off days. */
  change_allowed: Def<Flag>;
  change_fee_cents: Def<number>;
  change_max: Def<number>;
  change_cutoff_days: Def<number>;
}

export interface ProductI18nTable {
  product_id: string;
  lang: Language;
  product_name: Def<string>;
  product_desc: Def<string>;
  product_detail_desc: Def<string>;
}

export interface SkuTable {
  id: string;
  product_id: string;
  sku_type: string;
  adults: Def<number>;
  children: Def<number>;
  min_age: number | null;
  max_age: number | null;
  peak_cents: number;
  off_peak_cents: number;
  sort: Def<number>;
}

export interface SkuI18nTable {
  sku_id: string;
  lang: Language;
  sku_name: Def<string>;
}

export interface InventoryTable {
  sku_id: string;
  date: string;
  session: Def<string>;
  total: number;
  held: Def<number>;
  sold: Def<number>;
}

export interface AggTable {
  id: string;
  agg_code: string;
  agg_type: string;
  region_code: string;
  nights: Def<number>;
  sort: Def<number>;
}

export interface AggI18nTable {
  agg_id: string;
  lang: Language;
  agg_name: Def<string>;
  agg_desc: Def<string>;
}

export interface AggItemTable {
  agg_id: string;
  sku_id: string;
  quantity: number;
  sort: Def<number>;
}

export interface PayConfigTable {
  pay_type: string;
  channel_mode: 'H5' | 'H5_WEB';
  enabled: Def<Flag>;
  sort: Def<number>;
}

export interface PayConfigI18nTable {
  pay_type: string;
  lang: Language;
  pay_name: Def<string>;
}

export interface OrdersTable {
  id: string;
  order_no: string;
  user_id: string;
  request_id: string;
  status: string;
  channel: 'PC' | 'WAP';
  lang: string;
  guest_mode: 'normal' | 'guest';
  total_cents: number;
  pay_before: number;
  created_at: number;
  updated_at: number;
  pay_type: string | null;
  transaction_no: string | null;
  paid_at: number | null;
  status_at: number | null;
  visit_end: string | null;
  deleted_at: number | null;
  notice: string | null;
  /** Date changes made (migration 0015). */
  change_count: Def<number>;
}

export interface OrderLineTable {
  order_id: string;
  line_no: number;
  product_id: string;
  sku_id: string;
  product_name: string;
  sku_name: string;
  product_type: string;
  poi_code: string;
  poi_type: number;
  quantity: number;
  start_date: string;
  end_date: string;
  session: Def<string>;
  unit_price_cents: number;
  subtotal_cents: number;
  voucher_code: string | null;
  confirmation_code: string | null;
}

export interface OrderHoldTable {
  order_id: string;
  sku_id: string;
  date: string;
  session: string;
  quantity: number;
}

export interface OrderGuestTable {
  order_id: string;
  guest_no: number;
  product_id: string;
  guest_name: string;
  guest_mobile: string;
  guest_mobile_area: string;
  guest_email: string;
  remark: string;
  id_type: number | null;
  id_info: string | null;
}

export type PaymentStatusColumn = 'pending' | 'succeeded' | 'failed' | 'refunded';

export interface PaymentTable {
  id: string;
  order_id: string;
  pay_type: string;
  channel_mode: 'H5' | 'H5_WEB';
  amount_cents: number;
  status: PaymentStatusColumn;
  return_path: string;
  created_at: number;
  completed_at: number | null;
}

export interface RefundTable {
  id: string;
  refund_no: string;
  order_id: string;
  user_id: string;
  reason: string;
  reason_text: Def<string>;
  ticket_quantity: number;
  subtotal_cents: number;
  fee_cents: number;
  refund_cents: number;
  actual_refund_cents: number | null;
  status: string;
  applied_at: number;
  status_at: number;
  /** The date change whose difference this refund pays back; null: the refund of the order. */
  change_id: Def<string | null>;
}

export interface DictTable {
  dict_type: string;
  dict_code: string;
  sort: number;
}

export interface DictI18nTable {
  dict_type: string;
  dict_code: string;
  lang: Language;
  label: string;
}

export interface IssueTable {
  id: string;
  issue_no: string;
  user_id: string;
  question_type: string;
  content: string;
  contact: string;
  status: Def<'submitted' | 'replied' | 'closed'>;
  reply_content: string | null;
  replied_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface UploadPolicyTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface StoredFileTable {
  id: string;
  user_id: string;
  upload_id: string | null;
  storage_key: string;
  content_type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  bytes: number;
  ref_type: 'issue' | null;
  ref_id: string | null;
  status: Def<'uploaded' | 'attached' | 'unlinked'>;
  confirmed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface CmsStateTable {
  id: number;
  epoch: string;
}

export type ContentKindColumn = 'catalog' | 'info' | 'poi';

export interface CmsTombstoneTable {
  seq: Serial;
  kind: ContentKindColumn;
  key: string;
  deleted_at: number;
}

export interface EditorChangeTable {
  id: Serial;
  editor: string;
  action: 'create' | 'update' | 'delete' | 'publish' | 'rollback';
  kind: ContentKindColumn | 'site';
  target: string;
  /** JSON: the fields changed, before and after. */
  detail: Def<string>;
  at: number;
}

/** Editor accounts of the workspace (migration 0013): name and scrypt password hash. */
export interface EditorAccountTable {
  name: string;
  password_hash: string;
  created_at: number;
  updated_at: number;
}

/** An editor account's session: its token's SHA-256, its end, its last use. */
export interface EditorSessionTable {
  token_hash: string;
  name: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  revoked_at: number | null;
}

/** Values shared by every gateway process (migration 0010): secrets, the dev clock. */
export interface GatewaySettingTable {
  key: string;
  value: string;
  updated_at: number;
}

/** One row per order or refund event mailed (services/order-mails.ts). */
export interface OrderMailTable {
  subject_id: string;
  event: 'confirmation' | 'expired' | 'refundApproved' | 'refundSucceeded' | 'refundRefused';
  order_id: string;
  created_at: number;
}

export type OrderChangeStatusColumn = 'pendingPayment' | 'done' | 'expired' | 'superseded';

/** A date change of an order (migration 0015; services/orders/date-change.ts). */
export interface OrderChangeTable {
  id: string;
  change_no: string;
  order_id: string;
  user_id: string;
  request_id: string;
  status: OrderChangeStatusColumn;
  /** JSON: the moved lines, before and after. */
  lines: string;
  /** JSON: the stock cells held while the difference is unpaid. */
  hold: Def<string>;
  old_total_cents: number;
  new_total_cents: number;
  fee_cents: number;
  due_cents: number;
  refund_cents: number;
  count_before: number;
  pay_id: string | null;
  pay_before: number | null;
  created_at: number;
  done_at: number | null;
  mailed_at: number | null;
}

/** The language of an order's pay request, that of its mails. */
export interface OrderMailLanguageTable {
  order_id: string;
  language: Language;
}

/** One row: moved by every write to the content and product tables (migration 0012). */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** A saved traveller of an account; the ID number only encrypted (services/travellers.ts). */
export interface TravellerTable {
  id: string;
  user_id: string;
  family_name: string;
  first_name: string;
  phone_area: string;
  phone: string;
  email: string;
  id_type: number | null;
  id_cipher: string | null;
  id_masked: string | null;
  created_at: number;
  updated_at: number;
}

export type WaitStatusColumn = 'waiting' | 'offered' | 'bought' | 'expired' | 'left';

/** A shopper waiting for a sold-out day, session or stay (migration 0016; services/waitlist.ts). */
export interface WaitTable {
  id: string;
  seq: number;
  user_id: string;
  product_id: string;
  sku_id: string;
  product_type: string;
  start_date: string;
  end_date: string;
  session: Def<string>;
  quantity: number;
  lang: string;
  status: WaitStatusColumn;
  joined_at: number;
  offered_at: number | null;
  offer_until: number | null;
  order_id: string | null;
  mailed_at: number | null;
  updated_at: number;
}

/** The migrations applied (./migrate.ts). */
export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: number;
}

export interface Database {
  schema_migrations: SchemaMigrationsTable;
  catalog: CatalogTable;
  catalog_i18n: CatalogI18nTable;
  info: InfoTable;
  info_i18n: InfoI18nTable;
  poi: PoiTable;
  poi_i18n: PoiI18nTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  captcha_challenges: CaptchaChallengesTable;
  captcha_verifications: CaptchaVerificationsTable;
  product_catalog: ProductCatalogTable;
  product_catalog_i18n: ProductCatalogI18nTable;
  product: ProductTable;
  product_i18n: ProductI18nTable;
  sku: SkuTable;
  sku_i18n: SkuI18nTable;
  inventory: InventoryTable;
  agg: AggTable;
  agg_i18n: AggI18nTable;
  agg_item: AggItemTable;
  pay_config: PayConfigTable;
  pay_config_i18n: PayConfigI18nTable;
  orders: OrdersTable;
  order_line: OrderLineTable;
  order_hold: OrderHoldTable;
  order_guest: OrderGuestTable;
  payment: PaymentTable;
  refund: RefundTable;
  dict: DictTable;
  dict_i18n: DictI18nTable;
  issue: IssueTable;
  upload_policy: UploadPolicyTable;
  stored_file: StoredFileTable;
  cms_state: CmsStateTable;
  cms_tombstone: CmsTombstoneTable;
  editor_change: EditorChangeTable;
  gateway_setting: GatewaySettingTable;
  order_mail: OrderMailTable;
  order_mail_language: OrderMailLanguageTable;
  content_version: ContentVersionTable;
  editor_account: EditorAccountTable;
  editor_session: EditorSessionTable;
  traveller: TravellerTable;
  order_change: OrderChangeTable;
  wait: WaitTable;
}

export type TableName = keyof Database;
export type Row<T extends TableName> = Selectable<Database[T]>;
export type NewRow<T extends TableName> = Insertable<Database[T]>;
