import { interpolate } from '../../lib/i18n/translator.ts';
import { isWeChat } from '../../lib/media/wechat.ts';
import {
  IDENTITY,
  panBy,
  pinchScale,
  stepScale,
  toggleScale,
  wheelScale,
  ZOOM,
  zoomAt,
  type Point,
  type View,
} from '../../lib/media/zoom.ts';
import { onEach } from './on-each.ts';
import { downloadAsPng } from './download.ts';
import { toast } from './toast.ts';

/**
 * The map viewer (SPEC §2, §8, §9) over a VACATION_MAP block's `[data-map]` figure: zoom 1–10
 * in 0.1 steps (buttons, wheel, + and − keys), double-click toggles 1 ↔ 10, drag (or arrow keys)
 * pans within the picture, a two-finger pinch zooms up to 10.2 and settles at 10, full screen
 * (Fullscreen API, else a fixed overlay class), and download as map.png (in WeChat a tip asks to
 * download another way). The frame mirrors the view in data-scale / data-x / data-y.
 */

function enhanceMap(figure: HTMLElement): void {
  if (figure.dataset['enhanced'] === 'true') return;
  const frame = figure.querySelector<HTMLElement>('[data-map-frame]');
  const stage = figure.querySelector<HTMLElement>('[data-map-stage]');
  const tools = figure.querySelector<HTMLElement>('[data-map-tools]');
  if (!frame || !stage || !tools) return;
  figure.dataset['enhanced'] = 'true';
  const labels = figure.dataset;
  const level = tools.querySelector<HTMLElement>('[data-zoom-level]');
  const zoomIn = tools.querySelector<HTMLButtonElement>('[data-zoom-in]');
  const zoomOut = tools.querySelector<HTMLButtonElement>('[data-zoom-out]');
  const full = tools.querySelector<HTMLButtonElement>('[data-fullscreen]');
  const download = tools.querySelector<HTMLButtonElement>('[data-download]');
  const source = figure.querySelector<HTMLAnchorElement>('a[data-map-source]')?.href ?? '';

  let view: View = IDENTITY;
  const size = () => ({ width: frame.clientWidth, height: frame.clientHeight });
  const centre = (): Point => ({ x: frame.clientWidth / 2, y: frame.clientHeight / 2 });
  const local = (event: { clientX: number; clientY: number }): Point => {
    const box = frame.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const render = () => {
    stage.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
    frame.dataset['scale'] = String(view.scale);
    frame.dataset['x'] = String(view.x);
    frame.dataset['y'] = String(view.y);
    frame.classList.toggle('is-zoomed', view.scale > ZOOM.min);
    const shown = Math.round(Math.min(view.scale, ZOOM.max) * 10) / 10;
    if (level)
      level.textContent = interpolate(labels['labelLevel'] ?? '{{scale}}×', {
        scale: shown.toFixed(1),
      });
    if (zoomIn) zoomIn.disabled = view.scale >= ZOOM.max;
    if (zoomOut) zoomOut.disabled = view.scale <= ZOOM.min;
  };
  const zoomTo = (scale: number, at: Point = centre()) => {
    view = zoomAt(view, scale, at, size());
    render();
  };

  zoomIn?.addEventListener('click', () => zoomTo(stepScale(view.scale, 1)));
  zoomOut?.addEventListener('click', () => zoomTo(stepScale(view.scale, -1)));
  frame.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      zoomTo(wheelScale(view.scale, event.deltaY), local(event));
    },
    { passive: false },
  );
  frame.addEventListener('dblclick', (event) => {
    event.preventDefault();
    zoomTo(toggleScale(view.scale), local(event));
  });
  frame.addEventListener('keydown', (event) => {
    const step = 40;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) {
      view = panBy(view, move[0], move[1], size());
      render();
    } else if (event.key === '+' || event.key === '=') zoomTo(stepScale(view.scale, 1));
    else if (event.key === '-') zoomTo(stepScale(view.scale, -1));
    else if (event.key === '0') zoomTo(ZOOM.min);
    else return;
    event.preventDefault();
  });

  // Drag to pan; two pointers pinch.
  const pointers = new Map<number, Point>();
  let pinch: { distance: number; scale: number } | undefined;
  const distance = () => {
    const [a, b] = [...pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const middle = (): Point => {
    const [a, b] = [...pointers.values()];
    return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : centre();
  };
  frame.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    frame.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, local(event));
    if (pointers.size === 2) pinch = { distance: distance(), scale: view.scale };
    frame.classList.add('is-dragging');
  });
  frame.addEventListener('pointermove', (event) => {
    const last = pointers.get(event.pointerId);
    if (!last) return;
    const now = local(event);
    pointers.set(event.pointerId, now);
    if (pinch && pointers.size >= 2) {
      zoomTo(pinchScale(pinch.scale, pinch.distance, distance()), middle());
    } else if (pointers.size === 1) {
      view = panBy(view, now.x - last.x, now.y - last.y, size());
      render();
    }
  });
  const release = (event: PointerEvent) => {
    if (!pointers.has(event.pointerId)) return;
    const at = middle();
    pointers.delete(event.pointerId);
    if (pinch && pointers.size < 2) {
      pinch = undefined;
      // The pinch may overshoot to 10.2; it settles back at 10.
      if (view.scale > ZOOM.max) zoomTo(ZOOM.max, at);
    }
    if (pointers.size === 0) frame.classList.remove('is-dragging');
  };
  frame.addEventListener('pointerup', release);
  frame.addEventListener('pointercancel', release);

  // Full screen: the Fullscreen API where there is one, else a fixed overlay.
  const isFull = () =>
    document.fullscreenElement === figure || figure.classList.contains('is-fullscreen');
  const syncFull = () => {
    const on = isFull();
    full?.setAttribute('aria-pressed', String(on));
    const label = on ? labels['labelExit'] : labels['labelFull'];
    if (full && label) full.setAttribute('aria-label', label);
    view = zoomAt(view, view.scale, centre(), size());
    render();
  };
  full?.addEventListener('click', () => {
    if (isFull()) {
      if (document.fullscreenElement === figure)
        void document.exitFullscreen().catch(() => undefined);
      figure.classList.remove('is-fullscreen');
      syncFull();
      return;
    }
    const fallback = () => {
      figure.classList.add('is-fullscreen');
      syncFull();
    };
    if (document.fullscreenEnabled && typeof figure.requestFullscreen === 'function') {
      figure.requestFullscreen().then(syncFull, fallback);
    } else fallback();
  });
  document.addEventListener('fullscreenchange', syncFull);
  figure.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && figure.classList.contains('is-fullscreen')) {
      figure.classList.remove('is-fullscreen');
      syncFull();
      full?.focus();
    }
  });

  download?.addEventListener('click', () => {
    if (isWeChat(navigator.userAgent)) {
      toast(labels['labelWechat'] ?? '', 8000);
      return;
    }
    toast(labels['labelDownloading'] ?? '', 0);
    downloadAsPng(source, 'map.png').then(
      () => toast(labels['labelDownloaded'] ?? ''),
      () => toast(labels['labelFailed'] ?? '', 5000),
    );
  });

  figure.classList.add('is-enhanced');
  frame.tabIndex = 0;
  tools.hidden = false;
  render();
}

onEach('[data-map]', enhanceMap);
