import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../gateway/env.ts';
import { isLoopbackHost, isMailAddress, parseSmtpUrl } from '../../../gateway/mail/config.ts';
import { codeMail, registeredNoticeMail } from '../../../gateway/mail/texts.ts';
import { CODE_TTL_MS } from '../../../gateway/services/codes.ts';
import { CODE_PURPOSES } from '../../../src/lib/contract/auth.ts';
import { LANGUAGES } from '../../../src/lib/contract/common.ts';
import en from '../../../locales/en/mail.json' with { type: 'json' };
import zhCN from '../../../locales/zh-CN/mail.json' with { type: 'json' };
import zhTW from '../../../locales/zh-TW/mail.json' with { type: 'json' };

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
