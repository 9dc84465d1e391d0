import { useEffect, useId, useRef, useState } from 'react';
import type { Language } from '../../lib/contract/common.ts';
import type { Call } from './Browse.tsx';
import type { Translate } from './messages.ts';
import type { Editable } from './specs.ts';

/**
 * The item's page with the unsaved change, rendered by the live site's own templates (the
 * gateway's preview), shown at phone width in a sandboxed frame: no script of it runs, its
 * styles and pictures load from the site.
 */

export interface PreviewTarget {
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
  const { draft, lang } = target;
  useEffect(() => {
    let live = true;
    setHtml(null);
    setError('');
    heading.current?.focus();
    call<{ path: string; html: string }>('POST', 'preview', {
      lang,
      info: {
        id: draft.key,
        infoImgLink: String(draft.fields['infoImgLink'] ?? ''),
        infoLink: String(draft.fields['infoLink'] ?? ''),
        i18n: { [lang]: draft.i18n[lang] },
      },
    }).then(
      (answer) => live && setHtml(answer.html),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [call, draft, lang]);
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
        <iframe title={t('workspace.preview.frame')} sandbox="" srcDoc={html} lang={lang} />
      )}
      <button type="button" className="ui-btn ui-btn--sm ui-btn--quiet" onClick={onClose}>
        {t('workspace.preview.close')}
      </button>
    </section>
  );
}
