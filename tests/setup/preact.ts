import { options } from 'preact';
import { setPersistentEngine, type PersistentListener } from '@nanostores/persistent';

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
 * test file ends inside that second, Vitest has already torn jsdom down: in its jsdom
 * environment `window` is the global object, and the teardown deletes every key it copied onto
 * it (`window`, `removeEventListener`…). The library's own engine reads those keys then and
 * throws ("window is not defined"; "removeEventListener is not a function") after the run.
 * The engine here takes jsdom's listener functions (bound to the jsdom window) once, now, so the
 * late goodbye still finds them.
 */
if (typeof window !== 'undefined') {
  const storage = window.localStorage;
  const listen = window.addEventListener.bind(window);
  const unlisten = window.removeEventListener.bind(window);
  // the library's own engine passes the StorageEvent as it is (its listener reads a null
  // newValue as a removed key); its type says the key and value are always strings
  const asStorageListener = (listener: PersistentListener) =>
    listener as unknown as (event: StorageEvent) => void;
  setPersistentEngine(storage, {
    addEventListener(_key, listener, restore) {
      listen('storage', asStorageListener(listener));
      listen('pageshow', restore);
    },
    removeEventListener(_key, listener, restore) {
      unlisten('storage', asStorageListener(listener));
      unlisten('pageshow', restore);
    },
  });
}
