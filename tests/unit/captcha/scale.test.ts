import { describe, expect, it } from 'vitest';
import {
  fromBaseX,
  fromBaseY,
  sliderAngle,
  toBasePoint,
  toBaseX,
  toBaseY,
} from '../../../src/lib/captcha/scale.ts';

describe('captcha answer scaling to the 360×140 base', () => {
  const phone = { width: 300, height: 300 * (140 / 360) };

  it('maps a tap on a smaller rendering to base coordinates', () => {
    expect(toBasePoint({ x: 150, y: phone.height / 2 }, phone)).toEqual({ x: 180, y: 70 });
    expect(toBasePoint({ x: 0, y: 0 }, phone)).toEqual({ x: 0, y: 0 });
    expect(toBasePoint({ x: 300, y: phone.height }, phone)).toEqual({ x: 360, y: 140 });
  });

  it('maps a larger rendering too, to a tenth of a pixel', () => {
    const large = { width: 720, height: 280 };
    expect(toBaseX(101, large)).toBe(50.5);
    expect(toBaseY(33, large)).toBe(16.5);
    expect(toBaseX(100, { width: 333, height: 130 })).toBe(108.1);
  });

  it('goes back from base to rendered pixels, e.g. to place the block at subData.y', () => {
    expect(fromBaseY(70, phone)).toBeCloseTo(phone.height / 2);
    expect(fromBaseX(toBaseX(123, phone), phone)).toBeCloseTo(123, 0);
  });

  it('answers 0 for a rendering that has no size yet', () => {
    expect(toBaseX(10, { width: 0, height: 0 })).toBe(0);
    expect(toBaseY(10, { width: 0, height: 0 })).toBe(0);
  });

  it('turns a rotate slider offset into degrees, 0 to 360', () => {
    expect(sliderAngle(0, 300)).toBe(0);
    expect(sliderAngle(75, 300)).toBe(90);
    expect(sliderAngle(300, 300)).toBe(360);
    expect(sliderAngle(400, 300)).toBe(360);
    expect(sliderAngle(-5, 300)).toBe(0);
    expect(sliderAngle(10, 0)).toBe(0);
  });
});
