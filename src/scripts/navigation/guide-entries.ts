/**
 * Guide detail pages (`…-detail?id=`): show only the chosen entry, mark it in the list and make
 * its title the document title. The inline script of GuideEntries.astro does this before first
 * paint on a full load; this module repeats it after client-side navigations (inline scripts of
 * a swapped-in page do not run: see csp-guard in lifecycle.ts).
 */
function chooseEntry(): void {
  const entries = [...document.querySelectorAll<HTMLElement>('[data-guide-item]')];
  if (entries.length === 0) return;
  const id = `item-${new URLSearchParams(location.search).get('id') ?? ''}`;
  const chosen = entries.find((entry) => entry.id === id) ?? entries[0];
  if (!chosen) return;
  for (const entry of entries) entry.hidden = entry !== chosen;
  document.title = chosen.dataset.title || document.title;
  for (const link of document.querySelectorAll<HTMLElement>('[data-guide-link]')) {
    if (link.dataset.guideLink === chosen.id) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

document.addEventListener('astro:page-load', chooseEntry);
