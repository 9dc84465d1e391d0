/**
 * Map viewer geometry (SPEC §2 "Map viewer", §9): the scale runs from 1 to 10 in steps of 0.1,
 * a double-click toggles between 1 and 10, a pinch may overshoot to 10.2, and the pan is clamped
 * so the picture always covers the viewport. Pure functions, no DOM.
 */

export const ZOOM = { min: 1, max: 10, step: 0.1, pinchMax: 10.2 } as const;

export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
/** The picture's transform: `translate(x, y) scale(scale)` with the origin at the top left. */
export interface View extends Point {
  scale: number;
}

export const IDENTITY: View = { scale: 1, x: 0, y: 0 };

/** Rounds to one decimal (the zoom step), so repeated steps do not drift. */
const tenth = (value: number): number => Math.round(value * 10) / 10;

/** The scale clamped to [1, max] (max is 10, or 10.2 while pinching); NaN gives 1. */
export function clampScale(scale: number, max: number = ZOOM.max): number {
  if (!Number.isFinite(scale)) return scale === Infinity ? max : ZOOM.min;
  return Math.min(max, Math.max(ZOOM.min, scale));
}

/** One step (0.1) in or out from the scale, on the 0.1 grid, clamped to [1, 10]. */
export const stepScale = (scale: number, direction: 1 | -1): number =>
  clampScale(tenth(tenth(scale) + direction * ZOOM.step));

/** The scale after a wheel event: up (negative deltaY) zooms in one step, down zooms out. */
export const wheelScale = (scale: number, deltaY: number): number =>
  deltaY === 0 ? clampScale(scale) : stepScale(scale, deltaY < 0 ? 1 : -1);

/** Double-click: from 1 (or anything below 10) to 10 when at 1, otherwise back to 1. */
export const toggleScale = (scale: number): number => (scale > ZOOM.min ? ZOOM.min : ZOOM.max);

/** The scale during a pinch: the start scale times the change of finger distance, capped at 10.2. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  if (!(startDistance > 0) || !(distance > 0)) return clampScale(startScale, ZOOM.pinchMax);
  return clampScale((startScale * distance) / startDistance, ZOOM.pinchMax);
}

/**
 * The pan clamped to the picture's bounds: at scale s the picture is s times the viewport, so
 * x runs from width − s·width to 0 (and y likewise); at scale 1 the pan is 0.
 */
export function clampPan(pan: Point, scale: number, viewport: Size): Point {
  const minX = Math.min(0, viewport.width - viewport.width * scale);
  const minY = Math.min(0, viewport.height - viewport.height * scale);
  const clamp = (v: number, min: number) =>
    Number.isFinite(v) ? Math.min(0, Math.max(min, v)) : 0;
  return { x: clamp(pan.x, minX) + 0, y: clamp(pan.y, minY) + 0 };
}

/** The view zoomed to `scale` keeping `at` (viewport coordinates) still, then clamped. */
export function zoomAt(view: View, scale: number, at: Point, viewport: Size): View {
  const ratio = scale / view.scale;
  const pan = clampPan(
    { x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio },
    scale,
    viewport,
  );
  return { scale, ...pan };
}

/** The view moved by (dx, dy), clamped. */
export const panBy = (view: View, dx: number, dy: number, viewport: Size): View => ({
  scale: view.scale,
  ...clampPan({ x: view.x + dx, y: view.y + dy }, view.scale, viewport),
});
