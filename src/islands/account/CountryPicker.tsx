import {
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { filterCountries } from '../../lib/account/countries.ts';
import type { Language } from '../../lib/contract/common.ts';
import { countryLabel, findCountry, type CountryEntry } from '../../lib/countries/countries.ts';
import { Dialog } from '../widgets/Dialog.tsx';
import { describedBy, FieldMessage, FormReady } from './Fields.tsx';
import type { Translate } from './messages.ts';

export interface CountryPickerProps {
  id: string;
  /** 'residence' shows names; 'phone' shows the calling codes too. */
  kind: 'residence' | 'phone';
  label: string;
  /** ISO alpha-2 code, or '' when nothing is chosen. */
  value: string;
  onChange: (code: string) => void;
  locale: Language;
  t: Translate;
  error?: string | undefined;
  buttonRef?: Ref<HTMLButtonElement>;
}

const PAGE = 10;

/**
 * A country (or area code) picker: a button showing the choice opens a dialog with a search box
 * (any of the three names, the ISO code or the calling code) over a listbox. The search box is
 * a combobox: arrow keys, Page Up/Down, Home/End (with Ctrl) move through the options, Enter
 * picks one; a click or tap picks one too. Hong Kong, Macao, Taiwan and Mainland China come first.
 */
export function CountryPicker(props: CountryPickerProps) {
  const { id, kind, label, value, onChange, locale, t, error } = props;
  const [open, setOpen] = useState(false);
  const ready = useContext(FormReady);
  const chosen = value === '' ? undefined : findCountry(value);
  const phone = kind === 'phone';
  const shown =
    chosen === undefined
      ? t('account.country.none')
      : phone
        ? `${chosen.phone_code} ${countryLabel(chosen, locale)}`
        : countryLabel(chosen, locale);
  return (
    <div className="acc-field">
      <label className="acc-label" id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <button
        ref={props.buttonRef}
        id={id}
        type="button"
        className={error === undefined ? 'acc-picker' : 'acc-picker is-invalid'}
        disabled={!ready}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={describedBy(id, false, error !== undefined)}
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`} className={chosen === undefined ? 'acc-placeholder' : undefined}>
          {shown}
        </span>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <FieldMessage id={id} error={error} />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t(phone ? 'account.country.phoneTitle' : 'account.country.residenceTitle')}
        closeLabel={t('account.country.close')}
      >
        <CountryList
          kind={kind}
          value={value}
          locale={locale}
          t={t}
          onPick={(code) => {
            setOpen(false);
            onChange(code);
          }}
        />
      </Dialog>
    </div>
  );
}

interface CountryListProps {
  kind: 'residence' | 'phone';
  value: string;
  locale: Language;
  t: Translate;
  onPick: (code: string) => void;
}

function CountryList({ kind, value, locale, t, onPick }: CountryListProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const results: CountryEntry[] = filterCountries(query, locale);
  const initial = Math.max(
    0,
    results.findIndex((c) => c.country_code === value),
  );
  const [active, setActive] = useState(initial);
  const list = useRef<HTMLUListElement>(null);
  const current = results[Math.min(active, results.length - 1)];
  const optionId = (entry: CountryEntry) => `${id}-${entry.country_code}`;

  useEffect(() => {
    if (current === undefined) return;
    const element = document.getElementById(optionId(current));
    element?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the active option only
  }, [current?.country_code]);

  const move = (to: number) => {
    if (results.length === 0) return;
    setActive(Math.max(0, Math.min(results.length - 1, to)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = Math.min(active, results.length - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      PageDown: () => move(index + PAGE),
      PageUp: () => move(index - PAGE),
      Enter: () => {
        if (current !== undefined) onPick(current.country_code);
      },
    };
    if (event.ctrlKey || event.target === list.current) {
      keys['Home'] = () => move(0);
      keys['End'] = () => move(results.length - 1);
    }
    const action = keys[event.key];
    if (action === undefined) return;
    event.preventDefault();
    action();
  };

  return (
    <div className="acc-countries">
      <label className="acc-label" htmlFor={`${id}-search`}>
        {t('account.country.search')}
      </label>
      <input
        id={`${id}-search`}
        className="acc-input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={current === undefined ? undefined : optionId(current)}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p className="acc-hint" role="status">
        {results.length === 0
          ? t('account.country.empty')
          : t('account.country.count', { count: results.length })}
      </p>
      <ul
        ref={list}
        id={`${id}-list`}
        className="acc-options"
        role="listbox"
        aria-label={t('account.country.list')}
        aria-activedescendant={current === undefined ? undefined : optionId(current)}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {results.map((entry, index) => {
          const isActive = entry === current;
          return (
            // The combobox above handles the keyboard; a click or tap picks directly.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={entry.country_code}
              id={optionId(entry)}
              role="option"
              aria-selected={isActive}
              className={`acc-option${isActive ? ' is-active' : ''}${entry.country_code === value ? ' is-chosen' : ''}`}
              onClick={() => onPick(entry.country_code)}
              onMouseMove={() => {
                if (!isActive) setActive(index);
              }}
            >
              <span>{countryLabel(entry, locale)}</span>
              {kind === 'phone' ? (
                <span className="acc-option-code">{entry.phone_code}</span>
              ) : (
                <span className="acc-option-code">{entry.country_code}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
