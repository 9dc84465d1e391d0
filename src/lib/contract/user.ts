import * as z from 'zod/mini';
import {
  birthdaySchema,
  emailCodeSchema,
  nameSchema,
  passwordSchema,
  phoneAreaCodeSchema,
  phoneSchema,
  residenceSchema,
} from './auth.ts';

/** GET /cl-odss-app/guest/user/info/load: the logged-in user's profile. */
export const userProfileSchema = z.object({
  email: z.string(),
  surname: z.string(),
  firstName: z.string(),
  birthday: z.string(),
  residence: z.string(),
  phoneAreaCode: z.string(),
  phone: z.string(),
  promotionConsent: z.boolean(),
  /** Basic info (surname, first name, birthday) cannot change once saved (SPEC §5). */
  basicInfoLocked: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * PUT /cl-odss-app/guest/user/info/updateInfo: the fields to change. `email` is accepted by the
 * schema only so that the gateway can answer "the e-mail cannot be changed" naming it.
 */
export const updateInfoBodySchema = z.strictObject({
  surname: z.optional(nameSchema),
  firstName: z.optional(nameSchema),
  birthday: z.optional(birthdaySchema),
  residence: z.optional(residenceSchema),
  phoneAreaCode: z.optional(phoneAreaCodeSchema),
  phone: z.optional(phoneSchema),
  promotionConsent: z.optional(z.boolean()),
  email: z.optional(z.string()),
});
export type UpdateInfoBody = z.infer<typeof updateInfoBodySchema>;

/** PUT /cl-odss-app/guest/user/info/changePassword */
export const changePasswordBodySchema = z.strictObject({
  oldPassword: z.string().check(z.minLength(1), z.maxLength(200)),
  newPassword: passwordSchema,
  emailCode: emailCodeSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
