import { describe, expect, it } from 'vitest';
import { unauthorizedMessage } from '../../../src/lib/api/session-messages.ts';
import { translateIn, type Translate } from '../../../src/lib/session/messages.ts';

const en: Translate = (key, params) => translateIn('en', key, params);

describe('unauthorizedMessage', () => {
  it.each([
    ['KICK_OUT Locked by an administrator.', 'Locked by an administrator.'],
    ['KICK_OUT: Locked', 'Locked'],
    ['prefix KICK_OUT：帳號已被停用', '帳號已被停用'],
    ['KICK_OUT', translateIn('en', 'session.signedOut')],
    ['LOGIN_DOUBLE 1.2.3.4', translateIn('en', 'session.loggedInElsewhereIp', { ip: '1.2.3.4' })],
    [
      'LOGIN_DOUBLE:2001:db8::1 at 10:00',
      translateIn('en', 'session.loggedInElsewhereIp', { ip: '2001:db8::1' }),
    ],
    ['LOGIN_DOUBLE', translateIn('en', 'session.loggedInElsewhere')],
    ['LOGIN_DOUBLE <script>', translateIn('en', 'session.loggedInElsewhere')],
    ['unauthorized', translateIn('en', 'session.signedOut')],
    ['', translateIn('en', 'session.signedOut')],
  ])('%j → %j', (serverMessage, expected) => {
    expect(unauthorizedMessage(serverMessage, en)).toBe(expected);
  });

  it('puts the IP into the text', () => {
    expect(unauthorizedMessage('LOGIN_DOUBLE 1.2.3.4', en)).toContain('1.2.3.4');
  });
});
