import { $cart, cartCount } from '../../lib/booking/cart.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../lib/i18n/locales.ts';
import { translate } from '../../lib/i18n/translator.ts';

/**
 * The header's cart link (src/components/CartLink.astro): the number of items in the cart of
 * this tab, read from the same session storage as the cart island (`$cart`), shown on the badge
 * and in the link's name ("Cart, 2 items": the plural form chosen by the one translator).
 * Follows the cart as islands change it and after every client-side navigation.
 */
function render(count: number): void {
  for (const link of document.querySelectorAll<HTMLElement>('[data-cart-link]')) {
    const badge = link.querySelector<HTMLElement>('[data-cart-count]');
    const name = link.querySelector<HTMLElement>('[data-cart-name]');
    if (badge) {
      badge.hidden = count === 0;
      badge.textContent = count > 99 ? '99+' : String(count);
    }
    if (name) {
      // The plural forms of "Cart, {{count}} items" come as data-count-one, data-count-other, …
      const forms = Object.fromEntries(
        Object.entries(link.dataset)
          .filter(([key]) => key.startsWith('count'))
          .map(([key, text]) => [`cart_${key.slice('count'.length).toLowerCase()}`, text ?? '']),
      );
      const lang = link.dataset['lang'];
      const text = translate(isLanguage(lang) ? lang : DEFAULT_LANGUAGE, forms, 'cart', { count });
      if (text !== 'cart') name.textContent = text;
    }
  }
}

$cart.subscribe((cart) => render(cartCount(cart)));
document.addEventListener('astro:page-load', () => render(cartCount($cart.get())));
