import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../gateway/env.ts';
import {
  isLoopbackHost,
  isMailAddress,
  parseMailbox,
  parseSmtpUrl,
} from '../../../gateway/mail/config.ts';
import { buildMime, encodeHeaderValue, formatMailbox } from '../../../gateway/mail/mime.ts';
import { dotStuff } from '../../../gateway/mail/smtp.ts';
import { codeMail, registeredNoticeMail } from '../../../gateway/mail/texts.ts';
import { CODE_TTL_MS } from '../../../gateway/services/codes.ts';
import { CODE_PURPOSES } from '../../../src/lib/contract/auth.ts';
import { LANGUAGES } from '../../../src/lib/contract/common.ts';
import en from '../../../locales/en/mail.json' with { type: 'json' };
import zhCN from '../../../locales/zh-CN/mail.json' with { type: 'json' };
import zhTW from '../../../locales/zh-TW/mail.json' with { type: 'json' };

const decodeWords = (value: string) =>
  value
    .replace(/\?=\r\n =\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, text: string) =>
      Buffer.from(text, 'base64').toString('utf8'),
    );

describe('the mail texts', () => {
  it('has a real translation of every text in each language', () => {
    for (const key of Object.keys(zhTW) as (keyof typeof zhTW)[]) {
      if (key === 'mail.greeting') continue; // 您好： is the same in both Chinese scripts
      expect(en[key], key).not.toBe(zhTW[key]);
      if (/[們碼區帳號設錄這與將為請務]/.test(zhTW[key]))
        expect(zhCN[key], key).not.toBe(zhTW[key]);
    }
  });

  it.each(LANGUAGES)(
    'writes every code mail in %s with exactly one 6-digit code and its validity',
    (lang) => {
      for (const purpose of CODE_PURPOSES) {
        const minutes = CODE_TTL_MS[purpose] / 60_000;
        const mail = codeMail(lang, purpose, '204815', minutes);
        expect(mail.body.match(/\b\d{6}\b/g), purpose).toEqual(['204815']);
        expect(/\b(\d{6})\b/.exec(mail.body)?.[1]).toBe('204815');
        expect(mail.body).toContain(String(minutes));
        expect(mail.body).not.toMatch(/\{\{|\}\}/);
        expect(mail.subject).not.toMatch(/\d{6}/);
        expect(mail.subject).not.toContain('\n');
      }
    },
  );

  it('writes the reset PIN as valid 5 minutes and the other codes 10 minutes', () => {
    expect(codeMail('en', 'reset', '123456', 5).body).toContain(
      'Your password reset PIN is 123456. It is valid for 5 minutes.',
    );
    expect(codeMail('zh-TW', 'login', '123456', 10).body).toContain(
      '您的登入驗證碼是 123456，10 分鐘內有效。',
    );
    expect(codeMail('zh-CN', 'change-password', '123456', 10).body).toContain(
      '您的修改密码验证码是 123456，10 分钟内有效。',
    );
    expect(codeMail('zh-CN', 'register', '123456', 10).subject).toBe('奇境度假区注册验证码');
  });

  it('writes the "already registered" notice without any code', () => {
    for (const lang of LANGUAGES) {
      const notice = registeredNoticeMail(lang);
      expect(notice.body).not.toMatch(/\d{6}/);
    }
    expect(registeredNoticeMail('en').subject).toBe(
      'You already have a Wonderland Resorts account',
    );
    expect(registeredNoticeMail('zh-TW').body).toContain('此地址已經註冊');
  });
});

describe('the MIME message', () => {
  it('keeps a plain ASCII subject and encodes any other as UTF-8 words of at most 75 characters', () => {
    expect(encodeHeaderValue('Your code')).toBe('Your code');
    const subject = '奇境度假區註冊驗證碼 — 您的帳號 🎢 '.repeat(4);
    const encoded = encodeHeaderValue(subject);
    for (const line of encoded.split('\r\n')) {
      expect(line.trim().length).toBeLessThanOrEqual(75);
      expect(line.trim()).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    }
    expect(decodeWords(encoded)).toBe(subject);
    expect(encodeHeaderValue('a\r\nBcc: x@example.com')).toBe('a Bcc: x@example.com');
  });

  it('writes the sender with its display name, encoded when not ASCII', () => {
    expect(formatMailbox(parseMailbox('no-reply@resort.test'))).toBe('no-reply@resort.test');
    expect(formatMailbox(parseMailbox('Resort "Mail" <no-reply@resort.test>'))).toBe(
      '"Resort \\"Mail\\"" <no-reply@resort.test>',
    );
    expect(decodeWords(formatMailbox(parseMailbox('奇境度假區 <no-reply@resort.test>')))).toBe(
      '奇境度假區 <no-reply@resort.test>',
    );
  });

  it('builds CRLF headers and a base64 UTF-8 body in lines of 76', () => {
    const text = `${'您的驗證碼是 123456。'.repeat(20)}\nline two\n`;
    const mime = buildMime(
      { from: { address: 'a@resort.test' }, to: 'b@example.com', subject: 'Hi', text },
      { date: new Date(Date.UTC(2025, 0, 1)), messageId: '<1@resort.test>' },
    );
    const [head = '', body = ''] = mime.split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      'From: a@resort.test',
      'To: <b@example.com>',
      'Subject: Hi',
      'Date: Wed, 01 Jan 2025 00:00:00 +0000',
      'Message-ID: <1@resort.test>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      'Auto-Submitted: auto-generated',
    ]);
    const lines = body.trimEnd().split('\r\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(76);
    expect(Buffer.from(lines.join(''), 'base64').toString('utf8')).toBe(
      text.replace(/\n/g, '\r\n'),
    );
    expect(mime).not.toMatch(/[^\r]\n/);
  });

  it('dot-stuffs and terminates DATA', () => {
    expect(dotStuff('a\n.b\n..c')).toBe('a\r\n..b\r\n...c\r\n.\r\n');
    expect(dotStuff('x\r\n')).toBe('x\r\n.\r\n');
  });
});

describe('the mail configuration', () => {
  it('parses SMTP_URL with its defaults and percent-encoded credentials', () => {
    expect(parseSmtpUrl('smtp://mail.example.com')).toEqual({
      secure: false,
      host: 'mail.example.com',
      port: 587,
    });
    expect(parseSmtpUrl('smtps://mail.example.com')).toMatchObject({ secure: true, port: 465 });
    expect(parseSmtpUrl('smtp://us%40er:p%3Ass@[::1]:2525/')).toEqual({
      secure: false,
      host: '::1',
      port: 2525,
      user: 'us@er',
      password: 'p:ss',
    });
  });

  it.each([
    ['http://mail.example.com', 'unsupported scheme'],
    ['smtp://', 'no host'],
    ['smtp://user@mail.example.com', 'both a user and a password'],
    ['smtp://mail.example.com:0', 'port out of range'],
    ['smtp://mail.example.com/path', 'path'],
    ['mail.example.com:587', 'unsupported scheme'],
  ])('refuses SMTP_URL %s', (url, reason) => {
    expect(() => parseSmtpUrl(url)).toThrow(reason);
  });

  it('fails the environment on a bad SMTP_URL or MAIL_FROM, saying why but not the password', () => {
    expect(() => parseEnv({ SMTP_URL: 'smtp://user:hunter2@mail.example.com:0' })).toThrow(
      /^Invalid gateway environment: SMTP_URL\. .*SMTP_URL: port out of range; expected smtp:\/\//,
    );
    for (const url of [
      'smtp://user:hunter2@mail.example.com:0',
      'smtp://user:hunter2@mail.example.com:99999',
      'smtp://user:hunter2@mail.example.com/x',
    ]) {
      expect(() => parseEnv({ SMTP_URL: url })).toThrow('SMTP_URL');
      expect(() => parseEnv({ SMTP_URL: url })).not.toThrow('hunter2');
    }
    expect(() => parseEnv({ MAIL_FROM: 'nobody' })).toThrow(
      /Invalid gateway environment: MAIL_FROM\. .*MAIL_FROM: expected an address/,
    );
    expect(() => parseEnv({ MAIL_FROM: 'x@y\r\nBcc: z@w' })).toThrow('MAIL_FROM');
  });

  it('reads SMTP_URL and MAIL_FROM, both optional', () => {
    const env = parseEnv({
      SMTP_URL: 'smtps://u:p@mail.example.com',
      MAIL_FROM: 'Resort <no-reply@resort.test>',
    });
    expect(env.SMTP_URL).toBe('smtps://u:p@mail.example.com');
    expect(env.MAIL_FROM).toBe('Resort <no-reply@resort.test>');
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
    expect(parseEnv({}).MAIL_FROM).toBeUndefined();
  });

  it('knows loopback hosts (where AUTH without TLS is allowed) and safe addresses', () => {
    for (const host of ['localhost', '127.0.0.1', '127.9.9.9', '::1', 'mail.localhost']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['mail.example.com', '10.0.0.1', '::2', 'localhost.example.com']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
    expect(isMailAddress('guest@example.com')).toBe(true);
    expect(isMailAddress('用戶@例子.廣告')).toBe(true);
    for (const bad of ['a b@x', 'a@b>', '<a@b', 'a@b\r\n', 'a@@b', 'a', 'a@', '@b', 'a,b@c']) {
      expect(isMailAddress(bad), bad).toBe(false);
    }
  });
});
