import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $notice, dismissNotice } from '../../lib/session/notice.ts';
import './widgets.css';

export interface ToastProps {
  /** The dismiss button's accessible name. */
  dismissLabel: string;
}

/**
 * The page's toast: one polite live region (role=status) showing the current `$notice` as text,
 * dismissed automatically when it runs out (`until`) or by its button. Notices raised before a
 * navigation are shown on the next page until they run out. Render it once per page.
 */
export function Toast({ dismissLabel }: ToastProps) {
  const notice = useStore($notice);
  // The notice lives in session storage: show it only after hydration, so server and first
  // client render agree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(
      () => dismissNotice(notice.id),
      Math.max(0, notice.until - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [notice]);

  const visible = mounted && notice !== null && notice.until > Date.now() ? notice : null;
  return (
    <div className="toast-region" role="status">
      {visible !== null && (
        <div key={visible.id} className={`toast toast-${visible.kind}`}>
          <p className="toast-text">{visible.text}</p>
          <button
            type="button"
            className="toast-dismiss"
            aria-label={dismissLabel}
            onClick={() => dismissNotice(visible.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
