import { options } from 'preact';
import { setPersistentEngine } from '@nanostores/persistent';

/**
 * The islands run on Preact (preact/compat), which runs effects after the next paint: a frame
 * (or a 35 ms fallback) after a render. jsdom paints nothing, so here "after the paint" is the
 * next task, as React's test environment flushes effects right after a render: a test that
 * clicks as soon as the island shows its content meets the island subscribed to its stores, as a
 * visitor does a frame later.
 */
options.requestAnimationFrame = (callback) => setTimeout(callback, 0);

/**
 * jsdom has `<dialog>` and its `open` attribute but not the modal API (showModal, close): a
 * stand-in that opens and closes it, for the islands' dialogs (src/islands/widgets/Dialog.tsx).
 * What only a browser does (the inert page, Escape as a `cancel` event, the top layer) is
 * checked in Chromium by the e2e specs; here a test dispatches `cancel` itself.
 */
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      // the dialog focusing steps: the first focusable element inside
      this.querySelector<HTMLElement>(
        'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
      )?.focus();
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}

/**
 * A persistent store (the language, src/lib/session/language.ts) stops listening to `storage`
 * and `pageshow` a second after its last subscriber leaves (nanostores' unmount delay). When a
 * test file ends inside that second, Vitest has already removed jsdom's `window` and the
 * library's own engine, which reads the global, throws "window is not defined" after the run.
 * The same listeners here hold on to this file's window, so the late goodbye still finds it.
 */
if (typeof window !== 'undefined') {
  const win = window;
  const storage = win.localStorage;
  setPersistentEngine(storage, {
    // the library's own engine passes the StorageEvent as it is (its listener reads a null
    // newValue as a removed key); its type says the key and value are always strings
    addEventListener(_key, listener, restore) {
      win.addEventListener('storage', listener as unknown as (event: StorageEvent) => void);
      win.addEventListener('pageshow', restore);
    },
    removeEventListener(_key, listener, restore) {
      win.removeEventListener('storage', listener as unknown as (event: StorageEvent) => void);
      win.removeEventListener('pageshow', restore);
    },
  });
}
