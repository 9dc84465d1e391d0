import { randomBytes } from 'node:crypto';

const code = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

/**
 * The redemption codes of a line, new each time they are issued (and again when a date change
 * voids the old ones): a voucher code of 12 hex digits, and a hotel's check-in confirmation,
 * HC and 8.
 */
export const newLineCodes = (productType: string) => ({
  voucher_code: code(6),
  confirmation_code: productType === 'HOTEL' ? `HC${code(4)}` : null,
});
