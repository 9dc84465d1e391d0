import { expect } from 'vitest';
import * as z from 'zod/mini';
import { envelopeSchema } from '../../../../src/lib/contract/envelope.ts';

export const CMS = '/cl-odss-app/guest/site/cms';

/** Answers 200 with a success envelope whose data fits the contract schema. */
export async function data<S extends z.ZodMiniType>(
  res: Response,
  schema: S,
): Promise<z.output<S>> {
  expect(res.status).toBe(200);
  const body = envelopeSchema(z.unknown()).parse(await res.json());
  expect(body).toMatchObject({ state: 'success', code: 'OK', msg: '' });
  return schema.parse(body.data);
}
