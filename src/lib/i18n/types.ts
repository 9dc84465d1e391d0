import type account from '../../../locales/zh-TW/account.json';
import type blocks from '../../../locales/zh-TW/blocks.json';
import type booking from '../../../locales/zh-TW/booking.json';
import type bookingForm from '../../../locales/zh-TW/bookingForm.json';
import type captcha from '../../../locales/zh-TW/captcha.json';
import type change from '../../../locales/zh-TW/change.json';
import type cart from '../../../locales/zh-TW/cart.json';
import type common from '../../../locales/zh-TW/common.json';
import type dining from '../../../locales/zh-TW/dining.json';
import type editor from '../../../locales/zh-TW/editor.json';
import type errors from '../../../locales/zh-TW/errors.json';
import type hotel from '../../../locales/zh-TW/hotel.json';
import type offers from '../../../locales/zh-TW/offers.json';
import type orders from '../../../locales/zh-TW/orders.json';
import type pages from '../../../locales/zh-TW/pages.json';
import type quickSearch from '../../../locales/zh-TW/quickSearch.json';
import type recheck from '../../../locales/zh-TW/recheck.json';
import type refund from '../../../locales/zh-TW/refund.json';
import type search from '../../../locales/zh-TW/search.json';
import type session from '../../../locales/zh-TW/session.json';
import type message from '../../../locales/zh-TW/message.json';
import type validation from '../../../locales/zh-TW/validation.json';
import type user from '../../../locales/zh-TW/user.json';
import type widgets from '../../../locales/zh-TW/widgets.json';
import type workspace from '../../../locales/zh-TW/workspace.json';

/**
 * Namespaces whose keys are type-checked, with the zh-TW JSON as the source of truth.
 * A feature that adds another `locales/<lang>/<ns>.json` registers it here, or by declaration
 * merging from its own module:
 *
 * ```ts
 * import type extra from '../../../locales/zh-TW/extra.json';
 * declare module '~/lib/i18n/types.ts' {
 *   interface I18nNamespaces { extra: typeof extra }
 * }
 * ```
 */
export interface I18nNamespaces {
  common: typeof common;
  errors: typeof errors;
  session: typeof session;
  blocks: typeof blocks;
  pages: typeof pages;
  search: typeof search;
  widgets: typeof widgets;
  quickSearch: typeof quickSearch;
  validation: typeof validation;
  account: typeof account;
  captcha: typeof captcha;
  booking: typeof booking;
  bookingForm: typeof bookingForm;
  hotel: typeof hotel;
  dining: typeof dining;
  offers: typeof offers;
  cart: typeof cart;
  recheck: typeof recheck;
  refund: typeof refund;
  change: typeof change;
  orders: typeof orders;
  user: typeof user;
  message: typeof message;
  editor: typeof editor;
  workspace: typeof workspace;
}

export type Namespace = keyof I18nNamespaces;
export type CommonKey = keyof I18nNamespaces['common'];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    /** Keys are flat dotted strings ("header.home"), not nested objects. */
    keySeparator: false;
    resources: I18nNamespaces;
  }
}
