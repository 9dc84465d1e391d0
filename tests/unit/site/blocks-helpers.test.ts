// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CYCLE_COLOURS, cycleColour, FAQ_OPACITY } from '../../../src/components/cms/constants.ts';
import { markPrices, markPricesInText } from '../../../src/components/cms/prices.ts';
import {
  hasContent,
  jumpTargets,
  nested,
  type BlockContext,
} from '../../../src/components/cms/types.ts';
import type { InfoEntryData } from '../../../src/content/schemas.ts';
import type { CatalogNode } from '../../../src/lib/contract/cms.ts';
import { contrastRatio, INK, REGIONS } from '../../../src/lib/regions.ts';

const node = (id: string, over: Partial<CatalogNode> = {}): CatalogNode => ({
  id,
  catalogCode: `C${id}`,
  catalogType: 'RAW_HTML',
  catalogName: `Block ${id}`,
  catalogDesc: '',
  poiCode: 'GZ',
  regionCode: 'GZ',
  sort: 0,
  updatedAt: 0,
  children: [],
  ...over,
});

const entry = (catalogId: string): InfoEntryData => ({
  lang: 'en',
  id: `i${catalogId}`,
  catalogId,
  poiCode: '',
  regionCode: 'GZ',
  infoTitle: 'Item',
  infoSummary: '',
  infoDesc: '<p>x</p>',
  tags: [],
  images: { kind: 'none' },
  infoLink: '',
  sort: 0,
  updatedAt: 0,
});

const context = (blocks: CatalogNode[], withItems: string[]): BlockContext => ({
  locale: 'en',
  address: 'GZ',
  infos: new Map(withItems.map((id) => [id, [entry(id)]])),
  poiPaths: new Map(),
  pageBlocks: blocks,
  level: 2,
  first: true,
});

describe('block content', () => {
  it('counts a block as shown when it or a descendant has items', () => {
    const empty = node('1');
    const withChild = node('2', { catalogType: 'RICH_TABS', children: [node('3')] });
    const ctx = context([empty, withChild], ['3']);
    expect(hasContent(empty, ctx)).toBe(false);
    expect(hasContent(withChild, ctx)).toBe(true);
  });

  it('lets a TITLE_JUMP without items jump to the named blocks that show something', () => {
    const jump = node('1', { catalogType: 'TITLE_JUMP', catalogName: 'Jump to' });
    const named = node('2');
    const unnamed = node('3', { catalogName: '' });
    const empty = node('4');
    const banner = node('5', { catalogType: 'BANNER' });
    const blocks = [jump, named, unnamed, empty, banner];
    const ctx = context(blocks, ['2', '3', '5']);
    expect(jumpTargets(jump, ctx).map((b) => b.id)).toEqual(['2']);
    expect(hasContent(jump, ctx)).toBe(true);
    expect(hasContent(jump, context([jump, empty], []))).toBe(false);
  });

  it('nests one heading level deeper and never as the page’s first block', () => {
    const ctx = context([], []);
    expect(nested(ctx)).toMatchObject({ level: 3, first: false });
    expect(nested(ctx, 2).level).toBe(4);
  });
});

describe('FAQ and accordion colours (SPEC §9)', () => {
  it('cycle over the three region colours', () => {
    expect(CYCLE_COLOURS).toEqual([REGIONS.GZ.theme, REGIONS.ZH.theme, REGIONS.QY.theme]);
    expect([0, 1, 2, 3, 4].map(cycleColour)).toEqual([
      REGIONS.GZ.theme,
      REGIONS.ZH.theme,
      REGIONS.QY.theme,
      REGIONS.GZ.theme,
      REGIONS.ZH.theme,
    ]);
  });

  it('alternate FAQ backgrounds between 0.24 and 0.08, keeping text contrast above AA', () => {
    expect(FAQ_OPACITY).toEqual([24, 8]);
    const mix = (hex: string, alpha: number) => {
      const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const mixed = channels.map((c) => Math.round(c * alpha + 255 * (1 - alpha)));
      return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    };
    for (const colour of CYCLE_COLOURS) {
      for (const opacity of FAQ_OPACITY) {
        expect(contrastRatio(INK, mix(colour, opacity / 100))).toBeGreaterThan(4.5);
      }
    }
  });
});

describe('markPrices', () => {
  it('marks Hong Kong dollar amounts in text, not inside tags', () => {
    expect(
      markPrices(
        '<td title="HK$ 1">HK$ 1,280</td><td>HK$880 or HKD 99.50</td><td>Free</td><td>$ 5</td>',
      ),
    ).toBe(
      '<td title="HK$ 1"><span class="price">HK$ 1,280</span></td>' +
        '<td><span class="price">HK$880</span> or <span class="price">HKD 99.50</span></td>' +
        '<td>Free</td><td>$ 5</td>',
    );
  });

  it('escapes plain text before marking it', () => {
    expect(markPricesInText('Adults <b> HK$ 450 & more')).toBe(
      'Adults &lt;b&gt; <span class="price">HK$ 450</span> &amp; more',
    );
  });
});
