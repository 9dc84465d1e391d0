import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { LANGUAGES, type Language } from '../../lib/contract/common.ts';
import type {
  EditorChange,
  NodeContents,
  SanitizeReport,
  StaleVersion,
} from '../../lib/contract/editor.ts';
import { EditorApiError } from '../../lib/editor/api.ts';
import { useSubmitMutation } from '../useSubmitMutation.ts';
import type { Call } from './Browse.tsx';
import type { Translate } from './messages.ts';
import { ImgLinkField, PictureField } from './Pictures.tsx';
import { changesOf, restoreBody, SPECS, toEditable, type Editable, type Kind } from './specs.ts';
import { EDITOR_ROUTES } from '../../lib/contract/routes.ts';

/** TipTap is loaded when an editor first opens rich text, not with the page. */
const RichText = lazy(() => import('./RichText.tsx'));

/**
 * One item, node or place with its three languages side by side: shared fields, then a column
 * per language. Saving sends what changed with the version it was made on; a 409 shows the
 * other editor's change and keeps this one's edits. The rich text shows what the build's
 * sanitiser would drop. The history lists every save of it, each one restorable.
 */

interface Props {
  call: Call;
  kind: Kind;
  entityKey: string;
  locale: Language;
  t: Translate;
  onSaved: () => void;
  /** After the item, section or place was deleted. */
  onDeleted: () => void;
  onPreview: ((draft: Editable, lang: Language) => void) | null;
}

type Reports = Partial<Record<Language, SanitizeReport>>;

export default function EntityEditor({
  call,
  kind,
  entityKey,
  locale,
  t,
  onSaved,
  onDeleted,
  onPreview,
}: Props) {
  const id = useId();
  const spec = SPECS[kind];
  const [base, setBase] = useState<Editable | null>(null);
  const [draft, setDraft] = useState<Editable | null>(null);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ field: string; message: string }[]>([]);
  const [notice, setNotice] = useState('');
  const [conflict, setConflict] = useState<StaleVersion<Record<string, unknown>> | null>(null);
  const [reports, setReports] = useState<Reports>({});
  const [history, setHistory] = useState<EditorChange[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmDelete = useRef<HTMLDialogElement>(null);
  /** What a section (or a place's page) still holds: the second step of its delete. */
  const [holds, setHolds] = useState<NodeContents | null>(null);
  const [deleteError, setDeleteError] = useState('');

  /**
   * Deletes it once the editor confirmed it (the change log keeps it, restorable). A section
   * or a place whose page still holds sections or items is refused by the gateway with what it
   * holds; the dialog then says so and asks again before deleting them with it.
   */
  const deletion = useSubmitMutation({
    mutationFn: (withContents: boolean) => call('DELETE', spec.remove(entityKey, withContents)),
    onSuccess: () => {
      confirmDelete.current?.close();
      onDeleted();
    },
    onError: (e) => {
      if (e instanceof EditorApiError && e.status === 409 && e.code === 'NODE_NOT_EMPTY') {
        setHolds(e.data as NodeContents);
      } else {
        setDeleteError(e.message);
      }
    },
  });
  const deleting = deletion.isPending;
  /** Saves the changed fields on the version edited; a 409 STALE_VERSION opens the conflict. */
  const saveEdits = useSubmitMutation({
    mutationFn: (body: Record<string, unknown>) =>
      call<Record<string, unknown>>('PUT', spec.save, body),
    onSuccess: (saved) => {
      const next = toEditable(spec, saved);
      setBase(next);
      setDraft(next);
      setConflict(null);
      setNotice(t('workspace.saved'));
      onSaved();
    },
    onError: (e) => {
      if (e instanceof EditorApiError && e.status === 409 && e.code === 'STALE_VERSION') {
        setConflict(e.data as StaleVersion<Record<string, unknown>>);
      } else if (e instanceof EditorApiError && e.status === 400) {
        const fields = (e.data as { fields?: { field: string; message: string }[] } | null)?.fields;
        setFieldErrors(fields ?? []);
      }
      setError(e.message);
    },
  });
  const remove = () => {
    if (deletion.running()) return;
    setDeleteError('');
    deletion.mutate(holds !== null);
  };
  const openDelete = () => {
    setHolds(null);
    setDeleteError('');
    confirmDelete.current?.showModal();
  };
  /** Set when an entity has just been opened: its heading takes the focus once shown. */
  const focusOnLoad = useRef(false);

  const loadHistory = useCallback(async () => {
    const path = `${EDITOR_ROUTES.paths.changeList}?kind=${kind}&target=${encodeURIComponent(entityKey)}&limit=20`;
    setHistory(await call<EditorChange[]>('GET', path));
  }, [call, kind, entityKey]);

  useEffect(() => {
    let live = true;
    setBase(null);
    setDraft(null);
    setConflict(null);
    setNotice('');
    setError('');
    setFieldErrors([]);
    call<Record<string, unknown>>('GET', spec.load(entityKey)).then(
      (raw) => {
        if (!live) return;
        const loaded = toEditable(spec, raw);
        setBase(loaded);
        setDraft(loaded);
        focusOnLoad.current = true;
      },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [call, spec, entityKey]);

  useEffect(() => {
    if (base && focusOnLoad.current) {
      focusOnLoad.current = false;
      heading.current?.focus();
    }
    if (base) void loadHistory().catch(() => undefined);
    // the history follows the version loaded
  }, [base]); // eslint-disable-line react-hooks/exhaustive-deps

  // what the sanitiser keeps of each language's rich text, checked as the editor types
  const rich = spec.texts.filter((f) => f.type === 'rich').map((f) => f.name);
  const richKey = draft
    ? LANGUAGES.map((l) => rich.map((f) => draft.i18n[l][f]).join('\u0000')).join('\u0001')
    : '';
  useEffect(() => {
    if (!draft || rich.length === 0) return;
    const timer = setTimeout(() => {
      for (const lang of LANGUAGES) {
        const html = rich.map((f) => draft.i18n[lang][f] ?? '').join('');
        if (html.trim() === '') {
          setReports((r) => ({ ...r, [lang]: { html: '', dropped: [] } }));
          continue;
        }
        call<SanitizeReport>('POST', EDITOR_ROUTES.paths.sanitize, { html }).then(
          (report) => setReports((r) => ({ ...r, [lang]: report })),
          () => undefined,
        );
      }
    }, 400);
    return () => clearTimeout(timer);
  }, [richKey]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!draft || !base) {
    return (
      <section className="ws-editor" aria-busy="true">
        {error ? (
          <p className="ws-error" role="alert">
            {error}
          </p>
        ) : (
          <p role="status">{t('workspace.loading')}</p>
        )}
      </section>
    );
  }

  const changes = changesOf(spec, base, draft);
  const setField = (name: string, value: string | number) =>
    setDraft({ ...draft, fields: { ...draft.fields, [name]: value } });
  const setText = (lang: Language, name: string, value: string) =>
    setDraft({ ...draft, i18n: { ...draft.i18n, [lang]: { ...draft.i18n[lang], [name]: value } } });

  const saving = saveEdits.isPending;
  const save = () => {
    if (!changes || saveEdits.running()) return;
    setError('');
    setFieldErrors([]);
    setNotice('');
    saveEdits.mutate({
      [spec.keyField]: base.key,
      expectedUpdatedAt: base.updatedAt,
      ...changes,
    });
  };

  /** Takes the other's version as the base: these edits stay and are saved on top of it. */
  const keepMine = () => {
    if (!conflict) return;
    const theirs = toEditable(spec, conflict.current);
    setBase(theirs);
    setDraft({ ...draft, updatedAt: theirs.updatedAt });
    setConflict(null);
    setError('');
    setNotice(t('workspace.conflict.keptMine'));
  };
  const takeTheirs = () => {
    if (!conflict) return;
    const theirs = toEditable(spec, conflict.current);
    setBase(theirs);
    setDraft(theirs);
    setConflict(null);
    setError('');
    setNotice(t('workspace.conflict.tookTheirs'));
  };
  const restore = async (change: EditorChange) => {
    const body = restoreBody(
      spec,
      (change.detail['changes'] ?? {}) as Record<string, { before: unknown; after: unknown }>,
    );
    if (Object.keys(body).length === 0) return;
    try {
      const saved = await call<Record<string, unknown>>('PUT', spec.save, {
        [spec.keyField]: base.key,
        expectedUpdatedAt: base.updatedAt,
        ...body,
      });
      const next = toEditable(spec, saved);
      setBase(next);
      setDraft(next);
      setNotice(t('workspace.history.restored'));
      onSaved();
    } catch (e) {
      if (e instanceof EditorApiError && e.status === 409)
        setConflict(e.data as StaleVersion<Record<string, unknown>>);
      setError((e as Error).message);
    }
  };

  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const fieldError = (name: string) =>
    fieldErrors.find((f) => f.field === name || f.field.endsWith(`.${name}`))?.message;
  const title = draft.i18n[locale][spec.title] || draft.i18n['zh-TW'][spec.title] || draft.key;
  /** A logged field in words: `i18n.en.infoTitle` is "Title (English)". */
  const fieldName = (key: string) => {
    const match = /^i18n\.(zh-TW|zh-CN|en)\.(\w+)$/.exec(key);
    return match
      ? `${t(`workspace.field.${match[2] ?? ''}`)} (${t(`workspace.lang.${match[1] ?? ''}`)})`
      : t(`workspace.field.${key}`);
  };
  const show = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? t('workspace.history.empty')
      : typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : JSON.stringify(value);

  const deleteTitle =
    [locale, ...LANGUAGES]
      .map((lang) => draft.i18n[lang][spec.title] ?? '')
      .find((name) => name !== '') ?? t('workspace.browse.untitled');
  /** "2 sections and 7 items" in the page's language. */
  const holdsText = (contents: NodeContents) =>
    [
      contents.catalog > 0 ? t('workspace.delete.sections', { count: contents.catalog }) : '',
      contents.info > 0 ? t('workspace.delete.items', { count: contents.info }) : '',
    ]
      .filter(Boolean)
      .join(t('workspace.delete.and'));

  return (
    <section className="ws-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1} ref={heading}>
        <span className="ws-badge">{t(`workspace.kind.${kind}`)}</span> {title}
      </h2>
      <p className="ws-muted">
        {t('workspace.version', { time: when.format(new Date(base.updatedAt)) })}
      </p>
      {error && (
        <div className="ws-error" role="alert">
          {fieldErrors.length > 0 ? (
            <>
              <p>{t('workspace.fieldErrors')}</p>
              <ul>
                {fieldErrors.map((f) => (
                  <li key={f.field}>{f.message}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{error}</p>
          )}
        </div>
      )}
      {conflict && (
        <section className="ws-conflict" aria-labelledby={`${id}-conflict`}>
          <h3 id={`${id}-conflict`}>{t('workspace.conflict.title')}</h3>
          <ul>
            {conflict.changes.map((c) => (
              <li key={c.id}>
                <p>
                  {t('workspace.conflict.by', {
                    editor: c.editor,
                    time: when.format(new Date(c.at)),
                  })}
                </p>
                <ul>
                  {Object.entries(
                    (c.detail['changes'] ?? {}) as Record<
                      string,
                      { before: unknown; after: unknown }
                    >,
                  ).map(([field, v]) => (
                    <li key={field}>
                      {t('workspace.history.change', {
                        field: fieldName(field),
                        before: show(v.before),
                        after: show(v.after),
                      })}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <div className="ws-row">
            <button type="button" className="ui-btn ui-btn--sm" onClick={keepMine}>
              {t('workspace.conflict.keepMine')}
            </button>
            <button type="button" className="ui-btn ui-btn--sm ui-btn--quiet" onClick={takeTheirs}>
              {t('workspace.conflict.takeTheirs')}
            </button>
          </div>
        </section>
      )}
      <div className="ws-shared">
        {spec.scalars.map((f) => {
          const fid = `${id}-${f.name}`;
          const label = t(`workspace.field.${f.name}`);
          const value = draft.fields[f.name] ?? '';
          if (f.type === 'imgLink')
            return (
              <ImgLinkField
                key={f.name}
                call={call}
                t={t}
                value={String(value)}
                onChange={(v) => setField(f.name, v)}
              />
            );
          if (f.type === 'picture')
            return (
              <PictureField
                key={f.name}
                call={call}
                t={t}
                label={label}
                value={String(value)}
                onChange={(v) => setField(f.name, v)}
              />
            );
          return (
            <div key={f.name} className="ws-field">
              <label htmlFor={fid}>{label}</label>
              <input
                id={fid}
                className="ws-input"
                type={f.type === 'number' ? 'number' : 'text'}
                inputMode={f.type === 'number' ? 'numeric' : 'url'}
                value={String(value)}
                aria-invalid={fieldError(f.name) ? true : undefined}
                onChange={(e) =>
                  setField(
                    f.name,
                    f.type === 'number' ? Math.trunc(Number(e.target.value) || 0) : e.target.value,
                  )
                }
              />
            </div>
          );
        })}
      </div>
      <div className="ws-langs">
        {LANGUAGES.map((lang) => (
          <fieldset key={lang} className="ws-lang" lang={lang}>
            <legend>{t(`workspace.lang.${lang}`)}</legend>
            {spec.texts.map((f) => {
              const fid = `${id}-${lang}-${f.name}`;
              const label = t(`workspace.field.${f.name}`);
              const value = draft.i18n[lang][f.name] ?? '';
              if (f.type === 'rich')
                return (
                  <Suspense key={f.name} fallback={<p role="status">{t('workspace.loading')}</p>}>
                    <RichText
                      label={label}
                      lang={lang}
                      value={value}
                      t={t}
                      call={call}
                      onChange={(html) => setText(lang, f.name, html)}
                    />
                  </Suspense>
                );
              return (
                <div key={f.name} className="ws-field">
                  <label htmlFor={fid}>{label}</label>
                  {f.type === 'area' ? (
                    <textarea
                      id={fid}
                      className="ws-input"
                      rows={3}
                      value={value}
                      onChange={(e) => setText(lang, f.name, e.target.value)}
                    />
                  ) : (
                    <input
                      id={fid}
                      className="ws-input"
                      value={value}
                      aria-describedby={f.type === 'tags' ? `${id}-tags-hint` : undefined}
                      onChange={(e) => setText(lang, f.name, e.target.value)}
                    />
                  )}
                </div>
              );
            })}
            {rich.length > 0 && (
              <div className="ws-report" aria-live="polite">
                {reports[lang] === undefined ? null : reports[lang].dropped.length === 0 ? (
                  <p className="ws-ok">{t('workspace.sanitize.clean')}</p>
                ) : (
                  <>
                    <p className="ws-warn">{t('workspace.sanitize.drops')}</p>
                    <ul>
                      {reports[lang].dropped.map((d) => (
                        <li key={`${d.kind}:${d.name}`}>
                          {t(`workspace.sanitize.${d.kind}`, { name: d.name, count: d.count })}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            )}
            {onPreview && (
              <button
                type="button"
                className="ui-btn ui-btn--sm ui-btn--quiet"
                onClick={() => onPreview(draft, lang)}
              >
                {t('workspace.preview.open', { language: t(`workspace.lang.${lang}`) })}
              </button>
            )}
          </fieldset>
        ))}
      </div>
      {spec.texts.some((f) => f.type === 'tags') && (
        <p id={`${id}-tags-hint`} className="ws-muted">
          {t('workspace.field.tagsHint')}
        </p>
      )}
      <div className="ws-actions">
        <button
          type="button"
          className="ui-btn ui-btn--primary"
          disabled={!changes || saving}
          onClick={save}
        >
          {saving ? t('workspace.saving') : t('workspace.save')}
        </button>
        <button
          type="button"
          className="ui-btn ui-btn--quiet"
          disabled={!changes || saving}
          onClick={() => setDraft(base)}
        >
          {t('workspace.discard')}
        </button>
        <p role="status" className="ws-notice">
          {notice || (changes ? t('workspace.unsaved') : '')}
        </p>
        <button
          type="button"
          className="ui-btn ui-btn--sm ui-btn--danger"
          disabled={saving || deleting}
          onClick={openDelete}
        >
          {t(`workspace.delete.open.${kind}`)}
        </button>
      </div>
      <dialog
        ref={confirmDelete}
        className="ws-dialog"
        aria-labelledby={`${id}-delete-title`}
        aria-describedby={`${id}-delete-lead`}
      >
        <h3 id={`${id}-delete-title`}>{t(`workspace.delete.title.${kind}`)}</h3>
        <p id={`${id}-delete-lead`}>
          {holds
            ? t(`workspace.delete.holds.${kind}`, {
                title: deleteTitle,
                what: holdsText(holds),
              })
            : t('workspace.delete.lead', { title: deleteTitle })}
        </p>
        {deleteError && (
          <p className="ws-error" role="alert">
            {deleteError}
          </p>
        )}
        {/* "keep it" first: the dialog opens with the focus on the harmless choice */}
        <div className="ws-actions">
          <button
            type="button"
            className="ui-btn ui-btn--quiet"
            onClick={() => confirmDelete.current?.close()}
          >
            {t('workspace.delete.cancel')}
          </button>
          <button
            type="button"
            className="ui-btn ui-btn--danger"
            disabled={deleting}
            onClick={remove}
          >
            {holds ? t('workspace.delete.confirmAll') : t('workspace.delete.confirm')}
          </button>
        </div>
      </dialog>
      <section className="ws-history" aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`}>{t('workspace.history.title')}</h3>
        {history.length === 0 ? (
          <p className="ws-muted">{t('workspace.history.none')}</p>
        ) : (
          <ol>
            {history.map((c) => (
              <li key={c.id}>
                <p>
                  {t(`workspace.history.${c.action}`, {
                    editor: c.editor,
                    time: when.format(new Date(c.at)),
                  })}
                </p>
                <ul>
                  {Object.entries(
                    (c.detail['changes'] ?? {}) as Record<
                      string,
                      { before: unknown; after: unknown }
                    >,
                  ).map(([field, v]) => (
                    <li key={field}>
                      {t('workspace.history.change', {
                        field: fieldName(field),
                        before: show(v.before),
                        after: show(v.after),
                      })}
                    </li>
                  ))}
                </ul>
                {c.action === 'update' && (
                  <button
                    type="button"
                    className="ui-btn ui-btn--sm ui-btn--quiet"
                    onClick={() => void restore(c)}
                  >
                    {t('workspace.history.restore')}
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
