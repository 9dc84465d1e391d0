import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedData, seedImages } from '../../gateway/db/seed/content/index.ts';
import { MEDIA_PREFIX } from '../../gateway/db/seed/images.ts';
import { MAPS } from '../../gateway/db/seed/content/maps.ts';
import type { SeedBlock, SeedInfo, SeedPage, Translated } from '../../gateway/db/seed/types.ts';
import { BLOCK_CATALOG_TYPES, parseInfoImgLink } from '../../src/lib/contract/cms.ts';
import { DINING_POI_CODES, LANGUAGES, type Language } from '../../src/lib/contract/common.ts';
import { HOSTILE_MARKERS } from '../fixtures/xss/hostile.ts';
import { catalog, productsOf } from '../../gateway/db/seed/content/catalog.ts';
import { aggId, productId } from '../../gateway/db/seed/products/seed-products.ts';
import { bookingKindOfLink, linkedProductId, poiBookingPath } from '../../src/lib/site/paths.ts';

const { pois, pages } = seedData;

/** Every block of a page, children included, depth first. */
function blocksOf(page: SeedPage): SeedBlock[] {
  const out: SeedBlock[] = [];
  const walk = (b: SeedBlock) => {
    out.push(b);
    (b.children ?? []).forEach(walk);
  };
  page.blocks.forEach(walk);
  return out;
}
const allBlocks = pages.flatMap(blocksOf);
const allItems: { block: SeedBlock; item: SeedInfo }[] = allBlocks.flatMap((block) =>
  block.items.map((item) => ({ block, item })),
);

function texts(): [string, Translated][] {
  const out: [string, Translated][] = [];
  for (const p of pois) {
    out.push([`${p.poiCode}.name`, p.name], [`${p.poiCode}.summary`, p.summary]);
    out.push([`${p.poiCode}.refundDesc`, p.refundDesc]);
  }
  for (const page of pages) {
    out.push([`${page.code}.name`, page.name]);
    if (page.desc) out.push([`${page.code}.desc`, page.desc]);
  }
  for (const b of allBlocks) {
    out.push([`${b.code}.name`, b.name]);
    if (b.desc) out.push([`${b.code}.desc`, b.desc]);
  }
  for (const { block, item } of allItems) {
    const at = `${block.code}/${item.key}`;
    out.push(
      [`${at}.title`, item.title],
      [`${at}.summary`, item.summary],
      [`${at}.desc`, item.desc],
    );
    if (item.tags) out.push([`${at}.tags`, item.tags]);
  }
  return out;
}

/** The page kinds every open resort area has (SPEC §2, "Under /{address}"). */
const AREA_PAGE_KINDS = [
  'DISCOUNT',
  'ANNUAL_CARD',
  'STUDY_FURTHER',
  'GROUP_HONOR',
  'PREPARE',
  'PLAY_GUIDE',
  'TRAFFIC_GUIDE',
  'VACATION_MAP',
  'COMMON_PROBLEM',
  'PAYMENT_INSTRUCTIONS',
  'SERVICE_CENTER',
];
/** Home has the group-wide kinds; for the others the site falls back to Guangzhou. */
const HOME_PAGE_KINDS = [
  'INDEX',
  'GROUP_HONOR',
  'DISCOUNT',
  'STUDY_FURTHER',
  'COMMON_PROBLEM',
  'PAYMENT_INSTRUCTIONS',
  'SERVICE_CENTER',
];
/** Qingyuan is not open: what a visitor can do before the opening. */
const QY_PAGE_KINDS = [
  'INDEX',
  'PREPARE',
  'TRAFFIC_GUIDE',
  'COMMON_PROBLEM',
  'SERVICE_CENTER',
  'PAYMENT_INSTRUCTIONS',
];

/** Paths of SPEC §2 under an address, and the pages outside one. */
const SITE_ROUTE = new RegExp(
  '^/(?:(?:home|GZ|ZH|QY)(?:/(?:buy-tickets|buy-hotel|buy-food/[A-Z_]+|discount|study-further|' +
    'group-Honor|annual-card/\\d+|prepare/\\d+|play-guide|traffic-guide|vacation-map|' +
    'common-problem|payment-instructions|service-center))?|register|login|forget-password|' +
    'user(?:/order|/message/leave-message)?)' +
    // a buy page with its product, package or hotel chosen
    // (an offer or package: at the discount page's form)
    '(?:\\?(?:productId|aggId)=\\d{18,19}(?:#book)?|\\?poiType=3&poiId=[A-Z_]+)?$',
);

/**
 * A description fit for a detail page of its own: at least two paragraphs, a list or a table,
 * and a few sentences of text (fewer characters in Chinese, which says more per character).
 */
function isRichArticle(html: string, lang: Language): boolean {
  const paragraphs = html.match(/<p>/g)?.length ?? 0;
  const structured = /<(ul|ol|table)>/.test(html);
  const text = html.replace(/<[^>]*>/g, '').trim();
  return paragraphs >= 2 && structured && text.length >= (lang === 'en' ? 300 : 110);
}

/** Every product and package the seed sells, by id: its region. */
const sold = new Map([
  ...catalog.products.map((p): [string, string] => [productId(p.code), p.regionCode]),
  ...catalog.aggs.map((a): [string, string] => [aggId(a.code), a.regionCode]),
]);
const products = new Map(catalog.products.map((p) => [productId(p.code), p]));

const page = (type: string, poiCode: string) =>
  pages.find((p) => p.type === type && p.poiCode === poiCode);
const indexBlocks = (poiCode: string): SeedBlock[] => {
  const p = page('INDEX', poiCode);
  return p ? blocksOf(p) : [];
};

describe('seed content: texts', () => {
  it('has every text in all three languages, none empty', () => {
    const missing = texts().flatMap(([where, t]) =>
      LANGUAGES.filter((l) => typeof t[l] !== 'string' || t[l].trim() === '').map(
        (l) => `${where} [${l}]`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('writes Chinese in the Chinese versions and English in the English one', () => {
    const han = /[\u4e00-\u9fff]/;
    const noHan = texts().filter(([, t]) => !han.test(t['zh-TW']) || !han.test(t['zh-CN']));
    expect(noHan.filter(([, t]) => !/^HK\$ [\d,]+$/.test(t.en)).map(([w]) => w)).toEqual([]);
    const englishWithHan = texts().filter(([, t]) => han.test(t.en.replace(/<[^>]*>/g, '')));
    expect(englishWithHan.map(([w]) => w)).toEqual([]);
  });

  it('gives every POI a native name and a refund description', () => {
    for (const p of pois) {
      for (const lang of LANGUAGES) {
        const native = typeof p.nameNative === 'string' ? p.nameNative : p.nameNative[lang];
        expect(native.trim(), `${p.poiCode} [${lang}]`).not.toBe('');
      }
      expect(p.refundDesc.en.length, p.poiCode).toBeGreaterThan(40);
    }
  });

  it('writes the native name in the script of each Chinese page: the title, shown once', () => {
    for (const p of pois) {
      expect(typeof p.nameNative, p.poiCode).toBe('object');
      if (typeof p.nameNative === 'string') continue;
      expect(p.nameNative['zh-TW'], p.poiCode).toBe(p.name['zh-TW']);
      expect(p.nameNative['zh-CN'], p.poiCode).toBe(p.name['zh-CN']);
      // English pages show the name on the signs: Simplified, as in mainland China
      expect(p.nameNative.en, p.poiCode).toBe(p.name['zh-CN']);
    }
  });
});

describe('seed content: POIs', () => {
  it('has POIs of all four types', () => {
    expect(new Set(pois.map((p) => p.poiType))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('has exactly the nine dining codes as catering, each in the area of its prefix', () => {
    const catering = pois.filter((p) => p.poiType === 4);
    expect(catering.map((p) => p.poiCode).sort()).toEqual([...DINING_POI_CODES].sort());
    for (const p of catering) expect(p.poiCode.startsWith(`${p.regionCode}_`)).toBe(true);
  });

  it('has unique POI codes', () => {
    expect(new Set(pois.map((p) => p.poiCode)).size).toBe(pois.length);
  });

  it('has no show in Qingyuan and marks its hotel as coming soon', () => {
    expect(pois.filter((p) => p.regionCode === 'QY' && p.poiType === 2)).toEqual([]);
    const qy = pois.filter((p) => p.regionCode === 'QY');
    expect(qy.some((p) => p.poiType === 3 && /coming soon/i.test(p.summary.en))).toBe(true);
  });

  it('has at least two hotels in Guangzhou and Hengqin', () => {
    for (const region of ['GZ', 'ZH']) {
      expect(
        pois.filter((p) => p.regionCode === region && p.poiType === 3).length,
      ).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('seed content: pages', () => {
  it('has an index page for home and every area', () => {
    for (const [poiCode, region] of [
      ['HOME', ''],
      ['GZ', 'GZ'],
      ['ZH', 'ZH'],
      ['QY', 'QY'],
    ] as const) {
      expect(page('INDEX', poiCode)?.regionCode, poiCode).toBe(region);
    }
  });

  it('has a POI page with guide, prices, FAQ and gallery for every park, show and hotel', () => {
    for (const p of pois.filter((x) => x.poiType !== 4)) {
      const pg = page('POI', p.poiCode);
      expect(pg?.regionCode, p.poiCode).toBe(p.regionCode);
      const types = new Set(pg?.blocks.map((b) => b.type));
      for (const t of ['VISITOR_GUIDE', 'PRICE_PANEL', 'FAQ', 'GALLERY'])
        expect(types, `${p.poiCode} ${t}`).toContain(t);
    }
  });

  it('has every page kind for Guangzhou and Hengqin', () => {
    for (const area of ['GZ', 'ZH']) {
      for (const kind of [...AREA_PAGE_KINDS, 'INDEX']) {
        expect(page(kind, area)?.regionCode, `${area} ${kind}`).toBe(area);
      }
    }
  });

  it('has the group-wide pages on home, with region ""', () => {
    for (const kind of HOME_PAGE_KINDS) expect(page(kind, 'HOME')?.regionCode, kind).toBe('');
  });

  it('has the pages a visitor needs before Qingyuan opens', () => {
    for (const kind of QY_PAGE_KINDS) expect(page(kind, 'QY')?.regionCode, kind).toBe('QY');
  });

  it('gives every page at least one block with content', () => {
    for (const p of pages) {
      const items = blocksOf(p).flatMap((b) => b.items);
      expect(items.length, p.code).toBeGreaterThan(0);
    }
  });

  it('uses every block type, each with content', () => {
    for (const type of BLOCK_CATALOG_TYPES) {
      const withContent = allBlocks.filter(
        (b) => b.type === type && (b.items.length > 0 || (b.children ?? []).length > 0),
      );
      expect(withContent.length, type).toBeGreaterThan(0);
    }
  });

  it('gives the play, traffic and map guides four or more entries, each a full article', () => {
    const thin: string[] = [];
    for (const area of ['GZ', 'ZH']) {
      for (const kind of ['PLAY_GUIDE', 'TRAFFIC_GUIDE', 'VACATION_MAP']) {
        const p = page(kind, area);
        const items = p ? blocksOf(p).flatMap((b) => b.items.map((item) => ({ b, item }))) : [];
        expect(items.length, `${area} ${kind}`).toBeGreaterThanOrEqual(4);
        for (const { b, item } of items) {
          for (const lang of LANGUAGES) {
            if (!isRichArticle(item.desc[lang], lang)) thin.push(`${b.code}/${item.key} [${lang}]`);
          }
        }
      }
    }
    expect(thin).toEqual([]);
  });

  it('gives Qingyuan’s traffic guide real directions', () => {
    const routes = page('TRAFFIC_GUIDE', 'QY')?.blocks.flatMap((b) => b.items) ?? [];
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const item of routes) expect(isRichArticle(item.desc.en, 'en'), item.key).toBe(true);
  });

  it('swipes through places that lead to their page or their dining page, a set chosen', () => {
    const swipers = allBlocks.filter((b) => b.type === 'POI_SWIPER');
    expect(swipers.length).toBeGreaterThanOrEqual(2);
    for (const item of swipers.flatMap((b) => b.items)) {
      const poi = pois.find((p) => p.poiCode === item.poiCode);
      expect(poi, item.key).toBeDefined();
      if (poi?.poiType === 4) {
        const link = item.link ?? '';
        expect(link, item.key).toMatch(
          new RegExp(`^/${poi.regionCode}/buy-food/${poi.poiCode}\\?productId=\\d+$`),
        );
        // the restaurant's own set
        const id = linkedProductId(link.slice(link.indexOf('?')));
        expect(products.get(id ?? '')?.poiCode, link).toBe(poi.poiCode);
        expect(products.get(id ?? '')?.type, link).toBe('FOOD');
      } else {
        expect(item.link, item.key).toBe('');
        expect(page('POI', item.poiCode ?? ''), item.key).toBeDefined();
      }
    }
  });

  it('books every POI page’s place: its first ticket or show chosen, or its hotel', () => {
    const poiPages = pages.filter((p) => p.type === 'POI');
    expect(poiPages.length).toBeGreaterThanOrEqual(10);
    let chosen = 0;
    for (const poiPage of poiPages) {
      const poi = pois.find((p) => p.poiCode === poiPage.poiCode);
      if (poi === undefined) throw new Error(`${poiPage.code} has no place`);
      const panelLinks = blocksOf(poiPage)
        .filter((b) => b.type === 'PRICE_PANEL')
        .flatMap((b) => b.items.map((item) => item.link ?? ''));
      expect(panelLinks.length, poiPage.code).toBeGreaterThan(0);
      // what the page's "Buy tickets" / "Book a room" button opens (PoiHero)
      const booking = poiBookingPath({ id: poi.poiCode, ...poi }, panelLinks) ?? '';
      const region = poi.regionCode;
      const sells = productsOf(poi.poiCode).find((p) => p.type === 'TICKET' || p.type === 'SHOW');
      if (poi.poiType === 3) {
        expect(booking, poiPage.code).toBe(`/${region}/buy-hotel?poiType=3&poiId=${poi.poiCode}`);
        expect(panelLinks, poiPage.code).toContain(booking);
      } else if (sells !== undefined) {
        expect(booking, poiPage.code).toBe(
          `/${region}/buy-tickets?productId=${productId(sells.code)}`,
        );
        chosen += 1;
      } else {
        // a place that sells nothing yet: its buy page, the place chosen
        expect(booking, poiPage.code).toMatch(new RegExp(`^/${region}/buy-tickets\\?poiType=`));
      }
    }
    expect(chosen).toBeGreaterThanOrEqual(6);
  });

  it('links content to products, packages and hotels the linked area sells', () => {
    const links = allItems.flatMap(({ block, item }) => {
      const hrefs = LANGUAGES.flatMap((l) =>
        [...item.desc[l].matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1] ?? ''),
      );
      return [...(item.link === undefined ? [] : [item.link]), ...hrefs].map((link) => ({
        at: `${block.code}/${item.key}`,
        link,
      }));
    });
    const named = links.filter(({ link }) => /[?&](?:productId|aggId|poiId)=/.test(link));
    // the POI pages, the area homes' cards, the offers and the guides
    expect(named.length).toBeGreaterThanOrEqual(40);
    for (const { at, link } of named) {
      const [, region = ''] = /^\/(\w+)\//.exec(link) ?? [];
      const id = /[?&](?:productId|aggId)=(\d+)/.exec(link)?.[1];
      if (id !== undefined) expect(sold.get(id), `${at}: ${link}`).toBe(region);
      else expect(/[?&]poiId=([A-Z_]+)/.exec(link)?.[1], `${at}: ${link}`).toMatch(`${region}_`);
    }
    // the offers and guides that name a product open it
    for (const [at, code] of [
      ['GZ-DISCOUNT-OFFERS/evening', 'GZ_SAFARI_PARK_EVENING'],
      ['GZ-DISCOUNT-OFFERS/family', 'GZ_SAFARI_PARK_BUNDLE'],
      ['ZH-DISCOUNT-OFFERS/couple', 'ZH_OCEAN_KINGDOM_BUNDLE'],
      ['HOME-DISCOUNT-HIGHLIGHTS/weekday', 'ZH_OCEAN_KINGDOM_DAY'],
    ] as const) {
      expect(
        links.filter((l) => l.at === at).map((l) => l.link),
        at,
      ).toContainEqual(expect.stringContaining(`productId=${productId(code)}`));
    }
  });

  it('links only to routes of the site', () => {
    const internal = allItems.flatMap(({ item }) => {
      const hrefs = LANGUAGES.flatMap((l) =>
        [...item.desc[l].matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1] ?? ''),
      );
      return [...(item.link?.startsWith('/') ? [item.link] : []), ...hrefs];
    });
    expect(internal.length).toBeGreaterThan(50);
    expect(internal.filter((href) => !SITE_ROUTE.test(href))).toEqual([]);
  });

  it('links the area homes’ product cards to a product, package or hotel the area sells', () => {
    const cards = ['HOME', 'GZ', 'ZH'].flatMap((area) =>
      indexBlocks(area)
        .filter((b) => b.type === 'PRODUCT_CARD')
        .flatMap((b) => b.items),
    );
    expect(cards.length).toBeGreaterThanOrEqual(12);
    for (const card of cards) {
      const link = card.link ?? '';
      expect(bookingKindOfLink(link), card.key).toBeDefined();
      const [, region = ''] = /^\/(\w+)\//.exec(link) ?? [];
      const id = /[?&](?:productId|aggId)=(\d+)/.exec(link)?.[1];
      const hotel = /[?&]poiId=([A-Z_]+)/.exec(link)?.[1];
      if (id !== undefined) expect(sold.get(id), `${card.key}: ${link}`).toBe(region);
      else expect(hotel?.startsWith(`${region}_`), `${card.key}: ${link}`).toBe(true);
    }
  });

  it('gives every banner slide its own headline, sub-line, alt text and call to action', () => {
    const banners = allBlocks.filter((b) => b.type === 'BANNER');
    expect(banners.length).toBeGreaterThanOrEqual(4);
    for (const banner of banners) {
      expect(banner.items.length, banner.code).toBeGreaterThanOrEqual(3);
      for (const lang of LANGUAGES) {
        const alts = banner.items.map((item) => item.desc[lang]);
        expect(new Set(alts).size, `${banner.code} [${lang}] alt texts`).toBe(alts.length);
        const headlines = banner.items.map((item) => item.title[lang]);
        expect(new Set(headlines).size, `${banner.code} [${lang}] headlines`).toBe(alts.length);
      }
      for (const item of banner.items) {
        const at = `${banner.code}/${item.key}`;
        // one picture (or clip) per slide; its call to action is the item's tag and link
        const parsed = parseInfoImgLink(item.imgLink ?? '');
        expect(parsed.kind === 'responsive' ? parsed.pc.length : 0, at).toBe(1);
        expect(item.link, at).toMatch(SITE_ROUTE);
        for (const lang of LANGUAGES) {
          expect(item.tags?.[lang] ?? '', `${at} [${lang}] call to action`).toMatch(/^[^,，]+$/);
          expect(item.desc[lang], `${at} [${lang}] alt text`).toMatch(/^<p>[^<]+<\/p>$/);
        }
      }
    }
  });

  it('uses a wide variety of block types on the index pages', () => {
    const used = new Set(['HOME', 'GZ', 'ZH'].flatMap((a) => indexBlocks(a).map((b) => b.type)));
    for (const t of [
      'BANNER',
      'ABOUT_CARD',
      'POI_INTRO',
      'PRODUCT_CARD',
      'FAQ',
      'TITLE_JUMP',
      'CONSULTING',
      'TRAFFIC',
      'CAROUSEL',
      'IMAGE_BOX',
      'GALLERY',
      'RICH_TABS',
      'ARTICLE_BOX',
      'ACCORDION',
    ]) {
      expect(used, t).toContain(t);
    }
  });

  it('gives annual cards TAB children and the map page a 2400×1600 map', () => {
    for (const area of ['GZ', 'ZH']) {
      const tabs = page('ANNUAL_CARD', area)?.blocks.filter((b) => b.type === 'TAB') ?? [];
      expect(tabs.length, area).toBeGreaterThanOrEqual(2);
      const mapBlock = page('VACATION_MAP', area)?.blocks.find(
        (b) => b.type === 'VACATION_MAP_BLOCK',
      );
      const parsed = parseInfoImgLink(mapBlock?.items[0]?.imgLink ?? '');
      const img = parsed.kind === 'responsive' ? parsed.pc[0]?.img : undefined;
      const image = seedImages.find((i) => MEDIA_PREFIX + i.path === img);
      expect([image?.width, image?.height], area).toEqual([2400, 1600]);
    }
  });

  it('lists every POI of an area on its POI_INTRO, linked to the POI', () => {
    for (const area of ['GZ', 'ZH', 'QY']) {
      const intro = page('INDEX', area)?.blocks.find((b) => b.type === 'POI_INTRO');
      const listed = intro?.items.map((i) => i.poiCode).sort();
      const expected = pois
        .filter((p) => p.regionCode === area && p.poiType !== 4)
        .map((p) => p.poiCode)
        .sort();
      expect(listed, area).toEqual(expected);
      expect(
        intro?.items.every((i) => i.link === ''),
        area,
      ).toBe(true);
    }
  });

  it('prices in HKD and names the payment methods and service hours', () => {
    const priceText = allItems
      .filter(({ block }) => block.type === 'PRICE_PANEL')
      .map(({ item }) => item.desc.en);
    expect(priceText.every((d) => d.includes('<table>'))).toBe(true);
    const onSale = priceText.filter((d) => !d.includes('To be announced'));
    expect(onSale.length).toBeGreaterThan(10);
    expect(onSale.every((d) => /HK\$ [\d,]+/.test(d))).toBe(true);
    const pay = JSON.stringify(page('PAYMENT_INSTRUCTIONS', 'GZ'));
    // Each method by the one name the storefront gives it, never by its internal code.
    for (const m of ['Alipay', 'AlipayHK', 'WeChat Pay', 'Visa', 'Mastercard', 'UnionPay card'])
      expect(pay).toContain(m);
    for (const area of ['GZ', 'ZH', 'QY'] as const) {
      expect(JSON.stringify(page('PAYMENT_INSTRUCTIONS', area))).not.toMatch(
        /\b(ALIPAY|ALIPAYHK|WXPAY|VISAPAY|MASTERCARDPAY|UNIONPAY|CUPPAY)\b|代碼|代码|\bCode\b/,
      );
    }
    expect(JSON.stringify(page('SERVICE_CENTER', 'ZH'))).toContain('09:00');
  });

  it('has unique catalogue codes and unique item keys inside each block', () => {
    const codes = [...pages.map((p) => p.code), ...allBlocks.map((b) => b.code)];
    expect(new Set(codes).size).toBe(codes.length);
    for (const b of allBlocks)
      expect(new Set(b.items.map((i) => i.key)).size, b.code).toBe(b.items.length);
  });

  it('links internally with a leading slash and externally with https', () => {
    const links = allItems.map(({ item }) => item.link).filter((l): l is string => !!l);
    expect(links.every((l) => l.startsWith('/') || l.startsWith('https://'))).toBe(true);
    expect(links.some((l) => l.startsWith('https://'))).toBe(true);
  });
});

/**
 * Banner video slides refer to a test clip under /demo-media/ with a generated poster in the
 * fragment (`/demo-media/banner.mp4#poster=/media/…`): the poster is the picture referred to.
 */
const videoPoster = (img: string): string | undefined => {
  const match = /^\/demo-media\/[\w-]+\.(?:mp4|m3u8)#poster=(\/media\/.+)$/.exec(img);
  return match?.[1];
};

describe('seed content: images', () => {
  const known = new Set(seedImages.map((i) => MEDIA_PREFIX + i.path));
  const referenced = new Set<string>();
  for (const p of pois) referenced.add(p.imgMain);
  for (const { item } of allItems) {
    if (item.imgLink === undefined) continue;
    const parsed = parseInfoImgLink(item.imgLink);
    if (parsed.kind === 'responsive')
      [...parsed.wap, ...parsed.pc].forEach((l) => referenced.add(videoPoster(l.img) ?? l.img));
    if (parsed.kind === 'map') parsed.images.forEach((l) => referenced.add(l.img));
  }

  it('parses every infoImgLink that is set', () => {
    const bad = allItems
      .filter(
        ({ item }) => item.imgLink !== undefined && parseInfoImgLink(item.imgLink).kind === 'none',
      )
      .map(({ block, item }) => `${block.code}/${item.key}`);
    expect(bad).toEqual([]);
  });

  /** Every slide picture of an area's banner, over all its items. */
  const bannerSlides = (area: string) => {
    const banner = page('INDEX', area)?.blocks.find((b) => b.type === 'BANNER');
    return (banner?.items ?? []).flatMap((item) => {
      const parsed = parseInfoImgLink(item.imgLink ?? '');
      return parsed.kind === 'responsive' ? parsed.pc.map((l) => l.img) : [];
    });
  };

  it('has a video slide on the home banner and a streamed one on the Guangzhou banner', () => {
    expect(
      bannerSlides('HOME').filter((s) => s.startsWith('/demo-media/banner.mp4#poster=')),
    ).toHaveLength(1);
    expect(
      bannerSlides('GZ').filter((s) => s.startsWith('/demo-media/banner.m3u8#poster=')),
    ).toHaveLength(1);
    for (const s of [...bannerSlides('HOME'), ...bannerSlides('GZ')]) {
      if (s.startsWith('/demo-media/')) expect(videoPoster(s), s).toBeDefined();
    }
  });

  it('uses responsive banners with 3 or more slides', () => {
    for (const area of ['HOME', 'GZ', 'ZH', 'QY']) {
      expect(bannerSlides(area).length, area).toBeGreaterThanOrEqual(3);
    }
  });

  it('refers only to generated images, and uses every generated image', () => {
    expect([...referenced].filter((r) => !known.has(r))).toEqual([]);
    expect([...known].filter((k) => !referenced.has(k))).toEqual([]);
  });

  it('has unique paths, a reasonable count and deterministic pictures', () => {
    expect(new Set(seedImages.map((i) => i.path)).size).toBe(seedImages.length);
    expect(seedImages.length).toBeLessThanOrEqual(130);
    expect(seedImages.every((i) => /^seed\/[a-z0-9/-]+\.webp$/.test(i.path))).toBe(true);
    expect(seedImages.every((i) => !/Math\.random|NaN|undefined/.test(i.svg))).toBe(true);
  });

  it('renders every picture with sharp at its declared size', async () => {
    const failures: string[] = [];
    for (const image of seedImages) {
      const input = Buffer.from(image.svg);
      const meta = await sharp(input).metadata();
      if (meta.width !== image.width || meta.height !== image.height)
        failures.push(`${image.path}: ${meta.width}×${meta.height}`);
      const { info } = await sharp(input, { density: 9 })
        .webp({ quality: 40 })
        .toBuffer({ resolveWithObject: true });
      if (
        Math.abs(info.width - image.width / 8) > 1 ||
        Math.abs(info.height - image.height / 8) > 1
      ) {
        failures.push(`${image.path}: rendered ${info.width}×${info.height}`);
      }
    }
    expect(failures).toEqual([]);
  }, 30_000);
});

describe('seed content: no test material', () => {
  it('carries no hostile markup: that is a test fixture (tests/fixtures/xss)', () => {
    const found = texts().flatMap(([where, t]) =>
      LANGUAGES.flatMap((lang) =>
        [...HOSTILE_MARKERS, '__xss', 'evil.example']
          .filter((marker) => t[lang].toLowerCase().includes(marker.toLowerCase()))
          .map((marker) => `${where} [${lang}]: ${marker}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('names the numbers of every map under it, in each language (the maps carry no words)', () => {
    for (const [key, map] of Object.entries(MAPS)) {
      const items = allItems.filter(({ item }) =>
        item.imgLink?.includes(`/media/seed/${key}.webp`),
      );
      expect(items.length, key).toBeGreaterThan(0);
      for (const { item } of items) {
        for (const lang of LANGUAGES) {
          const list = /<ol>((?:<li>[^<]+<\/li>)+)<\/ol>/.exec(item.desc[lang])?.[1] ?? '';
          expect(list, `${key} [${lang}]`).toBe(
            map.zones.map((zone) => `<li>${zone.name[lang]}</li>`).join(''),
          );
        }
      }
    }
    // and no picture draws words: maps, cards and awards are named in the page
    for (const image of seedImages)
      expect(image.svg, image.path).not.toMatch(/<text[^>]*>[A-Za-z]{3,}/);
  });

  it('shows no placeholder text, test domain or sample address', () => {
    const suspicious =
      /lorem|ipsum|\bTODO\b|FIXME|placeholder|\bfoo\b|\bdummy\b|[\w-]+\.(?:example|test|invalid|localhost)\b|example\.(?:com|org|net)/i;
    const found = texts().flatMap(([where, t]) =>
      LANGUAGES.filter((lang) => suspicious.test(t[lang])).map(
        (lang) => `${where} [${lang}]: ${suspicious.exec(t[lang])?.[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
