/**
 * What a banner slide says over its picture (BannerBlock.astro): the item's title as the
 * headline, its summary as the sub-line, its first tag as the call to action's label, and its
 * description, as plain text, as the picture's alternative text (SPEC §3 fields; the pictures
 * themselves carry no text, so every language reads its own).
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text of sanitised HTML (src/lib/html/sanitize.ts): tags dropped, the entities the sanitiser
 * writes decoded, white space collapsed. For attributes such as alt, which Astro escapes again.
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : '';
      }
      return ENTITIES[body.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SlideText {
  headline: string;
  subline: string;
  /** The call to action's label ('' : the block's default label). */
  action: string;
  /** The picture's alternative text ('' : the picture is decorative). */
  alt: string;
}

/** The texts of a slide from its item's fields. */
export const slideText = (item: {
  infoTitle: string;
  infoSummary: string;
  infoDesc: string;
  tags: readonly string[];
}): SlideText => ({
  headline: item.infoTitle.trim(),
  subline: item.infoSummary.trim(),
  action: item.tags[0]?.trim() ?? '',
  alt: plainText(item.infoDesc),
});
