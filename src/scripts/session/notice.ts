import {
  $notice,
  carryNotice,
  dismissNotice,
  resumeNotice,
  type Notice,
} from '../../lib/session/notice.ts';

/**
 * The page toast (no framework): renders `$notice` in the page's one polite live region
 * (NoticeRegion.astro), as text, until its `until`, with a dismiss button. It shows notices
 * raised before a navigation (the store reads them back from session storage) and notices raised
 * later by islands or the api client (`showNotice`), and follows client-side navigations.
 * A notice on screen when the page goes away keeps the time it had left, counted again from
 * when the next page starts (`carryNotice`, `resumeNotice`).
 */
let timer: ReturnType<typeof setTimeout> | undefined;
let shownId: number | undefined;

const parts = () => {
  const box = document.querySelector<HTMLElement>('[data-notice-region]');
  const text = box?.querySelector<HTMLElement>('[data-notice-text]');
  const button = box?.querySelector<HTMLButtonElement>('[data-notice-dismiss]');
  return box && text && button ? { box, text, button } : undefined;
};

function render(notice: Notice | null): void {
  clearTimeout(timer);
  const el = parts();
  const now = Date.now();
  const current = notice !== null && notice.until > now ? notice : null;
  if (notice !== null && current === null) {
    dismissNotice(notice.id);
    return;
  }
  if (el === undefined) return;
  if (current === null) {
    shownId = undefined;
    el.text.textContent = '';
    el.button.hidden = true;
    el.box.removeAttribute('data-open');
    return;
  }
  el.box.dataset['kind'] = current.kind;
  el.box.setAttribute('data-open', '');
  el.button.hidden = false;
  el.button.dataset['id'] = String(current.id);
  if (el.text.textContent !== current.text) {
    el.text.textContent = current.text;
  } else if (shownId !== current.id) {
    // the same words again (a second warning): changed so that screen readers repeat them
    el.text.textContent = '';
    const { text } = el;
    requestAnimationFrame(() => {
      text.textContent = current.text;
    });
  }
  shownId = current.id;
  timer = setTimeout(() => dismissNotice(current.id), current.until - now);
}

// a notice carried from the page before runs from now (a slow load spends none of its time)
resumeNotice();
$notice.subscribe(render);
window.addEventListener('pagehide', () => carryNotice());
window.addEventListener('pageshow', (event) => {
  if (event.persisted) resumeNotice();
});
document.addEventListener('astro:after-swap', () => {
  shownId = undefined;
  render($notice.get());
});
document.addEventListener('click', (event) => {
  const button =
    event.target instanceof Element ? event.target.closest('[data-notice-dismiss]') : null;
  if (button instanceof HTMLElement) dismissNotice(Number(button.dataset['id']));
});
