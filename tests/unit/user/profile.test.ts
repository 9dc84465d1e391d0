import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../src/lib/contract/user.ts';
import { profileChanges, profileForm, profileView } from '../../../src/lib/user/profile.ts';

const profile = (over: Partial<UserProfile> = {}): UserProfile => ({
  email: 'taiman.chan@example.com',
  surname: 'Chan',
  firstName: 'Tai Man',
  birthday: '1990-05-17',
  residence: 'HK',
  phoneAreaCode: '+852',
  phone: '91234567',
  promotionConsent: false,
  basicInfoLocked: true,
  ...over,
});

describe('the personal centre’s view of the profile', () => {
  it('masks the e-mail and the phone (SPEC §5) and names the residence in the page language', () => {
    expect(profileView(profile(), 'en')).toEqual({
      name: 'Tai Man Chan',
      email: 'ta*******an@example.com',
      phone: '+852 91****67',
      residence: 'Hong Kong',
      birthday: '1990-05-17',
    });
    expect(profileView(profile({ email: 'ab@example.com' }), 'en').email).toBe('***@example.com');
    expect(profileView(profile({ surname: '陳', firstName: '大文' }), 'zh-TW')).toMatchObject({
      name: '陳大文',
      residence: '香港',
    });
  });

  it('sends only what changed, and never the locked basic info', () => {
    const p = profile();
    expect(profileChanges(p, profileForm(p))).toEqual({});
    const form = {
      ...profileForm(p),
      surname: 'Lee',
      phone: '6123 4567',
      residence: 'MO',
      promotionConsent: true,
    };
    expect(profileChanges(p, form)).toEqual({
      phone: '61234567',
      residence: 'MO',
      promotionConsent: true,
    });
    const open = profile({ basicInfoLocked: false });
    expect(profileChanges(open, { ...profileForm(open), surname: ' Lee ' })).toEqual({
      surname: 'Lee',
    });
  });
});
