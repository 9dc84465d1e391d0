import { readTabIndex, tabKeyTarget, writeTabIndex } from '../../lib/navigation/tabs.ts';

/**
 * Turns the static tab blocks (`[data-tabs]`: a bar of jump links followed by every panel) into
 * WAI-ARIA tabs: role tablist/tab/tabpanel, aria-selected, aria-controls, roving tabindex,
 * Left/Right/Home/End (selection follows focus). The selection lives in the query string
 * (`data-tabs-key`; a set inside a set with `data-tabs-subkey` uses that key instead, e.g.
 * the annual card's `tabActiveIndex` / `tabItemActiveIndex`), replaced in place, so that reload,
 * back/forward and revisits restore it. Runs on every `astro:page-load`.
 */
interface TabSet {
  root: HTMLElement;
  list: HTMLElement;
  tabs: HTMLElement[];
  panels: HTMLElement[];
  key: string;
  subKey: string | undefined;
}

const sets = new WeakMap<HTMLElement, TabSet>();

function keyOf(root: HTMLElement): string {
  const outer = root.parentElement?.closest<HTMLElement>('[data-tabs-subkey]');
  return outer?.dataset.tabsSubkey ?? root.dataset.tabsKey ?? 'tab';
}

function replaceQuery(search: string): void {
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

function keepInView(list: HTMLElement, tab: HTMLElement): void {
  if (list.scrollWidth <= list.clientWidth) return;
  const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  list.scrollTo({ left, behavior: 'instant' });
}

function select(set: TabSet, index: number, by: 'load' | 'user', focus = false): void {
  set.tabs.forEach((tab, i) => {
    const selected = i === index;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = set.panels[i];
    if (panel) panel.hidden = !selected;
  });
  set.list.style.setProperty('--active', String(index));
  const tab = set.tabs[index];
  if (tab) {
    if (focus) tab.focus();
    keepInView(set.list, tab);
  }
  if (by === 'user') {
    let search = writeTabIndex(location.search, set.key, index);
    if (set.subKey) {
      // a new outer tab starts on its first sub-tab
      const params = new URLSearchParams(search);
      params.delete(set.subKey);
      search = params.size ? `?${params.toString()}` : '';
      for (const inner of set.panels[index]?.querySelectorAll<HTMLElement>('[data-tabs]') ?? []) {
        const innerSet = sets.get(inner);
        if (innerSet) select(innerSet, 0, 'load');
      }
    }
    replaceQuery(search);
  }
}

/**
 * A scrolling bar says where more tabs are: `data-more` holds `start` and/or `end` while tabs
 * lie beyond that edge (the CSS fades it), kept up to date on scroll and resize.
 */
function watchEdges(list: HTMLElement): void {
  const update = (): void => {
    const max = list.scrollWidth - list.clientWidth;
    const at = Math.abs(list.scrollLeft);
    const more = [at > 2 ? 'start' : '', at < max - 2 ? 'end' : ''].filter(Boolean).join(' ');
    if (more) list.dataset.more = more;
    else delete list.dataset.more;
  };
  list.addEventListener('scroll', update, { passive: true });
  new ResizeObserver(update).observe(list);
  update();
}

function enhance(root: HTMLElement): void {
  if (sets.has(root)) return;
  const nav = root.querySelector<HTMLElement>(':scope > .tab-bar nav');
  const list = nav?.querySelector<HTMLElement>('ul');
  if (!nav || !list) return;
  const tabs = [...list.querySelectorAll<HTMLAnchorElement>('a[data-tab]')];
  const panels = tabs.map((tab) =>
    root.querySelector<HTMLElement>(`:scope > [data-tab-panel="${tab.dataset.tab ?? ''}"]`),
  );
  if (tabs.length < 2 || panels.some((p) => p === null)) return;
  const set: TabSet = {
    root,
    list,
    tabs,
    panels: panels as HTMLElement[],
    key: keyOf(root),
    subKey: root.dataset.tabsSubkey,
  };
  sets.set(root, set);

  const label = nav.getAttribute('aria-label');
  nav.removeAttribute('aria-label');
  nav.setAttribute('role', 'none');
  list.setAttribute('role', 'tablist');
  if (label) list.setAttribute('aria-label', label);
  for (const li of list.querySelectorAll('li')) li.setAttribute('role', 'none');
  tabs.forEach((tab, i) => {
    const panel = set.panels[i];
    if (!panel) return;
    tab.removeAttribute('href');
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    tab.addEventListener('click', (event) => {
      event.preventDefault();
      select(set, i, 'user');
    });
  });
  list.addEventListener('keydown', (event) => {
    const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    const rtl = getComputedStyle(list).direction === 'rtl';
    const next = tabKeyTarget(event.key, Math.max(current, 0), tabs.length, rtl);
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    select(set, next, 'user', true);
  });
  const nextButton = root.querySelector<HTMLButtonElement>(':scope > .tab-bar [data-tabs-next]');
  if (nextButton) {
    nextButton.hidden = false;
    nextButton.addEventListener('click', () => {
      const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 2;
      list.scrollTo({
        left: atEnd ? 0 : list.scrollLeft + list.clientWidth * 0.8,
        behavior: 'smooth',
      });
    });
  }

  // the query string first, then a hash pointing at a panel, else the first tab
  const params = new URLSearchParams(location.search);
  let index = readTabIndex(params, set.key, tabs.length);
  if (!params.has(set.key) && location.hash.length > 1) {
    const fromHash = tabs.findIndex((tab) => `#${tab.dataset.tab ?? ''}` === location.hash);
    if (fromHash >= 0) index = fromHash;
  }
  root.dataset.enhanced = '';
  list.style.setProperty('--count', String(tabs.length));
  select(set, index, 'load');
  if (list.classList.contains('scroll')) watchEdges(list);
}

function init(): void {
  // outer sets first, so that keys and selections of nested sets follow
  for (const root of document.querySelectorAll<HTMLElement>('[data-tabs]')) enhance(root);
}

document.addEventListener('astro:page-load', init);
