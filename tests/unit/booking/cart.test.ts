// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $cart,
  addLines,
  addToCart,
  cartCount,
  cartTotalCents,
  clearCart,
  EMPTY_CART,
  formatMoney,
  isCart,
  MAX_LINE_QUANTITY,
  removeLine,
  setQuantity,
  type CartLine,
} from '../../../src/lib/booking/cart.ts';
import { readStored, STORAGE_PREFIX } from '../../../src/lib/session/storage.ts';

const adult: CartLine = {
  productId: '11',
  skuId: '101',
  productType: 'TICKET',
  poiCode: 'GZ_SAFARI_PARK',
  poiType: 1,
  date: '2026-12-01',
  quantity: 2,
  unitPriceCents: 30000,
  stockLeft: 5,
};
const child: CartLine = { ...adult, skuId: '102', quantity: 1, unitPriceCents: 18000 };

describe('the cart model', () => {
  it('adds lines and merges the same sku, date and session', () => {
    let cart = addLines(EMPTY_CART, [adult, child]);
    cart = addLines(cart, [{ ...adult, quantity: 1, unitPriceCents: 31000 }]);
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]?.quantity).toBe(3);
    // The newer price wins.
    expect(cart.lines[0]?.unitPriceCents).toBe(31000);
    // Another date or session is another line.
    cart = addLines(cart, [
      { ...adult, date: '2026-12-02' },
      { ...adult, session: '14:30' },
    ]);
    expect(cart.lines).toHaveLength(4);
  });

  it('caps a merged line at its stock and ignores empty lines', () => {
    const cart = addLines(addLines(EMPTY_CART, [adult]), [
      { ...adult, quantity: 9 },
      { ...child, quantity: 0 },
    ]);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(5);
  });

  it('sets quantities between 1 and the stock (or the cap when unknown)', () => {
    const cart = addLines(EMPTY_CART, [adult, { ...child, stockLeft: null }]);
    expect(setQuantity(cart, 0, 0).lines[0]?.quantity).toBe(1);
    expect(setQuantity(cart, 0, 7).lines[0]?.quantity).toBe(5);
    expect(setQuantity(cart, 0, 3).lines[0]?.quantity).toBe(3);
    expect(setQuantity(cart, 1, 500).lines[1]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(setQuantity(cart, 5, 3)).toBe(cart);
    expect(setQuantity(cart, 0, Number.NaN)).toBe(cart);
  });

  it('removes lines and totals in cents', () => {
    const cart = addLines(EMPTY_CART, [adult, child]);
    expect(cartTotalCents(cart)).toBe(78000);
    expect(cartCount(cart)).toBe(3);
    expect(removeLine(cart, 0).lines).toEqual([child]);
    expect(cartTotalCents(EMPTY_CART)).toBe(0);
  });

  it('formats money through the shared HKD formatter', () => {
    expect(formatMoney(78000, 'en')).toBe('HK$780');
    expect(formatMoney(12345, 'en')).toBe('HK$123.45');
  });

  it('validates what it reads back', () => {
    expect(isCart({ lines: [adult, child] })).toBe(true);
    expect(isCart({ lines: [{ ...adult, quantity: 0 }] })).toBe(false);
    expect(isCart({ lines: [{ ...adult, date: '1 Dec' }] })).toBe(false);
    expect(isCart({ lines: [{ ...adult, productType: 'CAR' }] })).toBe(false);
    // A cart kept before lines held ids only still reads (its names are not used).
    expect(isCart({ lines: [{ ...adult, names: { en: { product: 'x', sku: 'y' } } }] })).toBe(true);
    expect(isCart({ lines: [{ ...adult, bundleType: 'FAMILY', session: '19:30' }] })).toBe(true);
    expect(isCart([adult])).toBe(false);
  });
});

describe('the $cart store', () => {
  const key = `${STORAGE_PREFIX}cart`;
  beforeEach(() => clearCart());

  it('persists in sessionStorage', () => {
    addToCart([adult]);
    const stored = readStored(sessionStorage, key, isCart, EMPTY_CART);
    expect(stored.lines).toEqual([adult]);
    clearCart();
    expect(sessionStorage.getItem(key)).toBe(JSON.stringify(EMPTY_CART));
    expect($cart.get()).toEqual(EMPTY_CART);
  });

  it('gives an empty cart for corrupted storage', () => {
    sessionStorage.setItem(key, '{not json');
    expect(readStored(sessionStorage, key, isCart, EMPTY_CART)).toEqual(EMPTY_CART);
    sessionStorage.setItem(key, JSON.stringify({ lines: [{ ...adult, quantity: -1 }] }));
    expect(readStored(sessionStorage, key, isCart, EMPTY_CART)).toEqual(EMPTY_CART);
  });
});
