/**
 * Hong Kong dollar amounts in CMS rich text (HK$ 1,280, HK$1280, HKD 450, $ 99 is left alone):
 * wrapped in `<span class="price">` so that price panels can set them apart. Runs on HTML that
 * the content loader has already sanitised: only text between tags is touched.
 */
const AMOUNT =
  /(HK\$|HKD)\s?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?(?!\d)|(HK\$|HKD)\s?\d+(?:\.\d{1,2})?/g;

export function markPrices(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part
        : part.replace(AMOUNT, (amount) => `<span class="price">${amount}</span>`),
    )
    .join('');
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text (a summary) as HTML with its HKD amounts marked. */
export const markPricesInText = (text: string): string =>
  markPrices(text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c));
