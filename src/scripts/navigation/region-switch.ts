import { regionHref } from '../../lib/navigation/region.ts';

/**
 * Region tabs keep the active tab (SPEC §2): a tab that leads to the same sub-page of another
 * region (`data-same-page`) gets the current tab parameters added just before it is followed
 * (capture phase, so before the router reads the link).
 */
const carry = (event: Event): void => {
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>('a[data-region-link]')
      : null;
  if (!link) return;
  const base = link.dataset.regionLink ?? link.getAttribute('href') ?? '';
  link.setAttribute('href', regionHref(base, location.search, link.hasAttribute('data-same-page')));
};
document.addEventListener('click', carry, true);
document.addEventListener('auxclick', carry, true);
