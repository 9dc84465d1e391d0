import type { Language } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';

/**
 * The pages the session shell links to or sends visitors to, in the page's language (build
 * time: content pages ship none of this).
 */
export interface SessionPaths {
  home: string;
  login: string;
  register: string;
  changePassword: string;
  userCentre: string;
  orders: string;
  /** The saved travellers of the account. */
  travellers: string;
  /** The waiting lists of sold-out days. */
  waitlist: string;
  /** Finding an order by its number and e-mail, without logging in. */
  orderLookup: string;
}

export function sessionPaths(locale: Language): SessionPaths {
  return {
    home: localizePath(locale, '/home'),
    login: localizePath(locale, '/login'),
    register: localizePath(locale, '/register'),
    changePassword: localizePath(locale, '/user/ChangePassword'),
    userCentre: localizePath(locale, '/user'),
    orders: localizePath(locale, '/user/order'),
    travellers: localizePath(locale, '/user/travellers'),
    waitlist: localizePath(locale, '/user/waitlist'),
    orderLookup: localizePath(locale, '/order-lookup'),
  };
}
