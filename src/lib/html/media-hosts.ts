/**
 * Hosts whose pictures and videos the pages may load besides the site itself (`/media/…` and
 * the built files): e.g. the resort's picture CDN. One list for the picture values of the CMS
 * (infoImgLink, imgMain: src/lib/contract/cms.ts isPictureValue, checked by the editor and the
 * content loader), the sanitiser of rich text (src/lib/html/sanitize.ts drops images and videos
 * from any other host, so that CMS text cannot plant a tracking pixel) and the pages'
 * Content-Security-Policy `img-src` and `media-src` (scripts/server/security-headers.ts), so
 * that a picture the content keeps is never blocked. The demo serves every picture from /media/
 * and needs none; add a host (no scheme, no path) to show pictures from it.
 */
export const MEDIA_HOSTS: readonly string[] = [];

/** Whether `value` is an https:// address on one of `hosts` (MEDIA_HOSTS by default). */
export function isMediaHostUrl(value: string, hosts: readonly string[] = MEDIA_HOSTS): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && hosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}
