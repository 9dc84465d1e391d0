import { PRODUCT_ERROR_CODES } from '../../../src/lib/contract/product.ts';
import { HttpError } from '../../lib/http-error.ts';

/**
 * The product rules' failures (SPEC §8 messages), answered 409 with a stable code, and the
 * unknown ids and codes, which the routes answer as a 400 naming the field.
 */
export const notOnSaleError = (date: string) =>
  new HttpError(409, PRODUCT_ERROR_CODES.notOnSale, 'errors.product.notOnSale', {
    params: { date },
    data: { date },
  });

export const sessionStartedError = (date: string, session: string) =>
  new HttpError(409, PRODUCT_ERROR_CODES.sessionStarted, 'errors.product.sessionStarted', {
    params: { date, session },
    data: { date, session },
  });

export const dateNotApplicableError = (date: string, reason: string) =>
  new HttpError(409, PRODUCT_ERROR_CODES.dateNotApplicable, 'errors.product.dateNotApplicable', {
    params: { date },
    data: { date, reason },
  });

export const configInvalidError = (productId: string) =>
  new HttpError(409, PRODUCT_ERROR_CODES.configInvalid, 'errors.product.configInvalid', {
    data: { productId },
  });

export type UnknownKey =
  | 'errors.product.notFound'
  | 'errors.product.aggNotFound'
  | 'errors.product.hotelNotFound'
  | 'errors.product.sessionUnknown'
  | 'errors.product.stay';

/** An input that is well formed but names nothing we have: the route answers 400 on `field`. */
export class UnknownInputError extends Error {
  override readonly name = 'UnknownInputError';
  constructor(
    readonly field: string,
    readonly key: UnknownKey,
  ) {
    super(key);
  }
}
