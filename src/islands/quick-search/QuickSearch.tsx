import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import type { Language, RegionCode } from '../../lib/contract/common.ts';
import { diffDays, formatDate, hkToday } from '../../lib/format/dates.ts';
import { quickSearchQueries } from '../../lib/quick-search/queries.ts';
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
  type Category,
  type Dates,
  type QuickSearchProblem,
} from '../../lib/quick-search/rules.ts';
import { $language, setLanguage } from '../../lib/session/language.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { CityPicker } from '../widgets/CityPicker.tsx';
import { Dialog } from '../widgets/Dialog.tsx';
import type { WidgetMessages } from '../widgets/messages.ts';
import { DatesDialog } from './DatesDialog.tsx';
import { translator, type QuickSearchMessages } from './messages.ts';
import './quick-search.css';

export interface QuickSearchProps {
  locale: Language;
  /** GZ on the home page (SPEC §2). */
  defaultRegion: RegionCode;
  regions: readonly { code: RegionCode; name: string }[];
  /** Links to the purchase pages, shown until the island runs. */
  fallback: readonly { href: string; label: string }[];
  messages: QuickSearchMessages;
  widgetMessages: WidgetMessages;
}

const TOAST_MS = 3000;
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

/**
 * The home page's quick search (SPEC §2, §4, §5): region, category, place and dates, then the
 * purchase page with poiType, poiId, startDate and endDate. The first failing rule shows as a
 * toast and the focus goes to its field.
 */
export default function QuickSearch(props: QuickSearchProps) {
  const { locale, regions, messages, widgetMessages } = props;
  const t = translator(messages);
  const id = useId();
  const [state, dispatch] = useReducer(quickSearchReducer, props.defaultRegion, initialState);
  const [hydrated, setHydrated] = useState(false);
  const [today, setToday] = useState(() => hkToday());
  const [regionOpen, setRegionOpen] = useState(false);
  const [datesOpen, setDatesOpen] = useState(false);
  const fields = {
    region: useRef<HTMLButtonElement>(null),
    category: useRef<HTMLSelectElement>(null),
    location: useRef<HTMLSelectElement>(null),
    dates: useRef<HTMLButtonElement>(null),
  };

  useEffect(() => {
    // Calls carry the page's language (Accept-Language): place names come in it.
    if ($language.get() !== locale) setLanguage(locale);
    setHydrated(true);
  }, [locale]);

  const { region, category } = state;
  const places = useQuery(
    {
      ...quickSearchQueries.locations(region ?? props.defaultRegion, category ?? 1),
      enabled: hydrated && region !== null && category !== null,
    },
    queryClient,
  );

  if (!hydrated) {
    return (
      <nav className="qs-fallback" aria-label={t('quickSearch.form.label')}>
        <p>{t('quickSearch.fallback.lead')}</p>
        <ul>
          {props.fallback.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  const warn = (problem: QuickSearchProblem) => {
    showNotice('warning', t(problem), TOAST_MS);
    fields[FIELD_OF[problem]].current?.focus();
  };
  const openDates = () => {
    const problem = canPickDates(state);
    if (problem !== null) warn(problem);
    else setDatesOpen(true);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const now = hkToday();
    setToday(now);
    const problem = validateQuickSearch(state, now);
    if (problem !== null) warn(problem);
    else if (isComplete(state, now)) window.location.assign(targetUrl(state, locale));
  };

  const regionName = regions.find((r) => r.code === region)?.name ?? t('quickSearch.region.none');
  const hotel = category === HOTEL;
  const placeList = places.data ?? [];
  const locationHint =
    category === null
      ? t('quickSearch.location.needCategory')
      : places.isPending
        ? t('quickSearch.location.loading')
        : places.isError
          ? t('quickSearch.location.failed')
          : placeList.length === 0
            ? t('quickSearch.location.empty')
            : null;

  return (
    <form className="qs" aria-label={t('quickSearch.form.label')} noValidate onSubmit={submit}>
      <div className="qs-field">
        <span className="qs-label" id={`${id}-region-label`}>
          {t('quickSearch.region.label')}
        </span>
        <button
          ref={fields.region}
          type="button"
          className="qs-picker"
          aria-haspopup="dialog"
          aria-labelledby={`${id}-region-label ${id}-region-value`}
          onClick={() => setRegionOpen(true)}
        >
          <span id={`${id}-region-value`}>{regionName}</span>
        </button>
      </div>
      <div className="qs-field">
        <label className="qs-label" htmlFor={`${id}-category`}>
          {t('quickSearch.category.label')}
        </label>
        <select
          ref={fields.category}
          id={`${id}-category`}
          className="qs-select"
          value={category ?? ''}
          onChange={(e) => {
            const next = CATEGORIES.find((c) => String(c) === e.target.value);
            if (next !== undefined) dispatch({ type: 'category', category: next });
          }}
        >
          <option value="" disabled>
            {t('quickSearch.category.placeholder')}
          </option>
          {CATEGORIES.map((c: Category) => (
            <option key={c} value={c} disabled={categoryDisabled(c, state)}>
              {t(`quickSearch.category.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="qs-field">
        <label className="qs-label" htmlFor={`${id}-location`}>
          {t('quickSearch.location.label')}
        </label>
        <select
          ref={fields.location}
          id={`${id}-location`}
          className="qs-select"
          value={state.location?.poiId ?? ''}
          aria-describedby={locationHint !== null ? `${id}-location-hint` : undefined}
          onChange={(e) => {
            const poi = placeList.find((p) => p.id === e.target.value);
            dispatch({
              type: 'location',
              location: poi ? { poiId: poi.id, poiCode: poi.poiCode } : null,
            });
          }}
        >
          <option value="">{t('quickSearch.location.placeholder')}</option>
          {placeList.map((poi) => (
            <option key={poi.id} value={poi.id}>
              {poi.poiName}
            </option>
          ))}
        </select>
        {locationHint !== null && (
          <p className="qs-note" id={`${id}-location-hint`}>
            {locationHint}
          </p>
        )}
      </div>
      <div className="qs-field">
        <span className="qs-label" id={`${id}-dates-label`}>
          {t(hotel ? 'quickSearch.dates.labelHotel' : 'quickSearch.dates.label')}
        </span>
        <button
          ref={fields.dates}
          type="button"
          className="qs-picker"
          aria-haspopup="dialog"
          aria-labelledby={`${id}-dates-label ${id}-dates-value`}
          onClick={openDates}
        >
          <span id={`${id}-dates-value`}>{datesText(state.dates, locale, t)}</span>
        </button>
      </div>
      <button type="submit" className="qs-submit">
        {t('quickSearch.submit')}
      </button>

      <Dialog
        open={regionOpen}
        onClose={() => setRegionOpen(false)}
        title={t('quickSearch.region.dialog')}
        closeLabel={widgetMessages['widgets.dialog.close'] ?? 'Close'}
      >
        <CityPicker
          groups={[
            {
              label: t('quickSearch.region.group'),
              options: regions.map((r) => ({
                code: r.code,
                name: r.name,
                disabled: regionDisabled(r.code, state),
              })),
            },
          ]}
          value={region}
          searchLabel={t('quickSearch.region.search')}
          messages={widgetMessages}
          onSelect={(code) => {
            const next = regions.find((r) => r.code === code);
            if (next !== undefined) dispatch({ type: 'region', region: next.code });
            setRegionOpen(false);
          }}
        />
      </Dialog>
      {category !== null && (
        <DatesDialog
          open={datesOpen}
          hotel={hotel}
          initial={state.dates}
          today={today}
          locale={locale}
          t={t}
          widgetMessages={widgetMessages}
          onClose={() => setDatesOpen(false)}
          onDone={(dates: Dates | null) => {
            dispatch({ type: 'dates', dates });
            setDatesOpen(false);
          }}
        />
      )}
    </form>
  );
}

function datesText(dates: Dates | null, locale: string, t: ReturnType<typeof translator>): string {
  if (dates === null) return t('quickSearch.dates.choose');
  const start = formatDate(dates.start, locale);
  if (dates.end === undefined) return start;
  return t('quickSearch.dates.stay', {
    start,
    end: formatDate(dates.end, locale),
    nights: diffDays(dates.start, dates.end),
  });
}
