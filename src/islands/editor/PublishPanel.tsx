import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Language } from '../../lib/contract/common.ts';
import type { BuildRecord, PublishStatus } from '../../lib/contract/publishing.ts';
import type { Call } from './Browse.tsx';
import type { Translate } from './messages.ts';
import { useSubmitMutation } from '../useSubmitMutation.ts';
import { EDITOR_ROUTES } from '../../lib/contract/routes.ts';

/**
 * Publishing from the workspace: the live build, publish, roll back to the previous build, and
 * the build history (who, what changed, how long, status, error). While a build runs or is
 * scheduled the status is asked again every two seconds.
 */

interface Props {
  call: Call;
  locale: Language;
  t: Translate;
}

export default function PublishPanel({ call, locale, t }: Props) {
  const id = useId();
  const [status, setStatus] = useState<PublishStatus | null>(null);
  const [history, setHistory] = useState<BuildRecord[]>([]);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const refresh = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    try {
      const [s, h] = await Promise.all([
        call<PublishStatus>('GET', EDITOR_ROUTES.paths.buildStatus),
        call<BuildRecord[]>('GET', `${EDITOR_ROUTES.paths.buildList}?limit=10`),
      ]);
      setStatus(s);
      setHistory(h);
      setError('');
      if (s.building || s.pending) timer.current = setTimeout(() => void refresh(), 2000);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [call]);

  useEffect(() => {
    void refresh();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [refresh]);

  const action = useSubmitMutation({
    mutationFn: ({ path }: { path: string; done: string }) => call('POST', path, {}),
    onMutate: () => setNotice(''),
    onSuccess: (_answer, { done }) => {
      setNotice(t(done));
      setError('');
    },
    onError: (e) => setError(e.message),
    // the state is read again once the call is over, the buttons already free
    onSettled: () => {
      void refresh();
    },
  });
  const busy = action.isPending;
  const act = (path: string, done: string) => action.mutate({ path, done });

  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const time = (ms: number | null) => (ms === null ? '' : when.format(new Date(ms)));
  const line = !status
    ? t('workspace.loading')
    : [
        status.live
          ? status.live.pages === null
            ? t('workspace.publish.liveSince', { time: time(status.live.startedAt) })
            : t('workspace.publish.live', {
                time: time(status.live.startedAt),
                count: status.live.pages,
              })
          : t(status.mode === 'webhook' ? 'workspace.publish.webhook' : 'workspace.publish.noLive'),
        status.building
          ? t('workspace.publish.building')
          : status.pending
            ? t('workspace.publish.pending', { time: time(status.scheduledAt) })
            : t('workspace.publish.idle'),
      ].join(' ');

  return (
    <section className="ws-publish" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('workspace.publish.title')}</h2>
      <p role="status">{line}</p>
      {error && (
        <p className="ws-error" role="alert">
          {error}
        </p>
      )}
      <p className="ws-notice" aria-live="polite">
        {notice}
      </p>
      <div className="ws-row">
        <button
          type="button"
          className="ui-btn ui-btn--primary"
          disabled={busy}
          onClick={() => act(EDITOR_ROUTES.paths.publish, 'workspace.publish.requested')}
        >
          {t('workspace.publish.publish')}
        </button>
        <button
          type="button"
          className="ui-btn ui-btn--quiet"
          disabled={busy || !!status?.building || !history.some((r) => r.rollbackCandidate)}
          onClick={() => act(EDITOR_ROUTES.paths.rollback, 'workspace.publish.rolledBack')}
        >
          {t('workspace.publish.rollback')}
        </button>
      </div>
      {/* a table wider than a phone scrolls: focusable to scroll it by keyboard (axe scrollable-region-focusable) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="ws-table" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table>
          <caption id={`${id}-caption`}>{t('workspace.publish.history')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('workspace.publish.start')}</th>
              <th scope="col">{t('workspace.publish.duration')}</th>
              <th scope="col">{t('workspace.publish.pages')}</th>
              <th scope="col">{t('workspace.publish.status')}</th>
              <th scope="col">{t('workspace.publish.trigger')}</th>
              <th scope="col">{t('workspace.publish.editors')}</th>
              <th scope="col">{t('workspace.publish.changes')}</th>
              <th scope="col">{t('workspace.publish.error')}</th>
            </tr>
          </thead>
          <tbody>
            {history.length === 0 ? (
              <tr>
                <td colSpan={8}>{t('workspace.publish.none')}</td>
              </tr>
            ) : (
              history.map((r) => (
                <tr key={r.id}>
                  <td>
                    {time(r.startedAt)} {r.live ? t('workspace.publish.liveMark') : ''}
                  </td>
                  <td>
                    {r.durationMs === null
                      ? ''
                      : t('workspace.publish.seconds', {
                          seconds: (r.durationMs / 1000).toFixed(1),
                        })}
                  </td>
                  <td>{r.pages ?? ''}</td>
                  <td>{t(`workspace.buildStatus.${r.status}`)}</td>
                  <td>{t(`workspace.trigger.${r.trigger}`)}</td>
                  <td>{r.requestedBy.join(', ')}</td>
                  <td>
                    {r.mode
                      ? t(`workspace.publish.mode.${r.mode}`, { count: r.changedPages ?? 0 })
                      : ''}
                    {r.changes && r.changes.length > 0
                      ? ` (${r.changes.slice(0, 6).join(', ')})`
                      : ''}
                  </td>
                  <td>{r.error ?? ''}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
