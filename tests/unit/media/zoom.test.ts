import { describe, expect, it } from 'vitest';
import {
  clampPan,
  clampScale,
  IDENTITY,
  panBy,
  pinchScale,
  stepScale,
  toggleScale,
  wheelScale,
  ZOOM,
  zoomAt,
} from '../../../src/lib/media/zoom.ts';

const viewport = { width: 300, height: 200 };

describe('map zoom', () => {
  it('uses the limits of SPEC §9', () => {
    expect(ZOOM).toEqual({ min: 1, max: 10, step: 0.1, pinchMax: 10.2 });
  });

  it('clamps the scale to [1, 10] or the pinch cap', () => {
    expect(clampScale(0.3)).toBe(1);
    expect(clampScale(12)).toBe(10);
    expect(clampScale(10.5, ZOOM.pinchMax)).toBe(10.2);
    expect(clampScale(4.2)).toBe(4.2);
    expect(clampScale(Number.NaN)).toBe(1);
    expect(clampScale(Infinity)).toBe(10);
  });

  it('steps by 0.1 on the grid without drift, never past the limits', () => {
    let s = 1;
    for (let i = 0; i < 200; i += 1) s = stepScale(s, 1);
    expect(s).toBe(10);
    for (let i = 0; i < 45; i += 1) s = stepScale(s, -1);
    expect(s).toBe(5.5);
    for (let i = 0; i < 200; i += 1) s = stepScale(s, -1);
    expect(s).toBe(1);
    expect(stepScale(1.04, 1)).toBe(1.1);
  });

  it('zooms in on wheel up and out on wheel down', () => {
    expect(wheelScale(2, -100)).toBe(2.1);
    expect(wheelScale(2, 3)).toBe(1.9);
    expect(wheelScale(2, 0)).toBe(2);
    expect(wheelScale(1, 50)).toBe(1);
    expect(wheelScale(10, -50)).toBe(10);
  });

  it('toggles between 1 and 10 on double-click', () => {
    expect(toggleScale(1)).toBe(10);
    expect(toggleScale(10)).toBe(1);
    expect(toggleScale(3.4)).toBe(1);
  });

  it('caps a pinch at 10.2 and never goes below 1', () => {
    expect(pinchScale(2, 100, 200)).toBe(4);
    expect(pinchScale(5, 100, 1000)).toBe(10.2);
    expect(pinchScale(2, 100, 10)).toBe(1);
    expect(pinchScale(3, 0, 50)).toBe(3);
  });

  it('clamps the pan to the picture bounds', () => {
    expect(clampPan({ x: 50, y: 50 }, 1, viewport)).toEqual({ x: 0, y: 0 });
    expect(clampPan({ x: -50, y: -50 }, 1, viewport)).toEqual({ x: 0, y: 0 });
    expect(clampPan({ x: -1000, y: -1000 }, 2, viewport)).toEqual({ x: -300, y: -200 });
    expect(clampPan({ x: 20, y: -10 }, 2, viewport)).toEqual({ x: 0, y: -10 });
    expect(clampPan({ x: Number.NaN, y: -5 }, 2, viewport)).toEqual({ x: 0, y: -5 });
  });

  it('zooms about a point and keeps it still', () => {
    const view = zoomAt(IDENTITY, 2, { x: 150, y: 100 }, viewport);
    expect(view).toEqual({ scale: 2, x: -150, y: -100 });
    // The point under the cursor maps to the same picture point before and after.
    expect((150 - view.x) / view.scale).toBe(150);
    expect(zoomAt(view, 1, { x: 0, y: 0 }, viewport)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('pans within the bounds', () => {
    const view = { scale: 2, x: -100, y: -100 };
    expect(panBy(view, 500, 0, viewport)).toEqual({ scale: 2, x: 0, y: -100 });
    expect(panBy(view, -500, -500, viewport)).toEqual({ scale: 2, x: -300, y: -200 });
    expect(panBy(IDENTITY, 40, 40, viewport)).toEqual(IDENTITY);
  });
});
