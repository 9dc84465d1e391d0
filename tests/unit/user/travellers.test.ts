import { describe, expect, it } from 'vitest';
import {
  draftContact,
  EMPTY_GUEST_DRAFT,
  type GuestDraft,
} from '../../../src/lib/booking/guests.ts';
import { toOrderRequest } from '../../../src/lib/booking/order.ts';
import { travellerSaveSchema, type Traveller } from '../../../src/lib/contract/traveller.ts';
import {
  checkTravellerForm,
  createTravellerForm,
  guestFormOf,
  toTravellerSave,
  travellerForm,
  travellerOfGuest,
  travellerView,
  type TravellerForm,
} from '../../../src/lib/user/travellers.ts';
import { checkGuestForm, createGuestForm } from '../../../src/lib/validation/guest.ts';

const saved: Traveller = {
  travellerId: '1000000000000000001',
  familyName: 'Chan',
  firstName: 'Siu Ming',
  phoneArea: '+852',
  phone: '61234567',
  email: 'siuming@example.com',
  idType: 2,
  idMasked: 'K1*****78',
};

const filled = (patch: Partial<TravellerForm> = {}): TravellerForm => ({
  ...createTravellerForm(),
  familyName: 'Wong',
  name: 'Ka Yan',
  ...patch,
});
const keys = (errors: object) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, (message as { key: string }).key]),
  );

describe('the travellers form', () => {
  it('asks for the names only; phone, e-mail and ID are checked once given', () => {
    expect(checkTravellerForm(filled())).toEqual({});
    expect(keys(checkTravellerForm(createTravellerForm()))).toEqual({
      familyName: 'validation.familyName.required',
      name: 'validation.firstName.required',
    });
    expect(
      keys(
        checkTravellerForm(
          filled({ familyName: 'Wong2', phone: '12', email: 'ka', idType: 4, idInfo: 'X1' }),
        ),
      ),
    ).toEqual({
      familyName: 'validation.name.format',
      phone: 'validation.phone.format',
      email: 'validation.email.format',
      idInfo: 'validation.idNumber.format',
    });
    expect(keys(checkTravellerForm(filled({ idType: 2 })))).toEqual({
      idInfo: 'validation.idNumber.required',
    });
    expect(keys(checkTravellerForm(filled({ idType: null, idInfo: 'K1234567' })))).toEqual({
      idType: 'validation.idType.required',
    });
  });

  it('accepts what the gateway accepts: every valid form makes a valid save body', () => {
    for (const form of [
      filled(),
      filled({ phone: '6123 4567', email: ' ka@example.com ', idType: 2, idInfo: ' k1234567 ' }),
      filled({ familyName: '陳', name: '大文', idType: 4, idInfo: 'H1234567890' }),
    ]) {
      expect(checkTravellerForm(form)).toEqual({});
      expect(travellerSaveSchema.safeParse(toTravellerSave(form)).success).toBe(true);
    }
    expect(
      toTravellerSave(filled({ phone: '6123-4567', idType: 2, idInfo: ' k1234567 ' })),
    ).toEqual({
      familyName: 'Wong',
      firstName: 'Ka Yan',
      phoneArea: '+852',
      phone: '61234567',
      email: '',
      idType: 2,
      idInfo: 'K1234567',
    });
  });

  it('keeps a saved ID when its number is left empty, and asks for one when the type changes', () => {
    const form = travellerForm(saved);
    expect(form.idInfo).toBe('');
    expect(checkTravellerForm(form, saved)).toEqual({});
    const body = toTravellerSave(form, saved);
    expect(body).toMatchObject({ travellerId: saved.travellerId, idType: 2 });
    expect(body).not.toHaveProperty('idInfo');
    expect(keys(checkTravellerForm({ ...form, idType: 5 }, saved))).toEqual({
      idInfo: 'validation.idNumber.required',
    });
    // no type: the saved ID is removed
    expect(toTravellerSave({ ...form, idType: null }, saved)).toMatchObject({ idType: null });
  });

  it('shows the traveller with the phone and the ID masked', () => {
    expect(travellerView(saved)).toEqual({
      name: 'Siu Ming Chan',
      phone: '+852 61****67',
      email: 'siuming@example.com',
      idType: 2,
      idMasked: 'K1*****78',
    });
    expect(
      travellerView({ ...saved, familyName: '陳', firstName: '小明', phone: '' }),
    ).toMatchObject({ name: '陳小明', phone: '' });
  });
});

describe('saved travellers in the cart', () => {
  const draft = (patch: Partial<GuestDraft> = {}): GuestDraft => ({
    ...EMPTY_GUEST_DRAFT,
    productId: '2000000000000000002',
    ...patch,
  });

  it('fill the guest form without the ID number, which the gateway takes by traveller id', () => {
    const form = guestFormOf(saved, createGuestForm());
    expect(form).toMatchObject({ familyName: 'Chan', name: 'Siu Ming', idType: 2, idInfo: '' });
    const context = { mode: 'guest' as const, productId: '2000000000000000002' };
    // an empty number is right only for the saved type
    expect(checkGuestForm(form, { ...context, savedId: 2 })).toEqual({});
    expect(checkGuestForm({ ...form, idType: 4 }, { ...context, savedId: 2 })).toHaveProperty(
      'idInfo',
    );
    expect(checkGuestForm(form, context)).toHaveProperty('idInfo');

    const contact = draftContact(
      draft({ form, travellerId: saved.travellerId }),
      context,
      'K1*****78',
    );
    expect(contact).toMatchObject({ travellerId: saved.travellerId, idType: 2 });
    expect(contact).not.toHaveProperty('idInfo');
    const request = toOrderRequest(
      { lines: [] },
      { mode: 'guest', guests: [contact] },
      { requestId: 'r'.repeat(32), channel: 'WAP' },
    );
    expect(request.guests).toEqual([
      {
        productId: '2000000000000000002',
        guestName: 'Chan/Siu Ming',
        guestMobile: '61234567',
        guestMobileArea: '+852',
        guestEmail: '',
        remark: '',
        idType: 2,
        travellerId: saved.travellerId,
      },
    ]);
  });

  it('a typed number overrides the saved one', () => {
    const form = {
      ...guestFormOf(saved, createGuestForm()),
      idType: 4 as const,
      idInfo: 'h1234567890',
    };
    const contact = draftContact(draft({ form, travellerId: saved.travellerId }), {
      mode: 'guest',
      productId: '2000000000000000002',
    });
    expect(contact).toMatchObject({
      idType: 4,
      idInfo: 'H1234567890',
      travellerId: saved.travellerId,
    });
  });

  it('a ticked typed guest is saved after the order, and the tick is never sent', () => {
    const form = { ...createGuestForm(), familyName: 'Lee', name: 'Wing', idInfo: 'K7654321' };
    const contact = draftContact(draft({ form, save: true }), {
      mode: 'guest',
      productId: '2000000000000000002',
    });
    expect(contact.saveTraveller).toBe(true);
    const request = toOrderRequest(
      { lines: [] },
      { mode: 'guest', guests: [contact] },
      { requestId: 'r'.repeat(32), channel: 'WAP' },
    );
    expect(request.guests[0]).not.toHaveProperty('saveTraveller');
    const body = travellerOfGuest(contact);
    expect(body).toEqual({
      familyName: 'Lee',
      firstName: 'Wing',
      phoneArea: '+852',
      phone: '',
      email: '',
      idType: 2,
      idInfo: 'K7654321',
    });
    expect(travellerSaveSchema.safeParse(body).success).toBe(true);
  });
});
