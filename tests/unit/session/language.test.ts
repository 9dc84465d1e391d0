// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $language, decodeLanguage, setLanguage } from '../../../src/lib/session/language.ts';
import { translate, translateIn } from '../../../src/lib/session/messages.ts';

afterEach(() => {
  setLanguage('zh-TW');
  localStorage.clear();
  vi.resetModules();
});

const reload = () => import('../../../src/lib/session/language.ts');

describe('language store', () => {
  it('defaults to Traditional Chinese', async () => {
    localStorage.clear();
    expect((await reload()).$language.get()).toBe('zh-TW');
  });

  it('keeps the choice in localStorage under the locale key, as the plain code', () => {
    setLanguage('zh-CN');

    expect(localStorage.getItem('locale')).toBe('zh-CN');
    expect($language.get()).toBe('zh-CN');
  });

  it('reads a stored language on the next page', async () => {
    localStorage.setItem('locale', 'en');
    expect((await reload()).$language.get()).toBe('en');
  });

  it.each(['fr', '', 'zh-tw', '"en"', '{'])('falls back to the default for %j', async (stored) => {
    localStorage.setItem('locale', stored);
    expect((await reload()).$language.get()).toBe('zh-TW');
    expect(decodeLanguage(stored)).toBe('zh-TW');
  });
});

describe('session messages', () => {
  it('translates for the current language', () => {
    setLanguage('en');
    expect(translate('session.loginExpired')).toBe(translateIn('en', 'session.loginExpired'));
    setLanguage('zh-CN');
    expect(translate('session.loginExpired')).toBe('登录已过期，请重新登录。');
  });

  it('interpolates {{ip}} in every language', () => {
    for (const lang of ['zh-TW', 'zh-CN', 'en'] as const) {
      expect(translateIn(lang, 'session.loggedInElsewhereIp', { ip: '1.2.3.4' })).toContain(
        '1.2.3.4',
      );
    }
  });

  it('leaves an unknown placeholder visible rather than empty', () => {
    expect(translateIn('en', 'session.loggedInElsewhereIp')).toContain('{{ip}}');
  });
});
