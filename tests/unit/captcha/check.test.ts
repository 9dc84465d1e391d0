import { describe, expect, it } from 'vitest';
import {
  angleDistance,
  CLICK_TOLERANCE_PX,
  isRightAnswer,
  ROTATE_TOLERANCE_DEG,
  SLIDE_TOLERANCE_PX,
} from '../../../gateway/captcha/check.ts';

describe('slide puzzle answers', () => {
  const expected = { x: 180, y: 40 };
  it(`pass within ${SLIDE_TOLERANCE_PX} px either way and fail just beyond`, () => {
    expect(SLIDE_TOLERANCE_PX).toBe(5);
    for (const dx of [-5, -2.5, 0, 3, 5]) {
      expect(isRightAnswer('SLIDE_PUZZLE', expected, { x: 180 + dx, y: 40 }), `dx ${dx}`).toBe(
        true,
      );
    }
    for (const dx of [-5.1, 5.1, 6, -40]) {
      expect(isRightAnswer('SLIDE_PUZZLE', expected, { x: 180 + dx, y: 40 }), `dx ${dx}`).toBe(
        false,
      );
    }
  });
  it('fail when the block is moved off its row', () => {
    expect(isRightAnswer('SLIDE_PUZZLE', expected, { x: 180, y: 45 })).toBe(true);
    expect(isRightAnswer('SLIDE_PUZZLE', expected, { x: 180, y: 46 })).toBe(false);
  });
});

describe('click word answers', () => {
  const expected = [
    { x: 40, y: 40 },
    { x: 120, y: 90 },
    { x: 200, y: 40 },
    { x: 300, y: 100 },
  ];
  it(`pass when every tap is within ${CLICK_TOLERANCE_PX} px of its character`, () => {
    expect(CLICK_TOLERANCE_PX).toBe(22);
    const taps = [
      { x: 62, y: 40 }, // exactly 22 px right
      { x: 120 - 12, y: 90 + 18 }, // 21.6 px away
      { x: 200, y: 40 },
      { x: 300, y: 78 },
    ];
    expect(isRightAnswer('CLICK_WORD', expected, taps)).toBe(true);
  });
  it('fail when one tap is just too far, or the order is wrong', () => {
    const taps = expected.map((p) => ({ ...p }));
    taps[3] = { x: 300, y: 122.1 };
    expect(isRightAnswer('CLICK_WORD', expected, taps)).toBe(false);
    const swapped = [expected[1], expected[0], expected[2], expected[3]].filter(
      (p) => p !== undefined,
    );
    expect(isRightAnswer('CLICK_WORD', expected, swapped)).toBe(false);
  });
});

describe('rotate puzzle answers', () => {
  it(`pass within ±${ROTATE_TOLERANCE_DEG}° across 0/360 and fail beyond`, () => {
    expect(isRightAnswer('ROTATE_PUZZLE', { angle: 355 }, { angle: 5 })).toBe(true);
    expect(isRightAnswer('ROTATE_PUZZLE', { angle: 355 }, { angle: 345 })).toBe(true);
    expect(isRightAnswer('ROTATE_PUZZLE', { angle: 355 }, { angle: 5.5 })).toBe(false);
    expect(isRightAnswer('ROTATE_PUZZLE', { angle: 90 }, { angle: 100 })).toBe(true);
    expect(isRightAnswer('ROTATE_PUZZLE', { angle: 90 }, { angle: 79 })).toBe(false);
    expect(isRightAnswer('ROTATE_PUZZLE', { angle: 90 }, { angle: 450 })).toBe(true);
  });
  it('measure the distance between angles the short way round', () => {
    expect(angleDistance(10, 350)).toBe(20);
    expect(angleDistance(-30, 30)).toBe(60);
    expect(angleDistance(180, 0)).toBe(180);
  });
});

describe('typed answers', () => {
  it('compare strings without regard to case, spaces or full-width forms', () => {
    expect(isRightAnswer('STRING', { text: 'aB7k' }, { text: 'AB7K' })).toBe(true);
    expect(isRightAnswer('STRING', { text: 'aB7k' }, { text: ' ab 7k ' })).toBe(true);
    expect(isRightAnswer('STRING', { text: 'aB7k' }, { text: 'ａｂ７ｋ' })).toBe(true);
    expect(isRightAnswer('STRING', { text: 'aB7k' }, { text: 'aB7' })).toBe(false);
    expect(isRightAnswer('STRING', { text: 'aB7k' }, { text: 'aB7kx' })).toBe(false);
  });
  it('compare results as numbers', () => {
    expect(isRightAnswer('CALCULATE', { text: '12' }, { text: '12' })).toBe(true);
    expect(isRightAnswer('CALCULATE', { text: '12' }, { text: ' 012 ' })).toBe(true);
    expect(isRightAnswer('CALCULATE', { text: '12' }, { text: '１２' })).toBe(true);
    expect(isRightAnswer('CALCULATE', { text: '12' }, { text: '13' })).toBe(false);
    expect(isRightAnswer('CALCULATE', { text: '12' }, { text: '12.0' })).toBe(false);
    expect(isRightAnswer('CALCULATE', { text: '0' }, { text: '' })).toBe(false);
  });
});
