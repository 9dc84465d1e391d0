import { REGION_CODES, type Language, type RegionCode } from '../../lib/contract/constants.ts';
import { diffDays, formatDate, hkToday } from '../../lib/format/dates.ts';
import { isLanguage } from '../../lib/i18n/locales.ts';
import {
  canPickDates,
  CATEGORIES,
  categoryDisabled,
  HOTEL,
  initialState,
  isComplete,
  quickSearchReducer,
  regionDisabled,
  targetUrl,
  validateQuickSearch,
  type Dates,
  type QuickSearchAction,
  type QuickSearchProblem,
  type QuickSearchState,
} from '../../lib/quick-search/rules.ts';
import { translate } from '../../lib/i18n/translator.ts';
import { showNotice } from '../../lib/session/notice.ts';

/**
 * The home page's quick search without a framework (src/components/page/QuickSearchPanel.astro):
 * the rules of src/lib/quick-search/rules.ts drive native selects. The API client (for the
 * places) and the date picker (React and the shared calendar) load on first use, so /home loads
 * no framework before the visitor opens the dates. Runs on every page load of the router.
 */
type Messages = Readonly<Record<string, string>>;
type Field = 'region' | 'category' | 'location' | 'dates';
const FIELD_OF: Record<QuickSearchProblem, Field> = {
  'quickSearch.toast.region': 'region',
  'quickSearch.toast.category': 'category',
  'quickSearch.toast.categoryFirst': 'category',
  'quickSearch.toast.location': 'location',
  'quickSearch.toast.dates': 'dates',
  'quickSearch.toast.checkOut': 'dates',
  'quickSearch.toast.rangeTooLong': 'dates',
  'quickSearch.toast.pastDate': 'dates',
};
const TOAST_MS = 3000;

interface Place {
  id: string;
  poiCode: string;
  poiName: string;
}
type Places =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; list: Place[] };

/** The places of a region and category, fetched once per page (listPoi, SPEC §7). */
const placeCache = new Map<string, Promise<Place[]>>();
function loadPlaces(locale: Language, region: RegionCode, category: number): Promise<Place[]> {
  const key = `${locale} ${region} ${category}`;
  let pending = placeCache.get(key);
  if (!pending) {
    pending = import('./places.ts').then((m) => m.placesFor(locale, region, category));
    pending.catch(() => placeCache.delete(key));
    placeCache.set(key, pending);
  }
  return pending;
}

function setup(form: HTMLFormElement): void {
  const el = <T extends HTMLElement>(name: string): T => {
    const found = form.querySelector<T>(`[data-qs="${name}"]`);
    if (!found) throw new Error(`quick search: no ${name}`);
    return found;
  };
  const locale: Language = isLanguage(form.dataset['locale']) ? form.dataset['locale'] : 'zh-TW';
  const data = JSON.parse(el('messages').textContent ?? '{}') as {
    messages: Messages;
    widgets: Messages;
  };
  const t = (key: string, params: Readonly<Record<string, string | number>> = {}): string =>
    translate(locale, data.messages, key, params);
  const fields = {
    region: el<HTMLSelectElement>('region'),
    category: el<HTMLSelectElement>('category'),
    location: el<HTMLSelectElement>('location'),
    dates: el<HTMLButtonElement>('dates'),
  };
  const regionOf = (value: string): RegionCode | null =>
    (REGION_CODES as readonly string[]).includes(value) ? (value as RegionCode) : null;

  let state: QuickSearchState = initialState(regionOf(fields.region.value));
  let places: Places = { state: 'idle' };
  let placesRequest = 0;

  const renderPlaces = (): void => {
    const select = fields.location;
    const list = places.state === 'ready' ? places.list : [];
    const wanted = ['', ...list.map((p) => p.id)];
    const shown = [...select.options].map((o) => o.value);
    if (wanted.join() !== shown.join()) {
      select.replaceChildren(
        new Option(t('quickSearch.location.placeholder'), ''),
        ...list.map((p) => new Option(p.poiName, p.id)),
      );
    }
    select.value = state.location?.poiId ?? '';
    const hint =
      state.category === null
        ? t('quickSearch.location.needCategory')
        : places.state === 'loading' || places.state === 'idle'
          ? t('quickSearch.location.loading')
          : places.state === 'failed'
            ? t('quickSearch.location.failed')
            : list.length === 0
              ? t('quickSearch.location.empty')
              : '';
    const hintEl = el('location-hint');
    hintEl.textContent = hint;
    hintEl.hidden = hint === '';
    if (hint === '') select.removeAttribute('aria-describedby');
    else select.setAttribute('aria-describedby', hintEl.id);
  };

  const render = (): void => {
    fields.region.value = state.region ?? '';
    for (const option of fields.region.options) {
      const code = regionOf(option.value);
      option.disabled = code !== null && regionDisabled(code, state);
    }
    fields.category.value = state.category === null ? '' : String(state.category);
    for (const option of fields.category.options) {
      const category = CATEGORIES.find((c) => String(c) === option.value);
      if (category !== undefined) option.disabled = categoryDisabled(category, state);
    }
    renderPlaces();
    const hotel = state.category === HOTEL;
    el('dates-label').textContent = t(
      hotel ? 'quickSearch.dates.labelHotel' : 'quickSearch.dates.label',
    );
    el('dates-value').textContent = datesText(state.dates);
  };

  const datesText = (dates: Dates | null): string => {
    if (dates === null) return t('quickSearch.dates.choose');
    const start = formatDate(dates.start, locale);
    if (dates.end === undefined) return start;
    return t('quickSearch.dates.stay', {
      start,
      end: formatDate(dates.end, locale),
      count: diffDays(dates.start, dates.end),
    });
  };

  const fetchPlaces = (): void => {
    const { region, category } = state;
    if (region === null || category === null) {
      places = { state: 'idle' };
      return;
    }
    const request = ++placesRequest;
    places = { state: 'loading' };
    loadPlaces(locale, region, category).then(
      (list) => {
        if (request !== placesRequest) return;
        places = { state: 'ready', list };
        render();
      },
      () => {
        if (request !== placesRequest) return;
        places = { state: 'failed' };
        render();
      },
    );
  };

  const dispatch = (action: QuickSearchAction): void => {
    const before = state;
    state = quickSearchReducer(state, action);
    if (state.region !== before.region || state.category !== before.category) fetchPlaces();
    render();
  };

  const warn = (problem: QuickSearchProblem): void => {
    showNotice('warning', t(problem), TOAST_MS);
    fields[FIELD_OF[problem]].focus();
  };

  fields.region.addEventListener('change', () => {
    const region = regionOf(fields.region.value);
    if (region !== null) dispatch({ type: 'region', region });
  });
  fields.category.addEventListener('change', () => {
    const category = CATEGORIES.find((c) => String(c) === fields.category.value);
    if (category !== undefined) dispatch({ type: 'category', category });
  });
  fields.location.addEventListener('change', () => {
    const list = places.state === 'ready' ? places.list : [];
    const place = list.find((p) => p.id === fields.location.value);
    dispatch({
      type: 'location',
      location: place ? { poiId: place.id, poiCode: place.poiCode } : null,
    });
  });
  fields.dates.addEventListener('click', () => {
    const problem = canPickDates(state);
    if (problem !== null) return warn(problem);
    const category = state.category;
    if (category === null) return;
    fields.dates.setAttribute('aria-busy', 'true');
    if (import.meta.env.DEV) allowReactWithoutIsland();
    import('../../islands/quick-search/dates-picker.tsx')
      .then(({ openDatesPicker }) =>
        openDatesPicker(el('dialog'), {
          locale,
          hotel: category === HOTEL,
          initial: state.dates,
          messages: data.messages,
          widgetMessages: data.widgets,
          onDone: (dates) => dispatch({ type: 'dates', dates }),
        }),
      )
      .catch(() => showNotice('error', t('quickSearch.location.failed'), TOAST_MS))
      .finally(() => fields.dates.removeAttribute('aria-busy'));
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const today = hkToday();
    const problem = validateQuickSearch(state, today);
    if (problem !== null) warn(problem);
    else if (isComplete(state, today)) location.assign(targetUrl(state, locale));
  });

  // A choice made before this script ran (a fast visitor) is taken over.
  const category = CATEGORIES.find((c) => String(c) === fields.category.value);
  if (category !== undefined) dispatch({ type: 'category', category });
  else render();
}

/**
 * Dev server only: React modules compiled for fast refresh expect the preamble that Astro adds
 * to pages with a React island; this page has none, so it is stubbed (no refresh for them).
 */
function allowReactWithoutIsland(): void {
  const w = window as unknown as Record<string, unknown>;
  w['$RefreshReg$'] ??= () => {};
  w['$RefreshSig$'] ??= () => (type: unknown) => type;
  w['__vite_plugin_react_preamble_installed__'] = true;
}

function start(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-quick-search]');
  if (!form || form.dataset['ready'] === '1') return;
  form.dataset['ready'] = '1';
  setup(form);
}
document.addEventListener('astro:page-load', start);
