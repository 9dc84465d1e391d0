/**
 * The login link of a page: the login page of the page's language with `redirect` set to the
 * current path and query (language prefix included), where the login form goes back to. Used
 * at build time and by the header script, so it imports nothing.
 */
export function loginHref(
  loginPath: string,
  current: { pathname: string; search: string },
): string {
  return `${loginPath}?redirect=${encodeURIComponent(current.pathname + current.search)}`;
}
