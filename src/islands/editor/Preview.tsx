import { useEffect, useId, useRef, useState } from 'react';
import type { Language } from '../../lib/contract/common.ts';
import type { Call } from './Browse.tsx';
import type { Translate } from './messages.ts';
import type { Editable, Kind } from './specs.ts';
import { EDITOR_ROUTES } from '../../lib/contract/routes.ts';

/** The preview call's body: the unsaved values of one language, by kind. */
function previewBody(kind: Kind, draft: Editable, lang: Language): Record<string, unknown> {
  const i18n = { [lang]: draft.i18n[lang] };
  const sort = Number(draft.fields['sort'] ?? 0);
  switch (kind) {
    case 'info':
      return {
        lang,
        info: {
          id: draft.key,
          infoImgLink: String(draft.fields['infoImgLink'] ?? ''),
          infoLink: String(draft.fields['infoLink'] ?? ''),
          i18n,
        },
      };
    case 'catalog':
      return { lang, catalog: { id: draft.key, sort, i18n } };
    case 'poi':
      return {
        lang,
        poi: { poiCode: draft.key, imgMain: String(draft.fields['imgMain'] ?? ''), sort, i18n },
      };
  }
}

/**
 * The page of the item, section or place with the unsaved change, rendered by the live site's own templates (the
 * gateway's preview), shown at phone width in a sandboxed frame: no script of it runs, its
 * styles and pictures load from the site (same origin, see below).
 */

export interface PreviewTarget {
  kind: Kind;
  draft: Editable;
  lang: Language;
}

interface Props {
  call: Call;
  t: Translate;
  target: PreviewTarget;
  onClose: () => void;
}

export default function Preview({ call, t, target, onClose }: Props) {
  const id = useId();
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const { kind, draft, lang } = target;
  useEffect(() => {
    let live = true;
    setHtml(null);
    setError('');
    heading.current?.focus();
    call<{ path: string; html: string }>(
      'POST',
      EDITOR_ROUTES.paths.preview,
      previewBody(kind, draft, lang),
    ).then(
      (answer) => live && setHtml(answer.html),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [call, kind, draft, lang]);
  const language = t(`workspace.lang.${lang}`);
  return (
    <section className="ws-preview" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1} ref={heading}>
        {t('workspace.preview.title', { language })}
      </h2>
      {error && (
        <p className="ws-error" role="alert">
          {error}
        </p>
      )}
      {html === null && !error && <p role="status">{t('workspace.loading')}</p>}
      {html !== null && (
        // same origin, so that the site's styles and pictures load (the server sends them with
        // Cross-Origin-Resource-Policy: same-origin); still no script, form or navigation of
        // the top page: without allow-scripts the frame cannot use its origin
        <iframe
          title={t('workspace.preview.frame')}
          sandbox="allow-same-origin"
          srcDoc={html}
          lang={lang}
        />
      )}
      <button type="button" className="ui-btn ui-btn--sm ui-btn--quiet" onClick={onClose}>
        {t('workspace.preview.close')}
      </button>
    </section>
  );
}
