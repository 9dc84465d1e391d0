import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/api/errors.ts';
import { mapApiError } from '../../../src/lib/account/errors.ts';
import { VerificationCancelled } from '../../../src/lib/account/verification.ts';

const fields = ['surname', 'phoneCountry', 'email', 'emailCode'] as const;
const mapping = {
  fields,
  aliases: { phoneAreaCode: 'phoneCountry' as const },
  codes: { CODE_INVALID: 'emailCode' as const, EMAIL_TAKEN: 'email' as const },
  fallback: 'Registration failed, please try again later',
};

describe('mapApiError', () => {
  it("puts the gateway's field messages on the form's fields, aliases included", () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      msg: 'Invalid parameter: phoneAreaCode, surname. Correct the listed fields and try again.',
      fields: [
        { field: 'phoneAreaCode', message: 'Choose a phone area code, e.g. +852' },
        { field: 'surname', message: 'surname contains digits or special characters' },
        { field: 'unknownThing', message: 'ignored' },
      ],
    });
    expect(mapApiError(error, mapping)).toEqual({
      fields: {
        phoneCountry: 'Choose a phone area code, e.g. +852',
        surname: 'surname contains digits or special characters',
      },
      // the first field in screen order, not the gateway's list of field names
      toast: 'surname contains digits or special characters',
      firstField: 'surname',
    });
  });

  it("shows a coded error's message on its field and as the toast", () => {
    const error = new ApiError({
      status: 400,
      code: 'CODE_INVALID',
      msg: 'The verification code is wrong or has expired; request a new one',
    });
    expect(mapApiError(error, mapping)).toEqual({
      fields: { emailCode: 'The verification code is wrong or has expired; request a new one' },
      toast: 'The verification code is wrong or has expired; request a new one',
      firstField: 'emailCode',
    });
  });

  it('shows other gateway errors as the toast only', () => {
    const error = new ApiError({ status: 429, code: 'RATE_LIMITED', msg: 'Too many attempts' });
    expect(mapApiError(error, mapping)).toEqual({
      fields: {},
      toast: 'Too many attempts',
      firstField: null,
    });
  });

  it('falls back to the form text for failures that are not gateway answers', () => {
    expect(mapApiError(new TypeError('boom'), mapping)).toEqual({
      fields: {},
      toast: 'Registration failed, please try again later',
      firstField: null,
    });
    expect(mapApiError(new ApiError({ status: 500, code: 'X', msg: '  ' }), mapping)?.toast).toBe(
      'Registration failed, please try again later',
    );
  });

  it('shows nothing when the visitor closed the verification', () => {
    expect(mapApiError(new VerificationCancelled('open-account'), mapping)).toBeNull();
  });
});
