import { describe, expect, it } from 'vitest';
import { displayGuestName, GUEST_NAME_SEPARATOR } from '../../../src/lib/contract/order.ts';
import { joinGuestName } from '../../../src/lib/validation/guest.ts';

describe('a guest name as people read it (one form on every page and in the voucher)', () => {
  it('writes a Latin name with a space, never with the stored separator', () => {
    expect(displayGuestName(joinGuestName('Chan', 'Tai Man'))).toBe('Chan Tai Man');
    expect(displayGuestName('Chan/Tai Man')).not.toContain(GUEST_NAME_SEPARATOR);
  });

  it('writes a Chinese name without a space', () => {
    expect(displayGuestName(joinGuestName('陳', '大文'))).toBe('陳大文');
    expect(displayGuestName(joinGuestName('欧阳', '娜娜'))).toBe('欧阳娜娜');
  });

  it('keeps a space between a Chinese family name and a Latin first name', () => {
    expect(displayGuestName(joinGuestName('陳', 'Mary'))).toBe('陳 Mary');
  });

  it('shows a name without a separator, or with one part empty, as it is', () => {
    expect(displayGuestName('Madonna')).toBe('Madonna');
    expect(displayGuestName('Chan/')).toBe('Chan');
  });
});
