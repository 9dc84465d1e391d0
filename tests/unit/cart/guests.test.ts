// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  $guestDraft,
  $guestList,
  addGuest,
  appendGuest,
  cartProducts,
  clearGuests,
  draftAfterRemoval,
  dropGuest,
  editDraft,
  EMPTY_GUEST_DRAFT,
  EMPTY_GUEST_LIST,
  fitDraft,
  guestCounts,
  guestForm,
  isGuestDraft,
  isGuestList,
  keepGuestsOf,
  keepProducts,
  nextDraft,
  removeGuest,
  replaceGuest,
  setGuestMode,
  updateGuest,
  withMode,
  type GuestDraft,
  type GuestList,
} from '../../../src/lib/booking/guests.ts';
import {
  readStored,
  resyncSessionAtoms,
  STORAGE_PREFIX,
} from '../../../src/lib/session/storage.ts';
import {
  checkGuestForm,
  createGuestForm,
  type GuestContact,
} from '../../../src/lib/validation/guest.ts';

const chan: GuestContact = {
  productId: '11',
  guestName: 'Chan/Tai Man',
  guestMobile: '91234567',
  guestMobileArea: '+852',
  guestEmail: 'taiman@example.com',
  remark: '',
};
const lee: GuestContact = {
  productId: '22',
  guestName: 'Lee/Mei',
  guestMobile: '',
  guestMobileArea: '+852',
  guestEmail: '',
  remark: '',
  idType: 2,
  idInfo: 'K1234567',
};
const list: GuestList = { mode: 'normal', guests: [chan, lee] };
const draft = (over: Partial<GuestDraft> = {}): GuestDraft => ({
  productId: '11',
  form: { ...createGuestForm(), familyName: 'Wong' },
  editing: null,
  ...over,
});

afterEach(() => {
  clearGuests();
  sessionStorage.clear();
});

describe('the guest list guards', () => {
  it('accepts lists and drafts as the stores write them', () => {
    expect(isGuestList(EMPTY_GUEST_LIST)).toBe(true);
    expect(isGuestList(list)).toBe(true);
    expect(isGuestDraft(EMPTY_GUEST_DRAFT)).toBe(true);
    expect(isGuestDraft(draft({ editing: 1 }))).toBe(true);
  });

  it('refuses corrupted values', () => {
    expect(isGuestList({ mode: 'other', guests: [] })).toBe(false);
    expect(isGuestList({ mode: 'guest', guests: [{ ...chan, idType: 7 }] })).toBe(false);
    expect(isGuestList({ mode: 'guest', guests: [{ ...chan, guestName: 1 }] })).toBe(false);
    expect(isGuestList({ mode: 'guest' })).toBe(false);
    expect(isGuestDraft({ ...draft(), editing: -1 })).toBe(false);
    expect(isGuestDraft({ ...draft(), editing: 1.5 })).toBe(false);
    expect(isGuestDraft({ ...draft(), form: { ...createGuestForm(), idType: 1 } })).toBe(false);
    expect(isGuestDraft({ ...draft(), form: { ...createGuestForm(), email: null } })).toBe(false);
    expect(isGuestDraft(null)).toBe(false);
  });
});

describe('the guest list actions', () => {
  it('switches the mode and keeps the guests', () => {
    const guest = withMode(list, 'guest');
    expect(guest).toEqual({ mode: 'guest', guests: list.guests });
    expect(withMode(guest, 'guest')).toBe(guest);
  });

  it('appends, replaces and drops guests, ignoring unknown positions', () => {
    expect(appendGuest(EMPTY_GUEST_LIST, chan).guests).toEqual([chan]);
    expect(replaceGuest(list, 1, chan).guests).toEqual([chan, chan]);
    expect(replaceGuest(list, 5, chan)).toBe(list);
    expect(dropGuest(list, 0).guests).toEqual([lee]);
    expect(dropGuest(list, -1)).toBe(list);
  });

  it('keeps only the guests of products still in the cart', () => {
    expect(keepProducts(list, ['22']).guests).toEqual([lee]);
    expect(keepProducts(list, ['11', '22'])).toBe(list);
    expect(guestCounts(appendGuest(list, chan))).toEqual(
      new Map([
        ['11', 2],
        ['22', 1],
      ]),
    );
  });

  it('sums the units of each product of the cart in order', () => {
    expect(
      cartProducts([
        { productId: '11', quantity: 2 },
        { productId: '22', quantity: 1 },
        { productId: '11', quantity: 1 },
      ]),
    ).toEqual([
      { productId: '11', line: 0, units: 3 },
      { productId: '22', line: 1, units: 1 },
    ]);
  });

  it('persists the list and the draft in sessionStorage', () => {
    addGuest(chan);
    setGuestMode('guest');
    updateGuest(0, lee);
    const stored = readStored(sessionStorage, `${STORAGE_PREFIX}guests`, isGuestList, null);
    expect(stored).toEqual({ mode: 'guest', guests: [lee] });
    keepGuestsOf(['11']);
    expect($guestList.get().guests).toEqual([]);
    addGuest(chan);
    removeGuest(0);
    expect($guestList.get().guests).toEqual([]);

    $guestDraft.set(draft());
    expect(JSON.parse(sessionStorage.getItem(`${STORAGE_PREFIX}guest-draft`) ?? '{}')).toEqual(
      draft(),
    );
  });

  it('reads a stored list back, and a corrupted one as empty', () => {
    sessionStorage.setItem(`${STORAGE_PREFIX}guests`, JSON.stringify(list));
    sessionStorage.setItem(`${STORAGE_PREFIX}guest-draft`, JSON.stringify(draft()));
    resyncSessionAtoms();
    expect($guestList.get()).toEqual(list);
    expect($guestDraft.get()).toEqual(draft());
    sessionStorage.setItem(`${STORAGE_PREFIX}guests`, '{"mode":"normal","guests":[1]}');
    sessionStorage.setItem(`${STORAGE_PREFIX}guest-draft`, 'not json');
    resyncSessionAtoms();
    expect($guestList.get()).toEqual(EMPTY_GUEST_LIST);
    expect($guestDraft.get()).toEqual(EMPTY_GUEST_DRAFT);
  });
});

describe('the guest draft', () => {
  it('turns a guest back into its form', () => {
    expect(guestForm(chan)).toEqual({
      familyName: 'Chan',
      name: 'Tai Man',
      phone: '91234567',
      email: 'taiman@example.com',
      phoneCode: '+852',
      idType: 2,
      idInfo: '',
    });
    expect(guestForm({ ...lee, idType: 5, idInfo: '12345678', guestMobileArea: '' })).toMatchObject(
      { idType: 5, idInfo: '12345678', phoneCode: '+852' },
    );
  });

  it('edits a guest, then starts a new form for the same product', () => {
    const editing = editDraft(draft(), list, 1);
    expect(editing).toEqual({ productId: '22', form: guestForm(lee), editing: 1 });
    expect(editDraft(draft(), list, 9)).toEqual(draft());
    expect(nextDraft(editing)).toEqual({ productId: '22', form: createGuestForm(), editing: null });
  });

  it('follows the list when a guest is removed', () => {
    const editing = draft({ editing: 1 });
    expect(draftAfterRemoval(editing, 2)).toBe(editing);
    expect(draftAfterRemoval(editing, 0).editing).toBe(0);
    expect(draftAfterRemoval(editing, 1)).toEqual(nextDraft(editing));
    expect(draftAfterRemoval(draft(), 0)).toEqual(draft());
  });

  it('moves to a product of the cart and stops editing a guest that is gone', () => {
    const d = draft({ productId: '99', editing: 3 });
    expect(fitDraft(d, ['11', '22'], list)).toEqual({ ...d, productId: '11', editing: null });
    expect(fitDraft(d, [], list).productId).toBe('');
    const fine = draft({ editing: 1 });
    expect(fitDraft(fine, ['11'], list)).toBe(fine);
  });
});

describe('checking the guest form', () => {
  const form = { ...createGuestForm(), familyName: 'Lee', name: 'Mei' };
  it('in guest mode accepts no phone, and refuses a malformed one', () => {
    const context = { mode: 'guest' as const, productId: '22', existing: [] };
    expect(checkGuestForm({ ...form, idInfo: 'K1234567' }, context)).toEqual({});
    expect(checkGuestForm({ ...form, idInfo: 'K1234567', phone: '12ab' }, context)).toEqual({
      phone: { key: 'validation.phone.format' },
    });
    expect(checkGuestForm({ ...form, idInfo: 'K1234567', phone: '9123 4567' }, context)).toEqual(
      {},
    );
  });

  it('in normal mode is the validation of the guest form', () => {
    const context = { mode: 'normal' as const, productId: '11' };
    expect(checkGuestForm(form, context)).toEqual({
      phone: { key: 'validation.phone.required' },
      email: { key: 'validation.email.required' },
    });
  });
});
