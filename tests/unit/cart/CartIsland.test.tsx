// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CartIsland, { type CartIslandProps } from '../../../src/islands/cart/CartIsland.tsx';
import { $cart, clearCart, type CartLine } from '../../../src/lib/booking/cart.ts';
import { $guestDraft, $guestList, clearGuests } from '../../../src/lib/booking/guests.ts';
import { $notice } from '../../../src/lib/session/notice.ts';
import { resyncSessionAtoms, STORAGE_PREFIX } from '../../../src/lib/session/storage.ts';
import enCart from '../../../locales/en/cart.json';
import enValidation from '../../../locales/en/validation.json';
import twCart from '../../../locales/zh-TW/cart.json';
import twValidation from '../../../locales/zh-TW/validation.json';
import widgets from '../../../locales/en/widgets.json';
import twWidgets from '../../../locales/zh-TW/widgets.json';
import { queryClient } from '../../../src/lib/api/query.ts';
import { productIdsOf } from '../../../src/lib/booking/names.ts';
import { productKeys } from '../../../src/lib/booking/queries.ts';
import type { ProductNames } from '../../../src/lib/contract/product.ts';
import { resetStores } from '../api/harness.ts';

/** The cart island (SPEC §2 product, §3 Guest, §5 Guest form) on the stores it keeps. */

const adult: CartLine = {
  productId: '11',
  skuId: '101',
  productType: 'TICKET',
  poiCode: 'GZ_SAFARI_PARK',
  poiType: 1,
  date: '2026-12-01',
  quantity: 2,
  unitPriceCents: 30000,
  stockLeft: 3,
};
const show: CartLine = {
  ...adult,
  productId: '22',
  skuId: '201',
  productType: 'SHOW',
  poiCode: 'GZ_CIRCUS',
  poiType: 2,
  session: '19:30',
  quantity: 1,
  unitPriceCents: 25000,
  stockLeft: null,
};
const hotel: CartLine = {
  ...adult,
  productId: '33',
  skuId: '301',
  productType: 'HOTEL',
  poiCode: 'GZ_HOTEL',
  poiType: 3,
  date: '2026-12-01',
  endDate: '2026-12-03',
  quantity: 1,
  unitPriceCents: 160000,
  stockLeft: 4,
};

/**
 * What product/info/names answers for the lines, by language (the gateway's own answer is
 * checked in the recheck island's test): the circus show is no longer sold, so it has no name.
 */
const NAMES: Record<'en' | 'zh-TW', ProductNames> = {
  en: [
    { productId: '11', productName: 'Day ticket', skus: [{ skuId: '101', skuName: 'Adult' }] },
    {
      productId: '33',
      productName: 'Safari Hotel',
      skus: [{ skuId: '301', skuName: 'Per room per night' }],
    },
  ],
  'zh-TW': [
    { productId: '11', productName: '一日門票', skus: [{ skuId: '101', skuName: '成人' }] },
    { productId: '33', productName: '野生動物酒店', skus: [{ skuId: '301', skuName: '每間每晚' }] },
  ],
};

const navigate = vi.fn<(path: string) => void>();
const props: CartIslandProps = {
  locale: 'en',
  places: {
    GZ_SAFARI_PARK: 'Wonderland Safari Park',
    GZ_CIRCUS: 'Great Circus',
    GZ_HOTEL: 'Safari Hotel',
  },
  paths: {
    recheck: '/en/product-recheck',
    tickets: '/en/home/buy-tickets',
    hotel: '/en/home/buy-hotel',
  },
  messages: { ...enCart, ...enValidation },
  widgetMessages: widgets,
  navigate,
};

afterEach(() => {
  cleanup();
  resetStores();
  clearCart();
  clearGuests();
  queryClient.clear();
  sessionStorage.clear();
  navigate.mockReset();
});

/** The cart, and the names of every set of its products (removing a line asks for fewer). */
const seed = (...lines: CartLine[]) => {
  $cart.set({ lines });
  const all = productIdsOf(lines);
  for (let mask = 1; mask < 1 << all.length; mask++) {
    const ids = all.filter((_, i) => (mask & (1 << i)) !== 0);
    for (const lang of ['en', 'zh-TW'] as const) {
      queryClient.setQueryData(
        productKeys.names(lang, ids),
        NAMES[lang].filter((p) => ids.includes(p.productId)),
      );
    }
  }
};
const toast = () => $notice.get()?.text;
const field = (name: string | RegExp) => screen.getByLabelText(name);
const type = (name: string | RegExp, value: string) =>
  fireEvent.input(field(name), { target: { value } });
const addButton = () => screen.getByRole('button', { name: 'Add guest' });

function fillNormal(
  family: string,
  first: string,
  phone = '91234567',
  email = 'taiman@example.com',
) {
  type('Family name', family);
  type('First name', first);
  type('Phone', phone);
  type('E-mail', email);
}

/** Lee/Mei, a guest of the day ticket with an ID document and no contact details. */
const leeMei = <T extends number, I extends string | undefined>(idType: T, idInfo: I) => ({
  productId: '11',
  guestName: 'Lee/Mei',
  guestMobile: '',
  guestMobileArea: '+852',
  guestEmail: '',
  remark: '',
  idType,
  idInfo,
});

function fillGuest(family: string, first: string, idType: number, idInfo: string) {
  type('Family name', family);
  type('First name', first);
  fireEvent.change(field('ID type'), { target: { value: String(idType) } });
  type('ID number', idInfo);
}

describe('the cart lines', () => {
  it('shows names, place, dates, prices and totals in the page language', () => {
    seed(adult, show, hotel);
    render(<CartIsland {...props} />);
    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    const [park, circus, stay] = within(lines).getAllByRole('listitem');
    if (!park || !circus || !stay) throw new Error('three lines expected');
    expect(within(park).getByRole('heading')).toHaveTextContent('Day ticketAdult');
    expect(park).toHaveTextContent('Wonderland Safari Park');
    expect(park).toHaveTextContent('Date: Tuesday, December 1, 2026');
    expect(park).toHaveTextContent('HK$300 each');
    expect(park).toHaveTextContent('Subtotal HK$600');
    // A product no longer sold has no name: its line shows its place.
    expect(within(circus).getByRole('heading')).toHaveTextContent('Great Circus');
    expect(circus).toHaveTextContent('Session: 19:30');
    expect(stay).toHaveTextContent(
      'Check-in December 1, 2026 – check-out December 3, 2026 · 2 nights',
    );
    expect(stay).toHaveTextContent('Subtotal HK$1,600');
    // A hotel line is priced for the whole stay: no "per night" SKU name, no "each".
    expect(within(stay).getByRole('heading')).toHaveTextContent(/^Safari Hotel$/);
    expect(stay).toHaveTextContent('HK$1,600 per room for the stay');
    expect(stay).not.toHaveTextContent(/per night|each/);
    expect(screen.getByText('Order total').parentElement).toHaveTextContent('HK$2,450');
  });

  it('changes quantities between 1 and the stock left', () => {
    seed(adult);
    render(<CartIsland {...props} />);
    const increase = screen.getByRole('button', { name: 'Increase Quantity of Adult' });
    fireEvent.click(increase);
    expect($cart.get().lines[0]?.quantity).toBe(3);
    expect(increase).toBeDisabled();
    expect(screen.getByText('Order total').parentElement).toHaveTextContent('HK$900');
    const decrease = screen.getByRole('button', { name: 'Decrease Quantity of Adult' });
    fireEvent.click(decrease);
    fireEvent.click(decrease);
    expect($cart.get().lines[0]?.quantity).toBe(1);
    expect(decrease).toBeDisabled();
  });

  it('removes a line with its guests, and shows the empty state at the end', () => {
    seed(adult, hotel);
    $guestList.set({
      mode: 'normal',
      guests: [
        {
          productId: '33',
          guestName: 'Chan/Tai Man',
          guestMobile: '91234567',
          guestMobileArea: '+852',
          guestEmail: 'a@b.co',
          remark: '',
        },
      ],
    });
    render(<CartIsland {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Safari Hotel' }));
    expect($cart.get().lines).toHaveLength(1);
    expect($guestList.get().guests).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Safari Hotel was removed from the cart.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Day ticket · Adult' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Buy tickets' })).toHaveAttribute(
      'href',
      '/en/home/buy-tickets',
    );
    expect(screen.getByRole('link', { name: 'Book a hotel' })).toHaveAttribute(
      'href',
      '/en/home/buy-hotel',
    );
  });
});

describe('the guest form in normal mode', () => {
  it('shows the first error as the toast, moves the focus and ties each message to its field', () => {
    seed(adult);
    render(<CartIsland {...props} />);
    expect(screen.getByRole('radio', { name: 'Contact details' })).toBeChecked();
    fireEvent.click(addButton());
    expect(toast()).toBe('Enter the family name');
    const family = field('Family name');
    expect(family).toHaveFocus();
    expect(family).toHaveAttribute('aria-invalid', 'true');
    expect(family).toHaveAccessibleDescription(/Enter the family name/);
    expect(field('E-mail')).toHaveAccessibleDescription('Enter your e-mail address');
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');

    type('Family name', 'Chan1');
    type('First name', 'Tai Man');
    type('Phone', '123');
    type('E-mail', 'nope');
    fireEvent.click(addButton());
    expect(toast()).toBe('The name contains digits or special characters');
    expect(field('Family name')).toHaveFocus();
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    type('Family name', 'Chan');
    expect(field('Family name')).not.toHaveAttribute('aria-invalid');
    fireEvent.click(addButton());
    expect(toast()).toBe('Invalid phone number: enter at least 6 digits');
    expect(field('Phone')).toHaveFocus();
    // Nothing typed is lost on an error.
    expect(field('First name')).toHaveValue('Tai Man');
    expect(field('E-mail')).toHaveValue('nope');
  });

  it('adds a guest with a masked contact, edits and removes it', () => {
    seed(adult, hotel);
    render(<CartIsland {...props} />);
    expect(field('Area code')).toHaveValue('+852');
    fireEvent.change(field('Guest for'), { target: { value: '33' } });
    fireEvent.change(field('Area code'), { target: { value: '+86' } });
    fillNormal('Chan', 'Tai Man', '13812345678');
    fireEvent.click(addButton());
    expect($guestList.get().guests).toEqual([
      {
        productId: '33',
        guestName: 'Chan/Tai Man',
        guestMobile: '13812345678',
        guestMobileArea: '+86',
        guestEmail: 'taiman@example.com',
        remark: '',
      },
    ]);
    expect(field('Family name')).toHaveValue('');
    expect(field('Guest for')).toHaveValue('33');
    const item = screen.getByText('Chan Tai Man').closest('li');
    if (!item) throw new Error('no guest');
    expect(item).toHaveTextContent('+86 138****5678 · ta**an@example.com');
    expect(item).toHaveTextContent('For Safari Hotel');
    expect(screen.getByText('Safari Hotel: 1 of 1 guest')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Chan Tai Man' }));
    expect(screen.getByRole('heading', { name: 'Edit guest Chan Tai Man' })).toBeInTheDocument();
    expect(field('Family name')).toHaveFocus();
    expect(field('First name')).toHaveValue('Tai Man');
    type('First name', 'Siu Ming');
    fireEvent.click(screen.getByRole('button', { name: 'Save guest' }));
    expect($guestList.get().guests[0]?.guestName).toBe('Chan/Siu Ming');
    expect(screen.getByRole('status')).toHaveTextContent('Chan Siu Ming was saved.');

    fireEvent.click(screen.getByRole('button', { name: 'Remove guest Chan Siu Ming' }));
    expect($guestList.get().guests).toEqual([]);
    expect(screen.getByText('No guest yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guests on the order' })).toHaveFocus();
  });
});

describe('the guest form in guest mode', () => {
  const valid: Record<number, string> = {
    2: 'K1234567',
    3: '812345678901234567',
    4: 'H12345678',
    5: '12345678',
    6: 'ABC123456789012',
  };
  const invalid: Record<number, string> = {
    2: 'K12',
    3: '712345678901234567',
    4: 'A12345678',
    5: '1234567',
    6: '9123',
  };

  it.each([2, 3, 4, 5, 6])('checks the ID number of type %i', (idType) => {
    seed({ ...adult, quantity: 3, stockLeft: 5 });
    render(<CartIsland {...props} />);
    fireEvent.click(screen.getByRole('radio', { name: 'ID document details' }));
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(field('Phone (optional)')).not.toHaveAttribute('aria-required');
    fillGuest('Lee', 'Mei', idType, invalid[idType] ?? '');
    fireEvent.click(addButton());
    expect(toast()).toBe('Wrong form of certificate: check the ID number');
    expect(field('ID number')).toHaveFocus();
    expect(field('ID number')).toHaveAccessibleDescription(
      'Wrong form of certificate: check the ID number',
    );
    expect($guestList.get().guests).toEqual([]);

    type('ID number', (valid[idType] ?? '').toLowerCase());
    fireEvent.click(addButton());
    expect($guestList.get().guests).toEqual([leeMei(idType, valid[idType])]);
    expect(screen.getByText('Lee Mei').closest('li')).toHaveTextContent(
      enCart[`cart.idType.${idType}` as keyof typeof enCart],
    );
  });

  it('refuses a repeated ID of the same product and type, and a malformed optional phone', () => {
    seed({ ...adult, quantity: 3 });
    render(<CartIsland {...props} />);
    fireEvent.click(screen.getByRole('radio', { name: 'ID document details' }));
    fillGuest('Lee', 'Mei', 2, 'K1234567');
    fireEvent.click(addButton());
    fillGuest('Lee', 'Ming', 2, ' k1234567 ');
    fireEvent.click(addButton());
    expect(toast()).toBe('ID number cannot be repeated');
    expect(field('ID number')).toHaveFocus();
    expect($guestList.get().guests).toHaveLength(1);
    // Another ID type may have the same number.
    fireEvent.change(field('ID type'), { target: { value: '5' } });
    type('ID number', '12345678');
    type('Phone (optional)', '12x');
    fireEvent.click(addButton());
    expect(toast()).toBe('Invalid phone number: enter at least 6 digits');
    type('Phone (optional)', '');
    fireEvent.click(addButton());
    expect($guestList.get().guests).toHaveLength(2);
  });
});

describe('continue to confirmation', () => {
  it('is blocked with the first problem as the toast, then goes to the recheck page', () => {
    seed(adult, hotel);
    render(<CartIsland {...props} />);
    const go = screen.getByRole('button', { name: 'Continue to confirmation' });
    fireEvent.click(go);
    expect(toast()).toBe('Add at least one guest for Day ticket.');
    expect(field('Guest for')).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();

    fillNormal('Chan', 'Tai Man');
    fireEvent.click(addButton());
    fireEvent.click(go);
    expect(toast()).toBe('Add at least one guest for Safari Hotel.');
    expect(field('Guest for')).toHaveValue('33');

    fillNormal('Wong', 'Mei', '98765432', 'mei@example.com');
    fireEvent.click(addButton());
    fireEvent.change(field('Guest for'), { target: { value: '33' } });
    fillNormal('Ho', 'Kin', '98765431', 'kin@example.com');
    fireEvent.click(addButton());
    fireEvent.click(go);
    expect(toast()).toBe(
      'Safari Hotel has more guests than units booked: remove a guest or add a unit.',
    );
    expect(screen.getByRole('button', { name: 'Edit Ho Kin' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Remove guest Ho Kin' }));

    // The new mode's rules apply to the guests kept from the other one.
    fireEvent.click(screen.getByRole('radio', { name: 'ID document details' }));
    expect($guestList.get().guests).toHaveLength(2);
    fireEvent.click(go);
    expect(toast()).toBe('Guest Chan Tai Man needs an ID document: edit the guest.');
    expect(screen.getByText(toast() ?? '', { selector: '.cart-problem' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Contact details' }));
    fireEvent.click(go);
    expect(navigate).toHaveBeenCalledWith('/en/product-recheck');
  });

  it('needs a phone and an e-mail in normal mode for guests added in guest mode', () => {
    seed(adult);
    $guestList.set({ mode: 'normal', guests: [leeMei(2, 'K1234567')] });
    render(<CartIsland {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to confirmation' }));
    expect(toast()).toBe('Guest Lee Mei needs a phone number for contact details.');
    expect(screen.getByRole('button', { name: 'Edit Lee Mei' })).toHaveFocus();
  });
});

describe('kept state', () => {
  it('restores the cart, the guests and the form being typed from sessionStorage', () => {
    sessionStorage.setItem(`${STORAGE_PREFIX}cart`, JSON.stringify({ lines: [adult] }));
    sessionStorage.setItem(
      `${STORAGE_PREFIX}guests`,
      JSON.stringify({ mode: 'guest', guests: [leeMei(4, 'H12345678')] }),
    );
    sessionStorage.setItem(
      `${STORAGE_PREFIX}guest-draft`,
      JSON.stringify({
        productId: '11',
        form: {
          familyName: 'Chan',
          name: 'Tai',
          phone: '',
          email: '',
          phoneCode: '+853',
          idType: 5,
          idInfo: '1234',
        },
        editing: null,
      }),
    );
    resyncSessionAtoms();
    render(<CartIsland {...props} />);
    expect(screen.getByRole('radio', { name: 'ID document details' })).toBeChecked();
    expect(screen.getByText('Lee Mei')).toBeInTheDocument();
    expect(field('Family name')).toHaveValue('Chan');
    expect(field('ID type')).toHaveValue('5');
    expect(field('ID number')).toHaveValue('1234');
    expect(field('Area code')).toHaveValue('+853');
  });

  it('keeps what was typed across leaving the page and a language switch', () => {
    seed(adult);
    const first = render(<CartIsland {...props} />);
    type('Family name', 'Chan');
    type('E-mail', 'x@');
    first.unmount();
    expect($guestDraft.get().form).toMatchObject({ familyName: 'Chan', email: 'x@' });

    render(
      <CartIsland
        {...props}
        locale="zh-TW"
        messages={{ ...twCart, ...twValidation }}
        widgetMessages={twWidgets}
      />,
    );
    expect(screen.getByLabelText('姓氏')).toHaveValue('Chan');
    expect(screen.getByLabelText('電郵地址')).toHaveValue('x@');
    expect(screen.getByRole('heading', { name: '一日門票成人' })).toBeInTheDocument();
    expect(screen.queryByText('Day ticket')).not.toBeInTheDocument();
  });
});
