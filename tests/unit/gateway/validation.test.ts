import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, validationErrorDataSchema } from '../../../src/lib/contract/envelope.ts';
import { createTestGateway, type TestGateway } from './support/gateway.ts';

const CMS = '/cl-odss-app/guest/site/cms';
let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

const failureSchema = envelopeSchema(validationErrorDataSchema);

/** Answers 400 VALIDATION_FAILED naming exactly these fields; returns field → message. */
async function rejected(res: Response, fields: string[]): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  const body = failureSchema.parse(await res.json());
  expect(body.state).toBe('error');
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.data.fields.map((f) => f.field)).toEqual(fields);
  for (const field of fields) expect(body.msg).toContain(field);
  return Object.fromEntries(body.data.fields.map((f) => [f.field, f.message]));
}

describe('query validation', () => {
  it('names each missing parameter, in the request language', async () => {
    const en = await rejected(await gw.get(`${CMS}/listCatalog`, 'en'), ['catalogType', 'poiCode']);
    expect(en).toEqual({
      catalogType: 'catalogType cannot be empty',
      poiCode: 'poiCode cannot be empty',
    });
    const tw = await rejected(await gw.get(`${CMS}/listCatalog?poiCode=GZ`), ['catalogType']);
    expect(tw['catalogType']).toBe('catalogType不能為空');
    const cn = await rejected(await gw.get(`${CMS}/listCatalog?poiCode=GZ`, 'zh-Hans'), [
      'catalogType',
    ]);
    expect(cn['catalogType']).toBe('catalogType不能为空');
  });

  it('says what the msg is about: "Invalid parameter: catalogType"', async () => {
    const res = await gw.get(`${CMS}/listCatalog?poiCode=GZ`, 'en');
    const body = failureSchema.parse(await res.json());
    expect(body.msg).toBe(
      'Invalid parameter: catalogType. Correct the listed fields and try again.',
    );
  });

  it('treats an empty value as missing', async () => {
    const messages = await rejected(await gw.get(`${CMS}/load?poiCode=`, 'en'), ['poiCode']);
    expect(messages['poiCode']).toBe('poiCode cannot be empty');
  });

  it('lists the allowed values of a wrong enum', async () => {
    const res = await gw.get(`${CMS}/listCatalog?catalogType=NOPE&poiCode=GZ`, 'en');
    const messages = await rejected(res, ['catalogType']);
    expect(messages['catalogType']).toMatch(/^catalogType must be one of: INDEX, POI, DISCOUNT, /);
  });

  it('refuses a bad id list and a list of 201 ids', async () => {
    const bad = await rejected(await gw.get(`${CMS}/listInfo?catalogIds=1,x`, 'en'), [
      'catalogIds',
    ]);
    expect(bad['catalogIds']).toBe(
      'catalogIds must be a comma-separated list of 1 to 200 numeric ids',
    );
    const ids = Array.from({ length: 201 }, (_, i) => String(i + 1)).join(',');
    await rejected(await gw.get(`${CMS}/listInfo?catalogIds=${ids}`, 'en'), ['catalogIds']);
    const ok = Array.from({ length: 200 }, (_, i) => String(i + 1)).join(',');
    expect((await gw.get(`${CMS}/listInfo?catalogIds=${ok}`)).status).toBe(200);
  });

  it('refuses poiType=9 with its bound and poiType=abc as not a number', async () => {
    const nine = await rejected(await gw.get(`${CMS}/listPoi?poiType=9`, 'en'), ['poiType']);
    expect(nine['poiType']).toBe('poiType must be at most 4');
    const zero = await rejected(await gw.get(`${CMS}/listPoi?poiType=0`, 'zh-TW'), ['poiType']);
    expect(zero['poiType']).toBe('poiType不能小於 1');
    const abc = await rejected(await gw.get(`${CMS}/listPoi?poiType=abc`, 'en'), ['poiType']);
    expect(abc['poiType']).toBe('poiType must be a whole number');
  });

  it('refuses a bad updatedSince and a bad regionCode', async () => {
    const res = await gw.get(`${CMS}/listPoi?updatedSince=yesterday&regionCode=XX`, 'en');
    const messages = await rejected(res, ['regionCode', 'updatedSince']);
    expect(messages['regionCode']).toBe('regionCode must be one of: GZ, ZH, QY');
    expect(messages['updatedSince']).toMatch(/^updatedSince (must be a time|is not valid)/);
  });

  it('answers 400 for a repeated parameter instead of crashing', async () => {
    const res = await gw.get(
      `${CMS}/listCatalog?catalogType=INDEX&catalogType=POI&poiCode=GZ`,
      'en',
    );
    const messages = await rejected(res, ['catalogType']);
    expect(messages['catalogType']).toBe('catalogType was given more than once; send it only once');
  });

  it('answers 400 for a 10 KB parameter', async () => {
    const res = await gw.get(`${CMS}/load?poiCode=${'A'.repeat(10 * 1024)}`, 'en');
    const messages = await rejected(res, ['poiCode']);
    expect(messages['poiCode']).toContain('1 to 40');
  });

  it('ignores unknown parameters, repeated or not', async () => {
    const res = await gw.get(`${CMS}/load?poiCode=GZ_PARK&utm=1&utm=2&x=%ZZ`);
    expect(res.status).toBe(200);
  });

  it('answers hostile query strings with 400 or 413, never 500', async () => {
    const queries = [
      'poiCode=%00',
      'poiCode=%E0%A4%A',
      'poiCode[]=GZ',
      'poiCode=GZ%26x%3D1',
      '__proto__=1&poiCode=GZ_PARK',
      '__proto__=1&__proto__=2&poiCode=GZ_PARK',
      '__proto__[poiCode]=GZ_PARK',
      'constructor=1&poiCode=GZ_PARK',
      `poiCode=${'%41'.repeat(5000)}`,
      `a=${'x'.repeat(20 * 1024)}`,
    ];
    for (const query of queries) {
      const res = await gw.get(`${CMS}/load?${query}`, 'en');
      expect([200, 400, 404, 413], query).toContain(res.status);
    }
  });

  it('refuses an over-long address with 413', async () => {
    const res = await gw.get(`${CMS}/listPoi?x=${'x'.repeat(20 * 1024)}`, 'en');
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ state: 'error', code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('body validation', () => {
  const post = (body: string, contentType = 'application/json') =>
    gw.app.request('/dev/clock', {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'Accept-Language': 'en' },
      body,
    });

  it('names the bad and unknown fields of a JSON body', async () => {
    const wrongType = await rejected(await post('{"advanceMs":"soon"}'), ['advanceMs']);
    expect(wrongType['advanceMs']).toBe('advanceMs has the wrong type; send a number');
    const unknown = await rejected(await post('{"advanceMs":1,"hack":true}'), ['hack']);
    expect(unknown['hack']).toBe('hack is not an accepted field; remove it');
    const neither = await rejected(await post('{}'), ['offsetMs']);
    expect(neither['offsetMs']).toBe('Send exactly one of offsetMs or advanceMs');
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const malformed = await post('{"advanceMs":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      state: 'error',
      code: 'VALIDATION_FAILED',
      msg: 'The request body could not be read; send valid JSON or form data',
    });
    await rejected(await post('[1,2]'), ['body']);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await post(JSON.stringify({ advanceMs: 1, pad: 'x'.repeat(1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
