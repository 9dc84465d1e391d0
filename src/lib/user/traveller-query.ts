import { queryOptions } from '@tanstack/react-query';
import { isIdType } from '../contract/order.ts';
import type { Traveller } from '../contract/traveller.ts';
import type { GuestFormState } from '../validation/guest.ts';

/**
 * What the cart needs of saved travellers before any is picked, kept apart from ./travellers.ts:
 * the list's schemas and calls load on demand, for logged-in shoppers only, so that the cart's
 * first load carries none of them (its JavaScript budget, tests/e2e/budgets.spec.ts).
 */

export const travellerKeys = { list: ['user', 'travellers'] as const };

/** The saved travellers (GET traveller/list); the calls' code is fetched with the first list. */
export const travellersQuery = (enabled = true) =>
  queryOptions({
    queryKey: travellerKeys.list,
    queryFn: async ({ signal }) => (await import('./travellers.ts')).loadTravellers({ signal }),
    staleTime: 0,
    enabled,
  });

/** The guest form filled from a saved traveller; the ID number stays on the gateway. */
export const guestFormOf = (t: Traveller, form: GuestFormState): GuestFormState => ({
  familyName: t.familyName,
  name: t.firstName,
  phone: t.phone,
  email: t.email,
  phoneCode: t.phoneArea === '' ? form.phoneCode : t.phoneArea,
  idType: isIdType(t.idType) ? t.idType : form.idType,
  idInfo: '',
});
