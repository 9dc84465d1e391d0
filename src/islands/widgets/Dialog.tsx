import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './widgets.css';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** The dialog's visible title and accessible name. */
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Hidden, inert or invisible elements cannot take the focus, so the trap must skip them. */
const canFocus = (el: HTMLElement): boolean =>
  !el.closest('[inert], [hidden]') &&
  (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true }));

const focusables = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(canFocus);

/**
 * A modal dialog: rendered over the page (portal to body), labelled by its title, with
 * `aria-modal`. The focus moves in on open (the element with `data-autofocus`, else the first
 * focusable one), Tab and Shift+Tab stay inside, Escape closes, and the focus returns to the
 * element that opened it.
 */
export function Dialog({ open, onClose, title, closeLabel, children, footer }: DialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // A layout effect: it runs before the content's own effects (a calendar focusing its day),
  // so the opener is still the focused element.
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (root !== null && !root.contains(document.activeElement)) {
      const target = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0];
      (target ?? root).focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      const back = opener.current;
      if (back?.isConnected) back.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || panel.current === null) return;
    const items = focusables(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // A click on the backdrop is a pointer shortcut; Escape and the close button do the same.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      {/* The dialog pattern: the modal handles Escape and keeps Tab inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog-head">
          <h2 id={`${id}-title`} className="dialog-title">
            {title}
          </h2>
          <button type="button" className="dialog-close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="dialog-body">{children}</div>
        {footer !== undefined && <div className="dialog-foot">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
