import { describe, expect, it } from 'vitest';
import { plainText, slideText } from '../../../src/components/cms/banner.ts';
import { sanitizeRichText } from '../../../src/lib/html/sanitize.ts';

describe('banner slide texts', () => {
  it('reads headline, sub-line, call to action and alt text from the item fields', () => {
    expect(
      slideText({
        infoTitle: ' 走進野生世界 ',
        infoSummary: '奇境野生動物世界',
        infoDesc: '<p>夕陽下，長頸鹿站在金合歡樹旁。</p>',
        tags: ['購買門票', '熱賣'],
      }),
    ).toEqual({
      headline: '走進野生世界',
      subline: '奇境野生動物世界',
      action: '購買門票',
      alt: '夕陽下，長頸鹿站在金合歡樹旁。',
    });
  });

  it('leaves the call to action to the block and the picture decorative when fields are empty', () => {
    const text = slideText({ infoTitle: '', infoSummary: '', infoDesc: '', tags: [] });
    expect(text).toEqual({ headline: '', subline: '', action: '', alt: '' });
  });

  it('turns sanitised HTML into the plain text of an attribute', () => {
    const html = sanitizeRichText(
      '<p>Fish &amp; chips <strong>by the sea</strong></p><p>"Big" &lt;top&gt;</p>',
    );
    expect(plainText(html)).toBe('Fish & chips by the sea "Big" <top>');
    expect(plainText('<p>A&#x27;s &#8220;hall&#8221;&nbsp;</p>')).toBe("A's “hall”");
    expect(plainText('&unknown; &#0; &#x110000;')).toBe('&unknown;');
  });
});
