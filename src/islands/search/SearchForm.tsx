import { useId, type FormEvent, type RefObject } from 'react';
import type { RegionCode } from '../../lib/contract/common.ts';
import { KEYWORD_MAX_LENGTH, type RegionFilter } from '../../lib/search/url.ts';
import type { Translate } from './messages.ts';

interface SearchFormProps {
  keyword: string;
  region: RegionFilter;
  regions: readonly { code: RegionCode; name: string }[];
  /** True after submitting a blank keyword. */
  invalid: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onKeyword: (value: string) => void;
  onRegion: (value: RegionFilter) => void;
  onSubmit: () => void;
  t: Translate;
}

const toRegion = (value: string, regions: SearchFormProps['regions']): RegionFilter =>
  regions.find((r) => r.code === value)?.code ?? '';

/**
 * The labelled search form: keyword (required) and region. Without JavaScript it is a plain GET
 * form whose query string the island reads once it runs.
 */
export function SearchForm(props: SearchFormProps) {
  const { keyword, region, regions, invalid, inputRef, t } = props;
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form
      className="search-form"
      role="search"
      aria-label={t('search.form.label')}
      method="get"
      noValidate
      onSubmit={submit}
    >
      <div className="search-field keyword">
        <label htmlFor={`${id}-keyword`}>{t('search.keyword.label')}</label>
        <input
          ref={inputRef}
          id={`${id}-keyword`}
          type="search"
          name="keyword"
          value={keyword}
          required
          maxLength={KEYWORD_MAX_LENGTH}
          placeholder={t('search.keyword.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => props.onKeyword(event.target.value)}
        />
        {invalid && (
          <p className="search-error" id={`${id}-error`}>
            {t('search.keyword.required')}
          </p>
        )}
      </div>
      <div className="search-field">
        <label htmlFor={`${id}-region`}>{t('search.region.label')}</label>
        <select
          id={`${id}-region`}
          name="regionCode"
          value={region}
          onChange={(event) => props.onRegion(toRegion(event.target.value, regions))}
        >
          <option value="">{t('search.region.all')}</option>
          {regions.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{t('search.submit')}</button>
    </form>
  );
}
