import * as z from 'zod/mini';
import { emailSchema, nameSchema, phoneAreaCodeSchema, phoneSchema } from './auth.ts';
import { idSchema } from './common.ts';
import { isIdType, isValidIdNumber, normalizeIdNumber } from './order.ts';

/**
 * Saved travellers (issue 19 §5): the people an account books for, kept in the user centre and
 * offered by the cart's guest form. The ID number goes to the gateway once and never comes back
 * in full: lists show it masked, and an order takes it on the server by `travellerId`.
 *
 * GET    /cl-odss-app/guest/user/traveller/list                  → Traveller[]
 * POST   /cl-odss-app/guest/user/traveller/save   TravellerSave  → Traveller
 * DELETE /cl-odss-app/guest/user/traveller/delete?travellerId=   → null
 */

/** The most travellers one account keeps. */
export const MAX_TRAVELLERS = 20;

/** A traveller as the gateway answers it: the ID number masked. */
export const travellerSchema = z.object({
  travellerId: idSchema,
  familyName: z.string(),
  firstName: z.string(),
  phoneArea: z.string(),
  phone: z.string(),
  email: z.string(),
  idType: z.nullable(z.int()),
  /** The ID number masked (SPEC §5 display masking); null when none is saved. */
  idMasked: z.nullable(z.string()),
});
export type Traveller = z.infer<typeof travellerSchema>;
export const travellerListSchema = z.array(travellerSchema);

/**
 * Saving a traveller: a new one without `travellerId`, a change with it. Names as for guests;
 * phone and e-mail optional but well formed; an ID type and number together, the number by the
 * type's format (SPEC §5 Guest form). On a change, an omitted `idInfo` keeps the saved number.
 */
export const travellerSaveSchema = z
  .strictObject({
    travellerId: z.optional(idSchema),
    familyName: nameSchema,
    firstName: nameSchema,
    phoneArea: phoneAreaCodeSchema,
    phone: z.union([z.literal(''), phoneSchema]),
    email: z.union([z.literal(''), emailSchema]),
    idType: z.optional(
      z.nullable(
        z
          .int('errors.order.idType')
          .check(z.refine((n: number) => isIdType(n), 'errors.order.idType')),
      ),
    ),
    idInfo: z.optional(z.string().check(z.maxLength(40, 'errors.order.idInfo'))),
  })
  .check(
    z.superRefine((body, ctx) => {
      const number = body.idInfo === undefined ? '' : normalizeIdNumber(body.idInfo);
      if (number !== '' && (body.idType === undefined || body.idType === null)) {
        ctx.issues.push({
          code: 'custom',
          message: 'errors.order.idType',
          input: body,
          path: ['idType'],
        });
      } else if (number !== '' && isIdType(body.idType) && !isValidIdNumber(body.idType, number)) {
        ctx.issues.push({
          code: 'custom',
          message: 'errors.order.idFormat',
          input: body,
          path: ['idInfo'],
        });
      }
    }),
  );
export type TravellerSave = z.input<typeof travellerSaveSchema>;

export const travellerIdQuerySchema = z.object({ travellerId: idSchema });
