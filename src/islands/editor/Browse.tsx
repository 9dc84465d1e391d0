import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSubmitMutation } from '../useSubmitMutation.ts';
import { LANGUAGES, type Language } from '../../lib/contract/common.ts';
import type {
  EditorCatalogNode,
  EditorInfoItem,
  EditorPage,
  EditorPoi,
  EditorSearchHit,
} from '../../lib/contract/editor.ts';
import type { Kind } from './specs.ts';
import type { Translate } from './messages.ts';
import { EditorApiError } from '../../lib/editor/api.ts';
import { NewPlace, NewSection } from './CreateForms.tsx';
import { EDITOR_ROUTES } from '../../lib/contract/routes.ts';

/**
 * Browsing the content as the site has it: an area, its pages (home, area homes, guides,
 * service pages and the places' pages), a page's catalogue tree, a node's items; the places of
 * the area; and a search of titles in any language. Choosing something opens it in the editor.
 */

export type Call = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<T>;

const NO_TITLES: Record<Language, string> = { 'zh-TW': '', 'zh-CN': '', en: '' };

const AREAS = ['', 'GZ', 'ZH', 'QY'] as const;

/** The node `id` in `tree`, or null (deleted since). */
function findNode(tree: EditorCatalogNode, id: string): EditorCatalogNode | null {
  if (tree.id === id) return tree;
  for (const child of tree.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return null;
}

interface Props {
  call: Call;
  locale: Language;
  t: Translate;
  onOpen: (kind: Kind, key: string) => void;
  onError: (message: string) => void;
  /** Bumped after each save, so that lists show the new titles. */
  refresh: number;
}

const poiName = (p: EditorPoi, locale: Language): string =>
  pick(
    { 'zh-TW': p.i18n['zh-TW'].poiName, 'zh-CN': p.i18n['zh-CN'].poiName, en: p.i18n.en.poiName },
    locale,
  ) || p.poiCode;

const pick = (texts: Record<Language, string>, locale: Language): string =>
  texts[locale] || texts['zh-TW'] || texts.en || texts['zh-CN'];

export default function Browse({ call, locale, t, onOpen, onError, refresh }: Props) {
  const id = useId();
  const [area, setArea] = useState<string>('GZ');
  const [pages, setPages] = useState<EditorPage[]>([]);
  const [pois, setPois] = useState<EditorPoi[]>([]);
  const [page, setPage] = useState<string>('');
  const [tree, setTree] = useState<EditorCatalogNode | null>(null);
  const [node, setNode] = useState<EditorCatalogNode | null>(null);
  const [items, setItems] = useState<EditorInfoItem[]>([]);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<EditorSearchHit[] | null>(null);
  const [titles, setTitles] = useState<Record<Language, string>>(NO_TITLES);
  const [createError, setCreateError] = useState('');
  /** Bumped after a section or place is created here, to read the lists again. */
  const [reload, setReload] = useState(0);
  /**
   * On a phone the list folds away once something is opened, so that its form is right below
   * (the editor's heading takes the focus); a button unfolds it again. From 900 px it stays
   * beside the editor and the button is not shown (workspace.css).
   */
  const [folded, setFolded] = useState(false);
  const open = (kind: Kind, key: string) => {
    setFolded(true);
    onOpen(kind, key);
  };

  /** A new item at the end of the section, named in up to three languages, then opened. */
  const saveItem = useSubmitMutation({
    mutationFn: (body: Record<string, unknown>) =>
      call<EditorInfoItem>('POST', EDITOR_ROUTES.paths.infoSave, body),
    onSuccess: (created) => {
      setTitles(NO_TITLES);
      setItems((all) => [...all, created]);
      open('info', created.id);
    },
    onError: (e) => setCreateError(e.message),
  });
  const creating = saveItem.isPending;
  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!node || saveItem.running()) return;
    if (titles['zh-TW'].trim() === '') {
      setCreateError(t('workspace.create.required'));
      return;
    }
    setCreateError('');
    const i18n = Object.fromEntries(
      LANGUAGES.flatMap((lang) =>
        titles[lang].trim() === '' ? [] : [[lang, { infoTitle: titles[lang].trim() }]],
      ),
    );
    saveItem.mutate({
      catalogId: node.id,
      poiCode: node.poiCode,
      regionCode: node.regionCode,
      sort: items.reduce((max, item) => Math.max(max, item.sort + 1), 0),
      i18n,
    });
  };

  useEffect(() => {
    call<EditorPage[]>('GET', EDITOR_ROUTES.paths.pages).then(setPages, (e: Error) =>
      onError(e.message),
    );
  }, [call, onError, refresh, reload]);
  useEffect(() => {
    const path =
      area === ''
        ? EDITOR_ROUTES.paths.poiList
        : `${EDITOR_ROUTES.paths.poiList}?regionCode=${area}`;
    call<EditorPoi[]>('GET', path).then(setPois, (e: Error) => onError(e.message));
  }, [call, onError, area, refresh, reload]);
  useEffect(() => {
    if (!page) {
      setTree(null);
      return;
    }
    call<EditorCatalogNode>('GET', `${EDITOR_ROUTES.paths.catalogLoad}?id=${page}`).then(
      (loaded) => {
        setTree(loaded);
        // the chosen section as it is now (renamed, or gone when it was deleted)
        setNode((chosen) => (chosen ? findNode(loaded, chosen.id) : null));
      },
      (e: Error) => {
        if (e instanceof EditorApiError && e.status === 404) {
          // the page itself was deleted
          setPage('');
          setNode(null);
        } else onError(e.message);
      },
    );
  }, [call, onError, page, refresh, reload]);
  useEffect(() => {
    if (!node) {
      setItems([]);
      return;
    }
    // `node` is read again with the tree after each save, so the items follow it
    call<EditorInfoItem[]>('GET', `${EDITOR_ROUTES.paths.infoList}?catalogId=${node.id}`).then(
      setItems,
      (e: Error) => onError(e.message),
    );
  }, [call, onError, node]);

  const areaPages = pages.filter((p) =>
    area === '' ? p.poiCode === 'HOME' || p.regionCode === '' : p.regionCode === area,
  );
  const pageLabel = (p: EditorPage) => {
    const kind = t(`workspace.pageKind.${p.catalogType}`);
    const name = pick(p.names, locale);
    const place = p.catalogType === 'POI' ? pois.find((x) => x.poiCode === p.poiCode) : undefined;
    const placeName = place ? poiName(place, locale) : '';
    return [
      kind,
      placeName || (p.catalogType === 'POI' ? p.poiCode : ''),
      name && name !== kind && name !== placeName ? name : '',
    ]
      .filter(Boolean)
      .join(' · ');
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() === '') {
      setHits(null);
      return;
    }
    try {
      setHits(
        await call<EditorSearchHit[]>(
          'GET',
          `${EDITOR_ROUTES.paths.search}?q=${encodeURIComponent(query.trim())}`,
        ),
      );
    } catch (error) {
      onError((error as Error).message);
    }
  };

  const nodeName = (n: EditorCatalogNode) =>
    pick(
      {
        'zh-TW': n.i18n['zh-TW'].catalogName,
        'zh-CN': n.i18n['zh-CN'].catalogName,
        en: n.i18n.en.catalogName,
      },
      locale,
    ) || n.catalogCode;

  const renderNode = (n: EditorCatalogNode) => (
    <li key={n.id}>
      <button
        type="button"
        className="ws-tree__node"
        aria-current={node?.id === n.id ? 'true' : undefined}
        onClick={() => setNode(n)}
      >
        {nodeName(n)}
      </button>
      {n.children.length > 0 && <ul>{n.children.map(renderNode)}</ul>}
    </li>
  );

  return (
    <nav
      className={folded ? 'ws-browse ws-browse--folded' : 'ws-browse'}
      aria-labelledby={`${id}-title`}
    >
      <div className="ws-browse__head">
        <h2 id={`${id}-title`}>{t('workspace.browse.title')}</h2>
        <button
          type="button"
          className="ui-btn ui-btn--sm ui-btn--quiet ws-browse__toggle"
          aria-expanded={!folded}
          aria-controls={`${id}-body`}
          onClick={() => setFolded(!folded)}
        >
          {folded ? t('workspace.browse.unfold') : t('workspace.browse.fold')}
        </button>
      </div>
      <div id={`${id}-body`} className="ws-browse__body">
        <form className="ws-search" role="search" onSubmit={(event) => void search(event)}>
          <label htmlFor={`${id}-q`}>{t('workspace.browse.search')}</label>
          <div className="ws-row">
            <input
              id={`${id}-q`}
              className="ws-input"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <button type="submit" className="ui-btn ui-btn--sm">
              {t('workspace.browse.searchButton')}
            </button>
          </div>
        </form>
        {hits && (
          <section aria-labelledby={`${id}-hits`}>
            <h3 id={`${id}-hits`} aria-live="polite">
              {t('workspace.browse.hits', { count: hits.length })}
            </h3>
            <ul className="ws-list">
              {hits.map((h) => (
                <li key={`${h.kind}:${h.id}`}>
                  <button
                    type="button"
                    className="ws-list__item"
                    onClick={() => open(h.kind, h.id)}
                  >
                    <span className="ws-badge">{t(`workspace.kind.${h.kind}`)}</span>{' '}
                    {pick(h.titles, locale) || h.id}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <label htmlFor={`${id}-area`}>{t('workspace.browse.area')}</label>
        <select
          id={`${id}-area`}
          className="ws-input"
          value={area}
          onChange={(e) => {
            setArea(e.target.value);
            setPage('');
            setNode(null);
          }}
        >
          {AREAS.map((a) => (
            <option key={a} value={a}>
              {t(`workspace.area.${a || 'home'}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-page`}>{t('workspace.browse.page')}</label>
        <select
          id={`${id}-page`}
          className="ws-input"
          value={page}
          onChange={(e) => {
            setPage(e.target.value);
            setNode(null);
          }}
        >
          <option value="">{t('workspace.browse.choosePage')}</option>
          {areaPages.map((p) => (
            <option key={p.id} value={p.id}>
              {pageLabel(p)}
            </option>
          ))}
        </select>
        {tree && (
          <section aria-labelledby={`${id}-tree`}>
            <h3 id={`${id}-tree`}>{t('workspace.browse.tree')}</h3>
            <ul className="ws-tree">{renderNode(tree)}</ul>
            <NewSection
              call={call}
              t={t}
              parent={node ?? tree}
              parentName={nodeName(node ?? tree)}
              onCreated={(created) => {
                setNode(created);
                setReload((n) => n + 1);
                open('catalog', created.id);
              }}
            />
          </section>
        )}
        {node && (
          <section aria-labelledby={`${id}-items`}>
            <h3 id={`${id}-items`}>{t('workspace.browse.items', { name: nodeName(node) })}</h3>
            <button
              type="button"
              className="ui-btn ui-btn--sm ui-btn--quiet"
              onClick={() => open('catalog', node.id)}
            >
              {t('workspace.browse.editNode')}
            </button>
            {items.length === 0 ? (
              <p className="ws-muted">{t('workspace.browse.noItems')}</p>
            ) : (
              <ul className="ws-list">
                {items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="ws-list__item"
                      onClick={() => open('info', item.id)}
                    >
                      {pick(
                        {
                          'zh-TW': item.i18n['zh-TW'].infoTitle,
                          'zh-CN': item.i18n['zh-CN'].infoTitle,
                          en: item.i18n.en.infoTitle,
                        },
                        locale,
                      ) || t('workspace.browse.untitled')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <form className="ws-create" aria-labelledby={`${id}-create`} onSubmit={create}>
              <h4 id={`${id}-create`}>{t('workspace.create.title')}</h4>
              {LANGUAGES.map((lang) => (
                <div className="ws-field" key={lang}>
                  <label htmlFor={`${id}-create-${lang}`}>
                    {t('workspace.create.titleIn', { language: t(`workspace.lang.${lang}`) })}
                  </label>
                  <input
                    id={`${id}-create-${lang}`}
                    className="ws-input"
                    lang={lang}
                    value={titles[lang]}
                    maxLength={500}
                    aria-invalid={lang === 'zh-TW' && createError !== '' ? true : undefined}
                    aria-describedby={createError !== '' ? `${id}-create-error` : undefined}
                    onChange={(e) => setTitles((all) => ({ ...all, [lang]: e.target.value }))}
                  />
                </div>
              ))}
              {createError !== '' && (
                <p id={`${id}-create-error`} className="ws-error" role="alert">
                  {createError}
                </p>
              )}
              <button type="submit" className="ui-btn ui-btn--sm" disabled={creating}>
                {creating ? t('workspace.saving') : t('workspace.create.submit')}
              </button>
            </form>
          </section>
        )}
        <section aria-labelledby={`${id}-pois`}>
          <h3 id={`${id}-pois`}>{t('workspace.browse.places')}</h3>
          <ul className="ws-list">
            {pois.map((p) => (
              <li key={p.poiCode}>
                <button
                  type="button"
                  className="ws-list__item"
                  onClick={() => open('poi', p.poiCode)}
                >
                  {poiName(p, locale)}
                </button>
              </li>
            ))}
          </ul>
          {area !== '' && (
            <NewPlace
              call={call}
              t={t}
              area={area}
              onCreated={(created) => {
                setReload((n) => n + 1);
                open('poi', created.poiCode);
              }}
            />
          )}
        </section>
      </div>
    </nav>
  );
}
