import { cms } from './0001_cms.ts';
import { accounts } from './0002_accounts.ts';
import { captcha } from './0003_captcha.ts';
import { mailDelivery } from './0004_mail_delivery.ts';
import { products } from './0005_products.ts';
import { orders } from './0006_orders.ts';
import { payments } from './0007_payments.ts';
import { service } from './0008_service.ts';
import { publishing } from './0009_publishing.ts';
import { sharedSettings } from './0010_shared_settings.ts';
import { orderMail } from './0011_order_mail.ts';
import { contentVersion } from './0012_content_version.ts';
import { editorAccounts } from './0013_editor_accounts.ts';
import { travellers } from './0014_travellers.ts';
import { dateChange } from './0015_date_change.ts';
import { waitlist } from './0016_waitlist.ts';
import { partialRefunds } from './0017_partial_refunds.ts';
import type { Migration } from './kit.ts';

/** Every migration, in order. A new one goes at the end with the next version number. */
export const MIGRATIONS: readonly Migration[] = [
  cms,
  accounts,
  captcha,
  mailDelivery,
  products,
  orders,
  payments,
  service,
  publishing,
  sharedSettings,
  orderMail,
  contentVersion,
  editorAccounts,
  travellers,
  dateChange,
  waitlist,
  partialRefunds,
];
