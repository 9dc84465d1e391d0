import { describe, expect, it } from 'vitest';
import {
  REFUND_REASONS,
  refundReasonKey,
  refundReasonText,
  validateRefund,
} from '../../../src/lib/validation/refund.ts';
import {
  checkUploads,
  isImageFile,
  validateServiceMessage,
} from '../../../src/lib/validation/service-message.ts';

describe('refund', () => {
  it('lists the six reasons of the SPEC, other last', () => {
    expect(REFUND_REASONS).toHaveLength(6);
    expect(REFUND_REASONS.at(-1)).toBe('other');
  });

  it('needs the notice ticked and a reason', () => {
    expect(validateRefund({ noticeAccepted: false, reason: '', otherReason: '' })).toEqual({
      noticeAccepted: [{ key: 'validation.refund.notice' }],
      reason: [{ key: 'validation.refund.reasonRequired' }],
    });
    expect(
      validateRefund({ noticeAccepted: true, reason: 'unableToTravel', otherReason: '' }),
    ).toEqual({});
  });

  it("needs a specific reason for 'other', at most 200 characters", () => {
    const other = { noticeAccepted: true, reason: 'other', otherReason: ' ' } as const;
    expect(validateRefund(other)).toEqual({
      otherReason: [{ key: 'validation.refund.otherRequired' }],
    });
    expect(validateRefund({ ...other, otherReason: 'x'.repeat(200) })).toEqual({});
    expect(validateRefund({ ...other, otherReason: 'x'.repeat(201) })).toEqual({
      otherReason: [{ key: 'validation.tooLong', params: { count: 200 } }],
    });
  });

  it('sends the label of a listed reason, or the text of other', () => {
    const t = (key: string) => `T(${key})`;
    expect(refundReasonKey('priceNotSuitable')).toBe('validation.refund.reason.priceNotSuitable');
    expect(
      refundReasonText({ noticeAccepted: true, reason: 'bookingFailed', otherReason: '' }, t),
    ).toBe('T(validation.refund.reason.bookingFailed)');
    expect(
      refundReasonText({ noticeAccepted: true, reason: 'other', otherReason: ' late ' }, t),
    ).toBe('late');
  });
});

describe('customer-service message', () => {
  it('requires question type, content and contact', () => {
    expect(validateServiceMessage({ questionType: '', content: ' ', contact: '' })).toEqual({
      questionType: [{ key: 'validation.message.questionTypeRequired' }],
      content: [{ key: 'validation.message.contentRequired' }],
      contact: [{ key: 'validation.message.contactRequired' }],
    });
    expect(validateServiceMessage({ questionType: '1', content: 'Hi', contact: 'a@b.co' })).toEqual(
      {},
    );
  });

  it.each([
    ['a.jpeg', true],
    ['a.JPG', true],
    ['a.png', true],
    ['a.gif', true],
    ['a.jpe', true],
    ['a.jpe2', true],
    ['a.webp', false],
    ['a.mp4', false],
    ['jpg', false],
    ['a.png.exe', false],
  ])('accepts %s as an image: %s', (name, ok) => expect(isImageFile(name)).toBe(ok));

  it('limits format, count and size', () => {
    const MB = 1024 * 1024;
    expect(checkUploads([{ name: 'a.png', size: 5 * MB }])).toBeNull();
    expect(checkUploads([{ name: 'a.bmp', size: 1 }])).toEqual({ key: 'validation.upload.format' });
    // A video of SPEC §5's list is named as a video, not as an unknown format.
    for (const name of ['clip.MP4', 'clip.avi', 'clip.wmv', 'clip.mov', 'clip.flv']) {
      expect(
        checkUploads([
          { name: 'a.png', size: 1 },
          { name, size: 1 },
        ]),
      ).toEqual({
        key: 'validation.upload.video',
      });
    }
    expect(checkUploads([{ name: 'a.png', size: 5 * MB + 1 }])).toEqual({
      key: 'validation.upload.size',
      params: { max: 5 },
    });
    expect(checkUploads([{ name: 'a.png', size: 1 }], 3)).toEqual({
      key: 'validation.upload.count',
      params: { count: 3 },
    });
    expect(
      checkUploads([{ name: 'a.png', size: 2 * MB }], 0, { maxCount: 1, maxSizeMb: 1 }),
    ).toEqual({ key: 'validation.upload.size', params: { max: 1 } });
  });
});
