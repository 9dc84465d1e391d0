import { USER_ROUTES } from '../contract/routes.ts';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../api/client.ts';
import type { Language } from '../contract/common.ts';
import { userProfileSchema, type UpdateInfoBody, type UserProfile } from '../contract/user.ts';
import { countryLabel, findCountry } from '../countries/countries.ts';
import { maskDigits, maskEmail } from '../format/mask.ts';

export const profileKeys = { profile: ['user', 'profile'] as const };

export const loadProfile = (o: { client?: ApiClient; signal?: AbortSignal } = {}) =>
  (o.client ?? api).request(USER_ROUTES.paths.load, {
    schema: userProfileSchema,
    ...(o.signal ? { signal: o.signal } : {}),
  });

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.profile,
    queryFn: ({ signal }) => loadProfile({ signal }),
    staleTime: 0,
  });

export const updateProfile = (body: UpdateInfoBody, o: { client?: ApiClient } = {}) =>
  (o.client ?? api).request(USER_ROUTES.paths.update, {
    method: 'PUT',
    body,
    schema: userProfileSchema,
  });

/** The profile as the personal centre shows it: contact details masked (SPEC §5). */
export interface ProfileView {
  name: string;
  email: string;
  phone: string;
  residence: string;
  birthday: string;
}

export function profileView(profile: UserProfile, lang: Language): ProfileView {
  const country = findCountry(profile.residence);
  // Chinese names read family name first, without a space; others first name first.
  const name = /[\u3400-\u9fff]/u.test(profile.surname + profile.firstName)
    ? `${profile.surname}${profile.firstName}`
    : `${profile.firstName} ${profile.surname}`;
  return {
    name,
    email: maskEmail(profile.email),
    phone: `${profile.phoneAreaCode} ${maskDigits(profile.phone)}`,
    residence: country ? countryLabel(country, lang) : profile.residence,
    birthday: profile.birthday,
  };
}

/** What the edit form holds: every field that may change, as typed. */
export interface ProfileForm {
  surname: string;
  firstName: string;
  birthday: string;
  residence: string;
  phoneAreaCode: string;
  phone: string;
  promotionConsent: boolean;
}

export const profileForm = (p: UserProfile): ProfileForm => ({
  surname: p.surname,
  firstName: p.firstName,
  birthday: p.birthday,
  residence: p.residence,
  phoneAreaCode: p.phoneAreaCode,
  phone: p.phone,
  promotionConsent: p.promotionConsent,
});

/**
 * The update body: only what changed, and never the basic info once it is locked (SPEC §5:
 * basic info cannot change once saved; the e-mail never) — the gateway refuses those anyway.
 */
export function profileChanges(profile: UserProfile, form: ProfileForm): UpdateInfoBody {
  const body: UpdateInfoBody = {};
  const phone = form.phone.replace(/[\s-]/g, '');
  if (!profile.basicInfoLocked) {
    if (form.surname.trim() !== profile.surname) body.surname = form.surname.trim();
    if (form.firstName.trim() !== profile.firstName) body.firstName = form.firstName.trim();
    if (form.birthday !== profile.birthday) body.birthday = form.birthday;
  }
  if (form.residence !== profile.residence) body.residence = form.residence;
  if (form.phoneAreaCode.trim() !== profile.phoneAreaCode) {
    body.phoneAreaCode = form.phoneAreaCode.trim();
  }
  if (phone !== profile.phone) body.phone = phone;
  if (form.promotionConsent !== profile.promotionConsent) {
    body.promotionConsent = form.promotionConsent;
  }
  return body;
}
