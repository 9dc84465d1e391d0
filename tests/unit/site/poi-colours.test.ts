// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pois } from '../../../gateway/db/seed/content/pois.ts';
import { REGION_CODES } from '../../../src/lib/contract/constants.ts';
import { POI_COLOURS, poiColourCode } from '../../../src/lib/poi-colours.ts';
import { REGIONS } from '../../../src/lib/regions.ts';

/**
 * The POI colour map (SPEC §9): resort and hotel codes have a colour, and the CSS the pages wear
 * (src/styles/poi-colours.css) declares exactly the map.
 */
const css = readFileSync(join(import.meta.dirname, '../../../src/styles/poi-colours.css'), 'utf8');

function declared(): Record<string, string> {
  const rules: Record<string, string> = {};
  for (const m of css.matchAll(/\[data-poi-colour='([A-Z_]+)'\]\s*\{\s*--poi-colour:\s*([^;]+);/g))
    rules[m[1] ?? ''] = (m[2] ?? '').trim().toUpperCase();
  return rules;
}

describe('POI colour map', () => {
  it('gives every resort its theme colour and every hotel of the demo a colour of its own', () => {
    for (const code of REGION_CODES) expect(POI_COLOURS[code]).toBe(REGIONS[code].theme);
    const hotels = pois.filter((p) => p.poiType === 3).map((p) => p.poiCode);
    expect(hotels.length).toBeGreaterThan(0);
    for (const code of hotels) expect(poiColourCode(code), code).toBe(code);
    const hotelColours = hotels.map((code) => {
      const known = poiColourCode(code);
      return known === undefined ? undefined : POI_COLOURS[known];
    });
    expect(new Set(hotelColours).size).toBe(hotels.length);
  });

  it('is declared in the CSS exactly as in the map', () => {
    expect(declared()).toEqual(
      Object.fromEntries(Object.entries(POI_COLOURS).map(([k, v]) => [k, v.toUpperCase()])),
    );
  });

  it('names no colour for a place outside the map', () => {
    expect(poiColourCode('GZ_SAFARI_PARK')).toBeUndefined();
    expect(poiColourCode('toString')).toBeUndefined();
  });
});
