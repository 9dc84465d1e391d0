import { describe, expect, it } from 'vitest';
import { seedData } from '../../gateway/db/seed/content/index.ts';
import { pois } from '../../gateway/db/seed/content/pois.ts';
import { generateProducts } from '../../gateway/db/seed/products/generate.ts';
import type { SeedProduct } from '../../gateway/db/seed/products/types.ts';
import type { SeedBlock, Translated } from '../../gateway/db/seed/types.ts';
import { LANGUAGES } from '../../src/lib/contract/common.ts';
import { REFUND_FEE_RULES } from '../../src/lib/contract/order.ts';

/**
 * The CMS text and the product data agree (the shop window must not promise one price and sell
 * another): every price and session time the demo content states is one the booking pages sell.
 * The products are generated here from the seed's POIs, as the seed command does.
 */
const { products, aggs } = generateProducts(pois);
const money = (cents: number) => `HK$ ${(cents / 100).toLocaleString('en-US')}`;
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Blocks whose prices are not sold online: programmes booked by e-mail, a locker fee. */
const NOT_SOLD_ONLINE = new Set([
  'GZ-STUDY-PROGRAMMES',
  'ZH-STUDY-PROGRAMMES',
  'HOME-STUDY-SCHOOLS',
  'GZ-INDEX-RAW-HTML',
]);

interface Text {
  where: string;
  block?: SeedBlock;
  text: Translated;
}

function allTexts(): Text[] {
  const out: Text[] = [];
  for (const poi of seedData.pois) {
    out.push({ where: `${poi.poiCode}.summary`, text: poi.summary });
    out.push({ where: `${poi.poiCode}.refundDesc`, text: poi.refundDesc });
  }
  const walk = (block: SeedBlock) => {
    for (const item of block.items) {
      for (const field of ['title', 'summary', 'desc'] as const) {
        out.push({ where: `${block.code}/${item.key}.${field}`, block, text: item[field] });
      }
    }
    (block.children ?? []).forEach(walk);
  };
  for (const page of seedData.pages) page.blocks.forEach(walk);
  return out;
}

const productOf = (code: string): SeedProduct => {
  const found = products.find((p) => p.code === code);
  if (!found) throw new Error(`no product ${code}`);
  return found;
};
const skuCents = (skuCode: string) =>
  products.flatMap((p) => p.skus).find((s) => s.code === skuCode)?.offPeakCents ?? NaN;

/** Every amount the shop charges: SKU prices, package totals and what bundles save. */
function soldAmounts(): Set<string> {
  const amounts = new Set<string>();
  for (const p of products) {
    for (const s of p.skus) amounts.add(money(s.offPeakCents)).add(money(s.peakCents));
    if (p.type === 'BUNDLE') {
      const single = productOf(p.code.replace(/_BUNDLE$/, p.poiType === 2 ? '_SHOW' : '_DAY'));
      const each = (type: string) => single.skus.find((s) => s.type === type)?.offPeakCents ?? 0;
      for (const s of p.skus) {
        amounts.add(money(s.adults * each('ADULT') + s.children * each('CHILD') - s.offPeakCents));
      }
    }
  }
  for (const a of aggs) {
    amounts.add(money(a.items.reduce((sum, i) => sum + skuCents(i.skuCode) * i.quantity, 0)));
  }
  return amounts;
}

/** The item of a block (or of its children) with `key`. */
const findItem = (code: string, key: string) => {
  for (const page of seedData.pages) {
    const stack = [...page.blocks];
    while (stack.length) {
      const block = stack.shift()!;
      if (block.code === code) return block.items.find((i) => i.key === key);
      stack.push(...(block.children ?? []));
    }
  }
  return undefined;
};

describe('demo content and product data', () => {
  it('states only prices the shop charges', () => {
    const sold = soldAmounts();
    const unknown: string[] = [];
    let prices = 0;
    for (const { where, block, text } of allTexts()) {
      if (block && NOT_SOLD_ONLINE.has(block.code)) continue;
      for (const lang of LANGUAGES) {
        for (const [amount] of plain(text[lang]).matchAll(/HK\$ ?\d{1,3}(?:,\d{3})*/g)) {
          prices += 1;
          const normal = amount.replace(/^HK\$ ?/, 'HK$ ');
          if (!sold.has(normal)) unknown.push(`${where} [${lang}]: ${amount}`);
        }
      }
    }
    expect(prices).toBeGreaterThan(100);
    expect(unknown).toEqual([]);
  });

  it('prices each annual card as its booking form does (weekday and weekend activation)', () => {
    const cards = products.filter((p) => p.type === 'ANNUAL_CARD');
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const region of ['GZ', 'ZH'] as const) {
      const page = seedData.pages.find((p) => p.type === 'ANNUAL_CARD' && p.poiCode === region);
      const tables = (page?.blocks ?? []).map((tab) =>
        plain(tab.items.find((i) => i.key === 'prices')?.desc.en ?? ''),
      );
      const sold = cards.filter((c) => c.regionCode === region);
      // one tab per card on sale, and nothing else priced
      expect(tables.length, region).toBe(sold.length);
      for (const card of sold) {
        const rows = card.skus.map(
          (s) => `${s.name.en} ${money(s.offPeakCents)} ${money(s.peakCents)}`,
        );
        expect(
          tables.filter((t) => rows.every((row) => t.includes(row))),
          card.code,
        ).toHaveLength(1);
      }
    }
    // the example: the Safari Park card's table says what the form charges
    const safari = productOf('GZ_SAFARI_PARK_ANNUAL');
    const prices = findItem('GZ-ANNUAL-SAFARI', 'prices');
    for (const s of safari.skus) {
      expect(prices?.desc['zh-TW']).toContain(`<td>${money(s.offPeakCents)}</td>`);
    }
  });

  it('lists the prices of every ticket and room a place sells on its page', () => {
    for (const poi of pois.filter((p) => p.poiType !== 4 && p.regionCode !== 'QY')) {
      const panel = findItem(`${poi.poiCode}-PRICE`, 'prices');
      const table = plain(panel?.desc.en ?? '');
      const sold = products.filter(
        (p) =>
          p.poiCode === poi.poiCode &&
          (p.type === 'TICKET' || p.type === 'SHOW' || p.type === 'HOTEL'),
      );
      expect(sold.length, poi.poiCode).toBeGreaterThan(0);
      for (const s of sold.flatMap((p) => p.skus)) {
        expect(table, `${poi.poiCode} ${s.code}`).toContain(
          `${money(s.offPeakCents)} ${money(s.peakCents)}`,
        );
      }
    }
  });

  it('gives each show the session times it sells, in its summary and its opening hours', () => {
    for (const show of products.filter((p) => p.type === 'SHOW')) {
      const poi = pois.find((p) => p.poiCode === show.poiCode)!;
      for (const lang of LANGUAGES) {
        const times = (html: string) => [...new Set(plain(html).match(/\b\d{2}:\d{2}\b/g) ?? [])];
        expect(times(poi.summary[lang]).sort(), `${poi.poiCode} [${lang}]`).toEqual(
          [...show.sessions].sort(),
        );
        const hours = findItem(`${poi.poiCode}-GUIDE`, 'hours');
        expect(times(hours?.summary[lang] ?? '').sort(), `${poi.poiCode} hours [${lang}]`).toEqual(
          [...show.sessions].sort(),
        );
      }
    }
    // the example: Ocean Nights says 20:00 and sells 20:00
    expect(productOf('ZH_OCEAN_NIGHT_SHOW_SHOW').sessions).toEqual(['20:00']);
  });

  it('seats diners only while their restaurant is open', () => {
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    for (const set of products.filter((p) => p.type === 'FOOD')) {
      const poi = pois.find((p) => p.poiCode === set.poiCode)!;
      const open = [...poi.summary.en.matchAll(/(\d{2}:\d{2})–(\d{2}:\d{2})/g)].map((m) => [
        minutes(m[1]!),
        minutes(m[2]!),
      ]);
      expect(open.length, `${poi.poiCode} states its hours`).toBeGreaterThan(0);
      for (const session of set.sessions) {
        const at = minutes(session);
        expect(
          open.some(([from, to]) => at >= from! && at + 60 <= to!),
          `${poi.poiCode} ${session}`,
        ).toBe(true);
      }
    }
  });

  it('states the refund fees the gateway charges, on every place on sale', () => {
    const fees = REFUND_FEE_RULES.filter((r) => r.percent > 0);
    const free = REFUND_FEE_RULES.find((r) => r.percent === 0);
    for (const poi of pois.filter((p) => p.regionCode !== 'QY')) {
      const terms = poi.refundDesc.en;
      expect(terms, poi.poiCode).toContain(`Free refunds up to ${free?.minDaysBefore} days before`);
      for (const rule of fees)
        expect(terms, poi.poiCode).toContain(`a ${rule.percent}% handling fee`);
      for (const lang of ['zh-TW', 'zh-CN'] as const) {
        for (const rule of fees)
          expect(poi.refundDesc[lang], poi.poiCode).toMatch(new RegExp(`${rule.percent}% ?手`));
      }
    }
  });
});
