/** The parts of `window.location` the API base is derived from. */
export interface LocationLike {
  protocol: string;
  hostname: string;
  port: string;
  host: string;
}

const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;

const isIpAddress = (hostname: string): boolean =>
  IPV4.test(hostname) || hostname.startsWith('[') || hostname.includes(':');

const isLocalName = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || !hostname.includes('.');

/**
 * The gateway's base address (SPEC §7, DESIGN §5), without a trailing slash.
 *
 * - `publicApiBase` (PUBLIC_API_BASE at build time) wins when given;
 * - on an IP address, a host with an explicit port, `localhost` or a single-label name: the
 *   page's own origin;
 * - otherwise the host's first label is replaced by `gateway`, keeping an environment suffix
 *   after the first dash: `shop-uat.example.com` → `https://gateway-uat.example.com`,
 *   `shop.example.com` → `https://gateway.example.com`.
 */
export function resolveApiBase(location: LocationLike, publicApiBase?: string): string {
  const configured = publicApiBase?.trim() ?? '';
  if (configured !== '') return configured.replace(/\/+$/, '');
  const hostname = location.hostname.toLowerCase();
  if (location.port !== '' || isIpAddress(hostname) || isLocalName(hostname)) {
    return `${location.protocol}//${location.host}`;
  }
  const dot = hostname.indexOf('.');
  const firstLabel = hostname.slice(0, dot);
  const rest = hostname.slice(dot);
  const dash = firstLabel.indexOf('-');
  const environment = dash === -1 ? '' : firstLabel.slice(dash);
  return `https://gateway${environment}${rest}`;
}
