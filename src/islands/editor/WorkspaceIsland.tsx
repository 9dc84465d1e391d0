import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Language } from '../../lib/contract/common.ts';
import type { EditorSessionInfo } from '../../lib/contract/editor.ts';
import {
  editorCall,
  EditorApiError,
  loadSession,
  storeSession,
  type StoredSession,
} from '../../lib/editor/api.ts';
import Browse, { type Call } from './Browse.tsx';
import EntityEditor from './EntityEditor.tsx';
import { workspaceTranslator, type WorkspaceMessages } from './messages.ts';
import Preview, { type PreviewTarget } from './Preview.tsx';
import PublishPanel from './PublishPanel.tsx';
import type { Kind } from './specs.ts';
import './workspace.css';
import { EDITOR_ROUTES } from '../../lib/contract/routes.ts';

/**
 * The editing workspace (/editor): editors sign in with their account, browse the content as
 * the site has it, edit an item, node or place in three languages side by side, preview it
 * with the site's own templates, save (a stale version answers 409 and keeps their edits),
 * see its history, and publish or roll back. Everything goes through the editor API.
 */

export interface WorkspaceIslandProps {
  locale: Language;
  messages: WorkspaceMessages;
}

export default function WorkspaceIsland({ locale, messages }: WorkspaceIslandProps) {
  const t = useMemo(() => workspaceTranslator(locale, messages), [locale, messages]);
  const id = useId();
  const [session, setSession] = useState<StoredSession | null>(null);
  const [ready, setReady] = useState(false);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [open, setOpen] = useState<{ kind: Kind; key: string } | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const signOut = useCallback((message = '') => {
    storeSession(null);
    setSession(null);
    setOpen(null);
    setError(message);
  }, []);

  const call = useCallback<Call>(
    async <T,>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
      try {
        return await editorCall<T>(
          { token: session?.token ?? null, lang: locale, offline: t('workspace.offline') },
          method,
          path,
          body,
        );
      } catch (e) {
        if (e instanceof EditorApiError && e.status === 401) signOut(t('workspace.signIn.ended'));
        throw e;
      }
    },
    [session, locale, t, signOut],
  );

  useEffect(() => {
    const stored = loadSession();
    setReady(true);
    if (!stored) return;
    editorCall<EditorSessionInfo>(
      { token: stored.token, lang: locale, offline: t('workspace.offline') },
      'GET',
      EDITOR_ROUTES.paths.session,
    ).then(
      (info) => {
        setSession(stored);
        setExpiresAt(info.expiresAt);
      },
      () => storeSession(null),
    );
  }, [locale, t]);

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (field: string) => {
      const value = form.get(field);
      return typeof value === 'string' ? value : '';
    };
    const name = text('name').trim();
    const password = text('password');
    if (!name || !password) {
      setError(t('workspace.signIn.required'));
      nameRef.current?.focus();
      return;
    }
    try {
      const info = await editorCall<EditorSessionInfo>(
        { token: null, lang: locale, offline: t('workspace.offline') },
        'POST',
        EDITOR_ROUTES.paths.signIn,
        { name, password },
      );
      const next = { name: info.name, token: info.token ?? '' };
      storeSession(next);
      setSession(next);
      setExpiresAt(info.expiresAt);
      setError('');
    } catch (e) {
      setError((e as Error).message);
      nameRef.current?.focus();
    }
  };

  const logout = async () => {
    try {
      await call('POST', EDITOR_ROUTES.paths.signOut, {});
    } catch {
      // signed out here in any case
    }
    signOut(t('workspace.signIn.signedOut'));
  };

  const when = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });

  if (!session) {
    return (
      <section className="ws-signin" aria-labelledby={`${id}-signin`}>
        <h2 id={`${id}-signin`}>{t('workspace.signIn.title')}</h2>
        <p>{t('workspace.signIn.lead')}</p>
        <div role="alert" className={error ? 'ws-error' : undefined}>
          {error}
        </div>
        {/* POST, and no submit before the island runs: a password never goes into an address */}
        <form method="post" onSubmit={(e) => void signIn(e)} noValidate aria-busy={!ready}>
          <label htmlFor={`${id}-name`}>{t('workspace.signIn.name')}</label>
          <input
            id={`${id}-name`}
            ref={nameRef}
            name="name"
            className="ws-input"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <label htmlFor={`${id}-password`}>{t('workspace.signIn.password')}</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            className="ws-input"
            autoComplete="current-password"
          />
          <button type="submit" className="ui-btn ui-btn--primary" disabled={!ready}>
            {t('workspace.signIn.submit')}
          </button>
        </form>
      </section>
    );
  }

  return (
    <div className="ws">
      <div className="ws-bar">
        <p>
          {t('workspace.signedInAs', { name: session.name })}
          {expiresAt !== null &&
            ` · ${t('workspace.sessionEnds', { time: when.format(new Date(expiresAt)) })}`}
        </p>
        <button
          type="button"
          className="ui-btn ui-btn--sm ui-btn--quiet"
          onClick={() => void logout()}
        >
          {t('workspace.signOut')}
        </button>
      </div>
      {error && (
        <p className="ws-error" role="alert">
          {error}
        </p>
      )}
      <div className="ws-columns">
        <Browse
          call={call}
          locale={locale}
          t={t}
          refresh={refresh}
          onError={setError}
          onOpen={(kind, key) => {
            setPreview(null);
            setOpen({ kind, key });
          }}
        />
        <div className="ws-main">
          {open ? (
            <EntityEditor
              key={`${open.kind}:${open.key}`}
              call={call}
              kind={open.kind}
              entityKey={open.key}
              locale={locale}
              t={t}
              onSaved={() => setRefresh((n) => n + 1)}
              onDeleted={() => {
                setPreview(null);
                setOpen(null);
                setRefresh((n) => n + 1);
              }}
              onPreview={(draft, lang) => setPreview({ kind: open.kind, draft, lang })}
            />
          ) : (
            <p className="ws-muted">{t('workspace.choose')}</p>
          )}
          {preview && (
            <Preview call={call} t={t} target={preview} onClose={() => setPreview(null)} />
          )}
          <PublishPanel call={call} locale={locale} t={t} />
        </div>
      </div>
    </div>
  );
}
