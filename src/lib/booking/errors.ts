import { isApiError } from '../api/errors.ts';

/** The product failures of SPEC §8 the buy pages explain, and everything else. */
export type ProductProblem =
  'notOnSale' | 'sessionStarted' | 'dateNotApplicable' | 'configInvalid' | 'failed';

const BY_CODE: Readonly<Record<string, ProductProblem>> = {
  PRODUCT_NOT_ON_SALE: 'notOnSale',
  SESSION_STARTED: 'sessionStarted',
  DATE_NOT_APPLICABLE: 'dateNotApplicable',
  PRODUCT_CONFIG_INVALID: 'configInvalid',
};

/** What a failed product call means to the visitor; never throws. */
export function productProblem(error: unknown): ProductProblem {
  return isApiError(error) ? (BY_CODE[error.code] ?? 'failed') : 'failed';
}
