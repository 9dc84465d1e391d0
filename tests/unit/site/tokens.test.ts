// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, REGION_LIST, type Region } from '../../../src/lib/regions.ts';

/**
 * The design tokens (src/styles/tokens.css) against the region data (src/lib/regions.ts): the
 * theme colours a page wears come from the CSS alone, so both must agree; every text pair the
 * tokens define meets WCAG AA.
 */
const css = readFileSync(join(import.meta.dirname, '../../../src/styles/tokens.css'), 'utf8');

/** The custom properties declared in the rule whose selector is exactly `selector`. */
function declarations(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (block === undefined) throw new Error(`no rule ${selector}`);
  const props: Record<string, string> = {};
  for (const m of block.matchAll(/(--[\w-]+):\s*([^;]+);/g))
    props[m[1] ?? ''] = (m[2] ?? '').trim();
  return props;
}

const root = declarations(':root');
/** A token's value, following var(--x) references through :root. */
function resolve(value: string, scope: Record<string, string>): string {
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  if (!ref?.[1]) return value.toUpperCase();
  const next = scope[ref[1]] ?? root[ref[1]];
  if (next === undefined) throw new Error(`unknown token ${ref[1]}`);
  return resolve(next, scope);
}
const themeOf = (r: Region) => {
  const scope =
    r.address === 'home' ? root : { ...root, ...declarations(`:root[data-region='${r.address}']`) };
  return {
    theme: resolve(scope['--theme'] ?? '', scope),
    themeStrong: resolve(scope['--theme-strong'] ?? '', scope),
    themeLight: resolve(scope['--theme-light'] ?? '', scope),
    accent: resolve(scope['--accent'] ?? '', scope),
    onTheme: resolve(scope['--on-theme'] ?? '', scope),
  };
};

describe('design tokens', () => {
  it.each(REGION_LIST.map((r) => [r.address, r] as const))(
    '%s: the CSS theme is the region data',
    (_, r) => {
      expect(themeOf(r)).toEqual({
        theme: r.theme,
        themeStrong: r.themeStrong,
        themeLight: r.themeLight,
        accent: r.accent,
        onTheme: r.onTheme,
      });
      expect(
        resolve(declarations(`[data-tone-region='${r.address}']`)['--region'] ?? '', root),
      ).toBe(r.theme);
    },
  );

  it('carries the SPEC theme colours #FFC12B and #FEC401', () => {
    expect(resolve(root['--theme'] ?? '', root)).toBe('#FFC12B');
    expect(resolve(root['--theme-strong'] ?? '', root)).toBe('#FEC401');
  });

  it.each(REGION_LIST.map((r) => [r.address, r] as const))(
    '%s: primary button text on the theme and its pressed shade meets AA',
    (_, r) => {
      const t = themeOf(r);
      expect(contrastRatio(t.onTheme, t.theme)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.onTheme, t.themeStrong)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ['--ink', '--paper'],
    ['--ink', '--canvas'],
    ['--ink-soft', '--paper'],
    ['--ink-soft', '--canvas'],
    ['--ink-muted', '--neutral-bg'],
    ['--success', '--success-bg'],
    ['--warning', '--warning-bg'],
    ['--danger', '--danger-bg'],
    ['--danger', '--paper'],
    ['--info', '--info-bg'],
    ['--neutral', '--neutral-bg'],
    ['--on-footer', '--footer'],
    ['--paper', '--ink'],
  ])('text %s on %s meets AA (4.5:1)', (fg, bg) => {
    expect(
      contrastRatio(resolve(root[fg] ?? '', root), resolve(root[bg] ?? '', root)),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('draws field borders and focus rings at 3:1 or more against white (non-text contrast)', () => {
    for (const token of ['--line-strong', '--focus', '--ink']) {
      expect(contrastRatio(resolve(root[token] ?? '', root), '#FFFFFF')).toBeGreaterThanOrEqual(3);
    }
  });
});
