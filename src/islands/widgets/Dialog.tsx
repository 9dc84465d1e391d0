import {
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
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

/**
 * A modal dialog on the platform's `<dialog>` opened with `showModal()`: the browser keeps the
 * rest of the page inert (Tab stays inside), turns Escape into a `cancel` event and draws the
 * backdrop. Rendered at the end of body (outside any form of the page), labelled by its title.
 * The focus moves in on open (the element with `data-autofocus`, else the browser's choice: the
 * first focusable element) and returns to the element that opened it.
 */
export function Dialog({ open, onClose, title, closeLabel, children, footer }: DialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  // A layout effect: it runs before the content's own effects (a calendar focusing its day),
  // so the opener is still the focused element.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || element === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  // Escape: the browser's cancel event; the dialog closes when its owner says so.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // A click on the backdrop reaches the dialog element itself (its panel covers its box).
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    // The backdrop click is a pointer shortcut; Escape and the close button do the same.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${id}-title`}
      onCancel={onCancel}
      onMouseDown={onBackdrop}
    >
      <div className="dialog-panel">
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
    </dialog>,
    document.body,
  );
}
