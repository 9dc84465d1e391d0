import { describe, expect, it } from 'vitest';
import { firstError } from '../../../src/lib/validation/issues.ts';
import {
  createGuestForm,
  isDuplicateId,
  isValidIdNumber,
  joinGuestName,
  splitGuestName,
  checkGuestForm,
  toGuestContact,
  type GuestContact,
  type GuestFormState,
  type IdType,
} from '../../../src/lib/validation/guest.ts';

const digits = (n: number): string => '1234567890'.repeat(3).slice(0, n);

describe('ID numbers by type', () => {
  const cases: [IdType, string, boolean][] = [
    [2, 'E1234567', true],
    [2, 'abc123', true],
    [2, 'A2345', false],
    [2, 'A'.repeat(20), true],
    [2, 'A'.repeat(21), false],
    [2, 'E12345-67', false],
    [3, `81${digits(16)}`, true],
    [3, `8AB${digits(16)}`, true],
    [3, `8ABC${digits(16)}`, true],
    [3, `8ABCD${digits(16)}`, false],
    [3, `8${digits(16)}`, false],
    [3, `71${digits(16)}`, false],
    [3, `81${digits(15)}X`, false],
    [4, 'H12345678', true],
    [4, 'M1234567890', true],
    [4, 'h12345678', true],
    [4, 'H123456789', false],
    [4, 'X12345678', false],
    [4, 'H1234567', false],
    [5, '12345678', true],
    [5, '1234567', false],
    [5, '123456789', false],
    [5, '1234567A', false],
    [6, `9${digits(17)}`, true],
    [6, `9${digits(16)}`, false],
    [6, `8${digits(17)}`, false],
    [6, `USA${digits(12)}`, true],
    [6, `US${digits(12)}`, false],
    [6, `USA${digits(11)}`, false],
  ];
  it.each(cases)('type %i: %s → %s', (type, value, ok) =>
    expect(isValidIdNumber(type, value)).toBe(ok),
  );
  it('ignores surrounding space', () => expect(isValidIdNumber(5, ' 12345678 ')).toBe(true));
});

describe('guest form state', () => {
  it('defaults to +852 and ID type 2', () => {
    expect(createGuestForm()).toEqual({
      familyName: '',
      name: '',
      phone: '',
      email: '',
      phoneCode: '+852',
      idType: 2,
      idInfo: '',
    });
  });

  it('joins and splits guestName with the separator', () => {
    expect(joinGuestName(' Chan ', 'Tai Man')).toBe('Chan/Tai Man');
    expect(splitGuestName('Chan/Tai Man')).toEqual({ familyName: 'Chan', name: 'Tai Man' });
  });
});

const form = (patch: Partial<GuestFormState>): GuestFormState => ({
  ...createGuestForm(),
  familyName: '陳',
  name: '大文',
  ...patch,
});
const existing: GuestContact[] = [
  {
    productId: 'P1',
    guestName: 'Lee/Siu Ming',
    guestMobile: '',
    guestMobileArea: '+852',
    guestEmail: '',
    remark: '',
    idType: 2,
    idInfo: 'E1234567',
  },
];

describe('normal mode', () => {
  const ctx = { mode: 'normal', productId: 'P1' } as const;

  it('accepts names, phone with area code and e-mail', () => {
    expect(checkGuestForm(form({ phone: '91234567', email: 'a@b.co' }), ctx)).toEqual({});
  });

  it('requires names (letters or Chinese only), phone and a valid e-mail', () => {
    const errors = checkGuestForm(
      form({ familyName: '', name: 'Tai1', phone: '12345', email: 'x@', phoneCode: '' }),
      ctx,
    );
    expect(errors).toEqual({
      familyName: { key: 'validation.familyName.required' },
      name: { key: 'validation.name.format' },
      phoneCode: { key: 'validation.phoneCode.required' },
      phone: { key: 'validation.phone.format' },
      email: { key: 'validation.email.format' },
    });
    expect(firstError(errors)?.message).toEqual({ key: 'validation.familyName.required' });
    expect(checkGuestForm(form({}), ctx)).toEqual({
      phone: { key: 'validation.phone.required' },
      email: { key: 'validation.email.required' },
    });
  });

  it('does not check the ID document', () => {
    expect(
      checkGuestForm(form({ phone: '91234567', email: 'a@b.co', idInfo: 'bad!' }), ctx),
    ).toEqual({});
  });
});

describe('guest mode', () => {
  const ctx = { mode: 'guest', productId: 'P1', existing } as const;

  it('checks the ID number by type, not phone or e-mail', () => {
    expect(checkGuestForm(form({ idType: 5, idInfo: '12345678' }), ctx)).toEqual({});
    expect(checkGuestForm(form({ idType: 5, idInfo: '1234567' }), ctx)).toEqual({
      idInfo: { key: 'validation.idNumber.format' },
    });
    expect(checkGuestForm(form({ idInfo: ' ' }), ctx)).toEqual({
      idInfo: { key: 'validation.idNumber.required' },
    });
  });

  it('refuses an ID number repeated within the same product and ID type', () => {
    expect(checkGuestForm(form({ idType: 2, idInfo: 'e1234567' }), ctx)).toEqual({
      idInfo: { key: 'validation.idNumber.repeated' },
    });
    expect(checkGuestForm(form({ idInfo: 'E1234567' }), { ...ctx, productId: 'P2' })).toEqual({});
    expect(isDuplicateId({ productId: 'P1', idType: 3, idInfo: 'E1234567' }, existing)).toBe(false);
    expect(isDuplicateId({ productId: 'P1', idType: 2, idInfo: 'E1234567' }, existing, 0)).toBe(
      false,
    );
  });

  it('says one thing per field: the first rule the number breaks', () => {
    expect(checkGuestForm(form({ idInfo: '!' }), ctx).idInfo).toEqual({
      key: 'validation.idNumber.format',
    });
  });
});

describe('toGuestContact', () => {
  it('builds the normal-mode payload without an ID', () => {
    expect(
      toGuestContact(form({ phone: '9123 4567', email: ' a@b.co ' }), {
        mode: 'normal',
        productId: 'P1',
      }),
    ).toEqual({
      productId: 'P1',
      guestName: '陳/大文',
      guestMobile: '91234567',
      guestMobileArea: '+852',
      guestEmail: 'a@b.co',
      remark: '',
    });
  });

  it('builds the guest-mode payload with an empty e-mail and the ID', () => {
    expect(
      toGuestContact(form({ email: 'a@b.co', idType: 4, idInfo: 'h12345678' }), {
        mode: 'guest',
        productId: 'P1',
      }),
    ).toMatchObject({ guestEmail: '', idType: 4, idInfo: 'H12345678' });
  });
});
