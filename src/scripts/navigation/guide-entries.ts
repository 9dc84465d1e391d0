/**
 * Guide detail pages (`…-detail?id=`): show only the chosen entry, mark it in the list and make
 * its title the document title, the page's h1 and its last crumb. The inline script of GuideEntries.astro does this before first
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
  const name = chosen.dataset.name ?? '';
  const h1 = document.querySelector('.page-header h1');
  const crumb = document.querySelector('.page-header [aria-current="page"]');
  if (h1 && name) h1.textContent = name;
  if (crumb && name) crumb.textContent = name;
  for (const entry of entries) entry.toggleAttribute('data-chosen', entry === chosen);
  for (const link of document.querySelectorAll<HTMLElement>('[data-guide-link]')) {
    if (link.dataset.guideLink === chosen.id) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

document.addEventListener('astro:page-load', chooseEntry);
