import type { Translate } from '../session/messages.ts';

const KICK_OUT = 'KICK_OUT';
const LOGIN_DOUBLE = 'LOGIN_DOUBLE';
/** An IPv4 or IPv6 address as the gateway writes it after LOGIN_DOUBLE. */
const IP_ADDRESS = /^[0-9A-Fa-f.:]{2,45}$/;

const textAfter = (message: string, marker: string): string =>
  message
    .slice(message.indexOf(marker) + marker.length)
    .replace(/^[\s:：,，|-]+/, '')
    .trim();

/**
 * The text shown for an HTTP 401 (SPEC §8): after a `KICK_OUT` marker, the server's own text;
 * after `LOGIN_DOUBLE`, "logged in on other devices" with the IP that follows the marker;
 * otherwise the generic "signed out" text.
 */
export function unauthorizedMessage(serverMessage: string, translate: Translate): string {
  if (serverMessage.includes(KICK_OUT)) {
    const text = textAfter(serverMessage, KICK_OUT);
    return text === '' ? translate('session.signedOut') : text;
  }
  if (serverMessage.includes(LOGIN_DOUBLE)) {
    const ip = textAfter(serverMessage, LOGIN_DOUBLE).split(/\s+/, 1)[0] ?? '';
    return IP_ADDRESS.test(ip)
      ? translate('session.loggedInElsewhereIp', { ip })
      : translate('session.loggedInElsewhere');
  }
  return translate('session.signedOut');
}
