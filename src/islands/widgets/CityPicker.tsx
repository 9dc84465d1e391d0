import { useId, useState } from 'react';
import type { Language } from '../../lib/contract/common.ts';
import { createTranslator } from '../../lib/i18n/translator.ts';
import type { WidgetMessages } from './messages.ts';
import './widgets.css';

export interface CityOption {
  code: string;
  name: string;
  /** Shown but not selectable (for example QY while performances are chosen). */
  disabled?: boolean | undefined;
}

export interface CityGroup {
  label: string;
  options: readonly CityOption[];
}

export interface CityPickerProps {
  groups: readonly CityGroup[];
  value: string | null;
  onSelect: (code: string) => void;
  /** The search field's label. */
  searchLabel: string;
  locale: Language;
  messages: WidgetMessages;
}

/** The groups with only the options whose name or code contains `query` (case-insensitive). */
export function filterCities(groups: readonly CityGroup[], query: string): CityGroup[] {
  const q = query.trim().toLocaleLowerCase();
  return groups
    .map((g) => ({
      ...g,
      options: g.options.filter(
        (o) =>
          q === '' ||
          o.name.toLocaleLowerCase().includes(q) ||
          o.code.toLocaleLowerCase().includes(q),
      ),
    }))
    .filter((g) => g.options.length > 0);
}

/**
 * A searchable, grouped list of regions or cities. Each entry is a button (pressed when chosen);
 * disabled entries stay visible, marked as not available.
 */
export function CityPicker({
  groups,
  value,
  onSelect,
  searchLabel,
  locale,
  messages,
}: CityPickerProps) {
  const t = createTranslator(locale, messages);
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = filterCities(groups, query);
  return (
    <div className="city-picker">
      <label htmlFor={`${id}-search`} className="city-search-label">
        {searchLabel}
      </label>
      <input
        id={`${id}-search`}
        className="city-search"
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 && (
        <p className="city-empty" role="status">
          {t('widgets.city.empty')}
        </p>
      )}
      {shown.map((group, g) => (
        <section key={group.label} className="city-group" aria-labelledby={`${id}-g${g}`}>
          <h3 id={`${id}-g${g}`} className="city-group-label">
            {group.label}
          </h3>
          <ul className="city-list">
            {group.options.map((option) => (
              <li key={option.code}>
                <button
                  type="button"
                  className="city-option"
                  aria-pressed={option.code === value}
                  disabled={option.disabled === true}
                  onClick={() => onSelect(option.code)}
                >
                  {option.name}
                  {option.disabled === true && (
                    <span className="city-note"> ({t('widgets.city.unavailable')})</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
