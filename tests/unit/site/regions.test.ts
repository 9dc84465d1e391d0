// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  REGION_LIST,
  REGIONS,
  regionOf,
  THEME_YELLOW,
} from '../../../src/lib/regions.ts';
import zhTW from '../../../locales/zh-TW/common.json';

const WHITE = '#FFFFFF';

describe('regions', () => {
  it('lists home, GZ, ZH and QY in that order, QY coming soon', () => {
    expect(REGION_LIST.map((r) => r.address)).toEqual(['home', 'GZ', 'ZH', 'QY']);
    expect(REGION_LIST.filter((r) => r.comingSoon).map((r) => r.address)).toEqual(['QY']);
  });

  it('uses the group yellow for home and a distinct theme for every region', () => {
    expect(REGIONS.home.theme).toBe(THEME_YELLOW);
    expect(new Set(REGION_LIST.map((r) => r.theme)).size).toBe(4);
    expect(new Set(REGION_LIST.map((r) => r.themeLight)).size).toBe(4);
  });

  it.each(REGION_LIST.map((r) => [r.address, r] as const))(
    '%s: text on the theme colour and on its light variant meets WCAG AA (4.5:1)',
    (_, r) => {
      expect(contrastRatio(r.onTheme, r.theme)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(r.onTheme, r.themeLight)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(REGION_LIST.map((r) => [r.address, r] as const))(
    '%s: the accent colour is readable on white and on the light variant',
    (_, r) => {
      expect(contrastRatio(r.accent, WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(r.accent, r.themeLight)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('computes contrast ratios like WCAG', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
  });

  it('has a translation for every label key', () => {
    for (const r of REGION_LIST) {
      for (const key of [r.nameKey, r.resortKey, r.descriptionKey]) {
        expect(zhTW, key).toHaveProperty([key]);
      }
    }
  });

  it('falls back to home for unknown addresses', () => {
    expect(regionOf('XX')).toBe(REGIONS.home);
    expect(regionOf(undefined)).toBe(REGIONS.home);
    expect(regionOf('ZH')).toBe(REGIONS.ZH);
  });
});
