import { createHash } from 'node:crypto';
import { VIDEO_IFRAME_HOSTS } from '../../src/content/video-hosts.ts';

/**
 * Security headers of every response, and the Content-Security-Policy of HTML pages. Inline
 * scripts are allowed by their SHA-256 hashes, computed per page when the build is loaded, so
 * the policy needs no 'unsafe-inline' for scripts.
 */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attrs) || body.trim() === '') continue;
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy(
  scriptHashes: string[],
  extraConnectSrc: string[] = [],
): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['media-src', ["'self'", 'blob:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...extraConnectSrc]],
    ['frame-src', VIDEO_IFRAME_HOSTS.map((host) => `https://${host}`)],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** Headers set on every response, static or API. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** A policy for responses that are not HTML pages (API answers, files). */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
