import { useId, useState, type FormEvent } from 'react';
import { useSubmitMutation } from '../useSubmitMutation.ts';
import { BLOCK_CATALOG_TYPES, type BlockCatalogType } from '../../lib/contract/cms.ts';
import { LANGUAGES, type Language } from '../../lib/contract/common.ts';
import { POI_TYPE, POI_TYPES } from '../../lib/contract/constants.ts';
import type { EditorCatalogNode, EditorPoi } from '../../lib/contract/editor.ts';
import { EditorApiError } from '../../lib/editor/api.ts';
import type { Call } from './Browse.tsx';
import type { Translate } from './messages.ts';
import { EDITOR_ROUTES } from '../../lib/contract/routes.ts';

/**
 * Creating a section under a node of a page, and a place in an area: named in up to three
 * languages (Traditional Chinese at least, the readers' fallback), checked by the gateway with
 * the contract's schemas; a refusal names the field and keeps what was typed.
 */

const NO_NAMES: Record<Language, string> = { 'zh-TW': '', 'zh-CN': '', en: '' };

/** A free code below `parent`'s: editors never have to invent one (the gateway checks it). */
function sectionCode(parentCode: string, now = Date.now(), random = Math.random()): string {
  const suffix = (now.toString(36) + Math.floor(random * 36 ** 3).toString(36))
    .slice(-7)
    .toUpperCase();
  return `${parentCode.slice(0, 32)}-${suffix}`;
}

/** The message of a failed call, and the fields it names (a 400 of the gateway). */
function failureOf(e: unknown): { message: string; fields: string[] } {
  const message = e instanceof Error ? e.message : String(e);
  if (!(e instanceof EditorApiError)) return { message, fields: [] };
  const data = e.data as { fields?: { field: string; message: string }[] } | null;
  const fields = data?.fields ?? [];
  return {
    message: fields.length > 0 ? fields.map((f) => f.message).join('; ') : message,
    fields: fields.map((f) => f.field),
  };
}

function NameFields({
  id,
  t,
  label,
  names,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  t: Translate;
  label: string;
  names: Record<Language, string>;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (names: Record<Language, string>) => void;
}) {
  return LANGUAGES.map((lang) => (
    <div className="ws-field" key={lang}>
      <label htmlFor={`${id}-${lang}`}>{t(label, { language: t(`workspace.lang.${lang}`) })}</label>
      <input
        id={`${id}-${lang}`}
        className="ws-input"
        lang={lang}
        value={names[lang]}
        maxLength={200}
        aria-invalid={lang === 'zh-TW' && invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange({ ...names, [lang]: e.target.value })}
      />
    </div>
  ));
}

const textsOf = <K extends string>(names: Record<Language, string>, field: K) =>
  Object.fromEntries(
    LANGUAGES.flatMap((lang) =>
      names[lang].trim() === '' ? [] : [[lang, { [field]: names[lang].trim() }]],
    ),
  );

interface SectionProps {
  call: Call;
  t: Translate;
  /** The node the new section goes under (a page root or a section). */
  parent: EditorCatalogNode;
  parentName: string;
  onCreated: (node: EditorCatalogNode) => void;
}

/** A new section at the end of `parent`. */
export function NewSection({ call, t, parent, parentName, onCreated }: SectionProps) {
  const id = useId();
  const [kind, setKind] = useState<BlockCatalogType>('ARTICLE_BOX');
  const [names, setNames] = useState(NO_NAMES);
  const [error, setError] = useState<{ message: string; fields: string[] } | null>(null);
  const save = useSubmitMutation({
    mutationFn: (body: Record<string, unknown>) =>
      call<EditorCatalogNode>('POST', EDITOR_ROUTES.paths.catalogSave, body),
    onSuccess: (created) => {
      setNames(NO_NAMES);
      onCreated(created);
    },
    onError: (e) => setError(failureOf(e)),
  });
  const busy = save.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.running()) return;
    if (names['zh-TW'].trim() === '') {
      setError({ message: t('workspace.section.required'), fields: ['name'] });
      return;
    }
    setError(null);
    save.mutate({
      parentId: parent.id,
      catalogCode: sectionCode(parent.catalogCode),
      catalogType: kind,
      poiCode: parent.poiCode,
      regionCode: parent.regionCode,
      sort: parent.children.reduce((max, child) => Math.max(max, child.sort + 1), 0),
      i18n: textsOf(names, 'catalogName'),
    });
  };

  const errorId = error ? `${id}-error` : undefined;
  return (
    <form className="ws-create" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h4 id={`${id}-title`}>{t('workspace.section.title', { name: parentName })}</h4>
      <div className="ws-field">
        <label htmlFor={`${id}-kind`}>{t('workspace.section.kind')}</label>
        <select
          id={`${id}-kind`}
          className="ws-input"
          value={kind}
          aria-invalid={error?.fields.includes('catalogType') ? true : undefined}
          onChange={(e) => setKind(e.target.value as BlockCatalogType)}
        >
          {BLOCK_CATALOG_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`workspace.blockKind.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <NameFields
        id={`${id}-name`}
        t={t}
        label="workspace.section.nameIn"
        names={names}
        invalid={error !== null}
        describedBy={errorId}
        onChange={setNames}
      />
      {error && (
        <p id={errorId} className="ws-error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className="ui-btn ui-btn--sm" disabled={busy}>
        {busy ? t('workspace.saving') : t('workspace.section.submit')}
      </button>
    </form>
  );
}

interface PlaceProps {
  call: Call;
  t: Translate;
  /** The area the place is in (GZ, ZH, QY). */
  area: string;
  onCreated: (poi: EditorPoi) => void;
}

/** A new place of an area, with its own page unless it is a restaurant. */
export function NewPlace({ call, t, area, onCreated }: PlaceProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [type, setType] = useState<number>(POI_TYPE.park);
  const [withPage, setWithPage] = useState(true);
  const [names, setNames] = useState(NO_NAMES);
  const [error, setError] = useState<{ message: string; fields: string[] } | null>(null);
  const dining = type === POI_TYPE.dining;
  const save = useSubmitMutation({
    mutationFn: (body: Record<string, unknown>) =>
      call<EditorPoi>('POST', EDITOR_ROUTES.paths.poiSave, body),
    onSuccess: (created) => {
      setNames(NO_NAMES);
      setCode('');
      onCreated(created);
    },
    onError: (e) => setError(failureOf(e)),
  });
  const busy = save.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.running()) return;
    if (code.trim() === '' || names['zh-TW'].trim() === '') {
      setError({
        message: t('workspace.place.required'),
        fields: code.trim() === '' ? ['poiCode'] : ['name'],
      });
      return;
    }
    setError(null);
    save.mutate({
      poiCode: code.trim(),
      poiType: type,
      regionCode: area,
      withPage: withPage && !dining,
      i18n: textsOf(names, 'poiName'),
    });
  };

  const errorId = error ? `${id}-error` : undefined;
  return (
    <form className="ws-create" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h4 id={`${id}-title`}>
        {t('workspace.place.title', { area: t(`workspace.area.${area}`) })}
      </h4>
      <div className="ws-field">
        <label htmlFor={`${id}-code`}>{t('workspace.place.code')}</label>
        <input
          id={`${id}-code`}
          className="ws-input"
          value={code}
          maxLength={40}
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error?.fields.includes('poiCode') ? true : undefined}
          aria-describedby={[`${id}-code-hint`, errorId].filter(Boolean).join(' ')}
          onChange={(e) => setCode(e.target.value)}
        />
        <p id={`${id}-code-hint`} className="ws-muted">
          {t('workspace.place.codeHint', { example: `${area}_NEW_PARK` })}
        </p>
      </div>
      <div className="ws-field">
        <label htmlFor={`${id}-type`}>{t('workspace.place.kind')}</label>
        <select
          id={`${id}-type`}
          className="ws-input"
          value={type}
          onChange={(e) => setType(Number(e.target.value))}
        >
          {POI_TYPES.map((n) => (
            <option key={n} value={n}>
              {t(`workspace.poiType.${n}`)}
            </option>
          ))}
        </select>
      </div>
      <NameFields
        id={`${id}-name`}
        t={t}
        label="workspace.place.nameIn"
        names={names}
        invalid={error?.fields.includes('name') ?? false}
        describedBy={errorId}
        onChange={setNames}
      />
      <div className="ws-check">
        <input
          id={`${id}-page`}
          type="checkbox"
          checked={withPage && !dining}
          disabled={dining}
          aria-describedby={dining ? `${id}-page-hint` : undefined}
          onChange={(e) => setWithPage(e.target.checked)}
        />
        <label htmlFor={`${id}-page`}>{t('workspace.place.withPage')}</label>
        {dining && (
          <p id={`${id}-page-hint`} className="ws-muted">
            {t('workspace.place.noPageForDining')}
          </p>
        )}
      </div>
      {error && (
        <p id={errorId} className="ws-error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className="ui-btn ui-btn--sm" disabled={busy}>
        {busy ? t('workspace.saving') : t('workspace.place.submit')}
      </button>
    </form>
  );
}
