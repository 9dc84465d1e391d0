/**
 * Hosts whose embedded video players may appear in an iframe of CMS rich text. One list for the
 * sanitiser (src/lib/html/sanitize.ts) and the pages' Content-Security-Policy `frame-src`
 * (scripts/server/security-headers.ts), so that an embed the sanitiser keeps is never blocked.
 */
export const VIDEO_IFRAME_HOSTS = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
  'player.bilibili.com',
  'v.qq.com',
] as const;
