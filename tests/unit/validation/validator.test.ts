import { describe, expect, it } from 'vitest';
import { message } from '../../../src/lib/validation/messages.ts';
import {
  custom,
  firstError,
  isEmpty,
  isValid,
  pattern,
  required,
  validate,
  validateOrThrow,
  ValidationError,
  type Rules,
} from '../../../src/lib/validation/validator.ts';

describe('isEmpty', () => {
  it.each([null, undefined, Number.NaN, '', '   ', '\t\n', [], {}, Object.create(null) as object])(
    'treats %s as empty',
    (value) => expect(isEmpty(value)).toBe(true),
  );
  it.each([0, false, 'a', ' a ', [0], { a: undefined }, new Date(0), new Map()])(
    'treats %s as filled',
    (value) => expect(isEmpty(value)).toBe(false),
  );
});

interface Form {
  code: string;
  age: number;
  tags: string[];
}
const rules: Rules<Form> = {
  code: [
    required(),
    pattern(/^[A-Z]+$/, message('validation.idNumber.format')),
    custom((v) => (String(v).length > 3 ? message('validation.tooLong', { count: 3 }) : null)),
  ],
  age: [required()],
  tags: [required(message('validation.pleaseEnter', { value: 'tags' }))],
};

describe('validate', () => {
  it('accepts a valid form with an empty map', () => {
    const errors = validate({ code: 'AB', age: 3, tags: ['x'] }, rules);
    expect(errors).toEqual({});
    expect(isValid(errors)).toBe(true);
  });

  it('reports "{field} cannot be empty" with the field name or its label', () => {
    const form = { code: ' ', age: Number.NaN, tags: [] };
    expect(validate(form, rules)).toEqual({
      code: [{ key: 'validation.required', params: { field: 'code' } }],
      age: [{ key: 'validation.required', params: { field: 'age' } }],
      tags: [{ key: 'validation.pleaseEnter', params: { value: 'tags' } }],
    });
    expect(validate(form, rules, { labels: { code: 'Code' } }).code).toEqual([
      { key: 'validation.required', params: { field: 'Code' } },
    ]);
  });

  it('stops at the first failing rule of a field unless all is requested', () => {
    const form = { code: 'abcd', age: 1, tags: ['x'] };
    expect(validate(form, rules).code).toEqual([{ key: 'validation.idNumber.format' }]);
    expect(validate(form, rules, { all: true }).code).toEqual([
      { key: 'validation.idNumber.format' },
      { key: 'validation.tooLong', params: { count: 3 } },
    ]);
  });

  it('gives custom rules the whole form', () => {
    const r: Rules<{ a: string; b: string }> = {
      b: [custom((v, f) => (v === f.a ? null : message('validation.password.mismatch')))],
    };
    expect(validate({ a: 'x', b: 'y' }, r)).toEqual({
      b: [{ key: 'validation.password.mismatch' }],
    });
    expect(validate({ a: 'x', b: 'x' }, r)).toEqual({});
  });

  it('ignores the lastIndex of global patterns', () => {
    const r: Rules<{ a: string }> = { a: [pattern(/x/g, message('validation.name.format'))] };
    expect(validate({ a: 'x' }, r)).toEqual({});
    expect(validate({ a: 'x' }, r)).toEqual({});
  });

  it('returns the first error in field order for the toast', () => {
    const errors = validate({ code: '', age: Number.NaN, tags: [] }, rules);
    expect(firstError(errors)).toEqual({ key: 'validation.required', params: { field: 'code' } });
    expect(firstError({})).toBeUndefined();
  });

  it('throws a ValidationError carrying the map', () => {
    expect(validateOrThrow({ code: 'AB', age: 1, tags: ['x'] }, rules).code).toBe('AB');
    try {
      validateOrThrow({ code: '', age: 1, tags: ['x'] }, rules);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError<Form>).errors).toEqual({
        code: [{ key: 'validation.required', params: { field: 'code' } }],
      });
    }
  });
});
