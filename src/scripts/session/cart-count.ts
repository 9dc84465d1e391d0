import { $cart, cartCount } from '../../lib/booking/cart.ts';

/**
 * The header's cart link (src/components/CartLink.astro): the number of items in the cart of
 * this tab, read from the same session storage as the cart island (`$cart`), shown on the badge
 * and in the link's name ("Cart, 2 items", plural form by Intl.PluralRules). Follows the cart as
 * islands change it and after every client-side navigation.
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
      const category = new Intl.PluralRules(link.dataset['lang']).select(count);
      const form = link.dataset[`count${category[0]?.toUpperCase()}${category.slice(1)}`];
      const text = (form ?? link.dataset['countOther'] ?? '').replace(
        /\{\{\s*count\s*\}\}/g,
        String(count),
      );
      if (text) name.textContent = text;
    }
  }
}

$cart.subscribe((cart) => render(cartCount(cart)));
document.addEventListener('astro:page-load', () => render(cartCount($cart.get())));
