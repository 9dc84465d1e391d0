import { describe, expect, it } from 'vitest';
import { headingsFrom, isBlankRichText } from '../../../src/content/rich-text.ts';
import { sanitizeRichText } from '../../../src/lib/html/sanitize.ts';

describe('headingsFrom', () => {
  it('moves every heading of sanitised text up one level right under a page title', () => {
    const html = sanitizeRichText('<h1>A</h1><h2>B</h2><h4>C</h4><h6>D</h6><p>h3 text</p>');
    expect(html).toBe('<h3>A</h3><h3>B</h3><h4>C</h4><h6>D</h6><p>h3 text</p>');
    expect(headingsFrom(html, 2)).toBe('<h2>A</h2><h2>B</h2><h3>C</h3><h5>D</h5><p>h3 text</p>');
  });

  it('leaves the text as it is under a section heading', () => {
    const html = '<h3>A</h3><p>B</p>';
    expect(headingsFrom(html, 3)).toBe(html);
  });

  it('renames tags only, never text or attribute values that look like one', () => {
    const html = sanitizeRichText(
      '<p title="<h3>x</h3>">&lt;h3&gt; and <code>&lt;h4&gt;</code></p>',
    );
    expect(headingsFrom(html, 2)).toBe(html);
  });
});

describe('isBlankRichText: a description that shows a reader nothing', () => {
  it('counts empty paragraphs, line breaks and non-breaking spaces as blank', () => {
    for (const html of [
      '',
      '  ',
      '<p></p>',
      '<p>&nbsp;</p>',
      '<p><br></p>\n<p> </p>',
      '<div><span></span></div>',
    ])
      expect(isBlankRichText(html)).toBe(true);
  });

  it('counts text, pictures, players, tables and rules as content', () => {
    for (const html of [
      '<p>Open daily</p>',
      '<p><img src="/media/a.webp" alt=""></p>',
      '<video src="/media/a.mp4"></video>',
      '<iframe src="https://player.example/1"></iframe>',
      '<table><tr><td></td></tr></table>',
      '<hr>',
      '<p>&amp;</p>',
    ])
      expect(isBlankRichText(html)).toBe(false);
  });

  it('reads sanitised text as the page shows it', () => {
    expect(isBlankRichText(sanitizeRichText('<p><script>alert(1)</script></p>'))).toBe(true);
    expect(isBlankRichText(sanitizeRichText('<p>營業時間 10:00</p>'))).toBe(false);
  });
});
