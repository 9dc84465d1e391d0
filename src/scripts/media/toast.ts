/**
 * A small toast (no framework): one live region per page (role=status), created on first use;
 * each message replaces the last and hides after `ms` (0 keeps it).
 */
let region: HTMLElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function ensureRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.className = 'media-toast';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.dataset['toast'] = '';
  Object.assign(region.style, {
    position: 'fixed',
    left: '50%',
    bottom: '24px',
    transform: 'translateX(-50%)',
    maxWidth: 'min(90vw, 420px)',
    padding: '10px 16px',
    borderRadius: '10px',
    background: 'rgb(31 26 20 / 0.92)',
    color: '#fff',
    fontSize: '0.9375rem',
    lineHeight: '1.4',
    textAlign: 'center',
    zIndex: '2147483647',
    pointerEvents: 'none',
  });
  region.hidden = true;
  document.body.append(region);
  return region;
}

export function toast(message: string, ms = 3000): void {
  const el = ensureRegion();
  // Inside a full-screen element, only its descendants are shown.
  const host = document.fullscreenElement ?? document.body;
  if (el.parentElement !== host) host.append(el);
  if (timer !== undefined) clearTimeout(timer);
  el.textContent = message;
  el.hidden = false;
  if (ms > 0) {
    timer = setTimeout(() => {
      el.hidden = true;
    }, ms);
  }
}
