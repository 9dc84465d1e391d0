import * as z from 'zod/mini';

// defined without zod in constants.ts (the account forms send it before loading the captcha)
export { CAPTCHA_VERIFICATION_HEADER } from './constants.ts';

/**
 * The captcha (SPEC §3 captcha challenge, §4 captcha, §7 captcha validation, §9; DESIGN §6),
 * shared by the gateway and the captcha widget.
 *
 * Flow: POST genCaptcha → a challenge with raster images; the visitor answers; the widget
 * encrypts `{answerData, opTime}` with the captchaId as key (src/lib/captcha/crypto.ts) and
 * POSTs checkCaptcha → `{captchaVerification}`, a single-use token valid 2 minutes that the
 * protected call (login, sendCode, forgetPassword) sends in the `X-Captcha-Verification`
 * header. Every check consumes the challenge: after any failure the widget asks for a new one.
 *
 * Geometry, in the base coordinates of the 360×140 main image (scale from the rendered size
 * with src/lib/captcha/scale.ts):
 * - SLIDE_PUZZLE: the main image has a puzzle-shaped hole; `subImageBase64` is the block, a
 *   50×50 image (transparent outside the puzzle shape) drawn with its top at `subData.y` and its
 *   left at the slider's offset. Answer `{x, y}`: the block's left and top.
 * - CLICK_WORD: the main image shows the 4 characters of `subData.words` among decoys. Answer
 *   the 4 tapped points `[{x, y}, …]` in the order of `words`.
 * - STRING: the main image shows 4-5 distorted characters. Answer `{text}` (case-insensitive).
 * - CALCULATE: the main image shows e.g. "7 + 5 = ?". Answer `{text}` with the number.
 * - ROTATE_PUZZLE: the main image (360×140) has a circular hole of ROTATE_DISC_SIZE px centred
 *   at (180, 70); `subImageBase64` is the disc, a ROTATE_DISC_SIZE square (transparent
 *   outside the circle), cut from the same picture but turned by an unknown angle. The widget
 *   draws it centred on the hole, turned clockwise by the user's angle (CSS `rotate(<angle>deg)`);
 *   the answer `{angle}` (degrees clockwise, 0-360) is right when the disc then sits upright
 *   and continues the picture around it (tolerance ±10°).
 */

/** The captcha strategies (SPEC §4). */
export const CAPTCHA_TYPES = [
  'SLIDE_PUZZLE',
  'CLICK_WORD',
  'STRING',
  'CALCULATE',
  'ROTATE_PUZZLE',
] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];
export const captchaTypeSchema = z.enum(CAPTCHA_TYPES);
// When genCaptcha names no strategy, the gateway picks one of the five in turn
// (gateway/captcha/rotation.ts); the widget offers the text code as every puzzle's alternative.

/**
 * Where a challenge and its verification token are valid: one genCaptcha/checkCaptcha pair per
 * login family (DESIGN §8). A token from one scope is refused by the other's calls.
 * - 'auth-center': password login (/uw-auth-center/auth/login);
 * - 'open-account': code login, sendCode and forgetPassword (/cl-odss-app/open/account/info/…).
 */
export const CAPTCHA_SCOPES = ['auth-center', 'open-account'] as const;
export type CaptchaScope = (typeof CAPTCHA_SCOPES)[number];

/** SPEC §9: the base image is 360×140, the slider bar 40 px high, the puzzle block 50 px. */
export const CAPTCHA_IMAGE_WIDTH = 360;
export const CAPTCHA_IMAGE_HEIGHT = 140;
export const CAPTCHA_BAR_HEIGHT = 40;
export const CAPTCHA_BLOCK_SIZE = 50;
/** SPEC §9: click-word collects 4 taps. */
export const CLICK_WORD_TAPS = 4;
/** Diameter of the rotate puzzle's disc (and of the hole, centred in the main image). */
export const ROTATE_DISC_SIZE = 120;

/** A challenge lives 2 minutes; so does the verification token of a solved one. */
export const CAPTCHA_TTL_MS = 120_000;
export const CAPTCHA_VERIFICATION_TTL_MS = 120_000;

/** Error codes of the captcha (beside the shared ERROR_CODES); all are HTTP 400. */
export const CAPTCHA_ERROR_CODES = {
  /** Wrong answer; the challenge is used up. */
  failed: 'CAPTCHA_FAILED',
  /** Unknown, expired or already used challenge. */
  expired: 'CAPTCHA_EXPIRED',
  /** A protected call without a valid verification token (missing, unknown, expired, reused, other scope). */
  required: 'CAPTCHA_REQUIRED',
} as const;

export const CAPTCHA_ID_PATTERN = /^[A-Za-z0-9]{32}$/;
export const captchaIdSchema = z.string().check(z.regex(CAPTCHA_ID_PATTERN, 'errors.captcha.id'));

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** The longest encrypted answer accepted (base64 characters). */
export const CAPTCHA_PAYLOAD_MAX = 4096;

/** POST genCaptcha body. */
export const genCaptchaBodySchema = z.strictObject({
  captchaType: z.optional(captchaTypeSchema),
});

/** genCaptcha answer data (SPEC §3 captcha challenge). */
export const captchaChallengeSchema = z.object({
  captchaId: captchaIdSchema,
  captchaType: captchaTypeSchema,
  /** data: URL (image/png or image/webp) of the 360×140 main image. */
  mainImageBase64: z.string().check(z.regex(/^data:image\/(?:png|webp);base64,/)),
  /** data: URL of the slide block or the rotate disc; '' for the other strategies. */
  subImageBase64: z.string(),
  /** Base64 AES-ECB-PKCS7 ciphertext (key: UTF-8 of captchaId) of the JSON of the strategy's sub data. */
  subData: z.string(),
  /** Milliseconds the challenge stays valid (120000). */
  expiresIn: z.number(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** Decrypted subData of SLIDE_PUZZLE: the block's top in base px. */
export const slideSubDataSchema = z.object({ y: z.number() });
/** Decrypted subData of CLICK_WORD: the 4 characters to tap, in order. */
export const clickSubDataSchema = z.object({
  words: z.array(z.string()).check(z.length(CLICK_WORD_TAPS)),
});

/** POST checkCaptcha body; `data` is base64 of AES-ECB-PKCS7(JSON of {@link CaptchaPayload}). */
export const checkCaptchaBodySchema = z.strictObject({
  captchaId: captchaIdSchema,
  captchaType: captchaTypeSchema,
  data: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(CAPTCHA_PAYLOAD_MAX),
      z.regex(BASE64, 'errors.captcha.payload'),
    ),
});
export type CheckCaptchaBody = z.infer<typeof checkCaptchaBodySchema>;

/** The decrypted checkCaptcha payload: answerData is JSON.stringify of the strategy's answer. */
export const captchaPayloadSchema = z.object({
  answerData: z.string().check(z.minLength(1), z.maxLength(1000)),
  /** Milliseconds from showing the challenge to answering. */
  opTime: z.number().check(z.gte(0)),
});
export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;

export const basePointSchema = z.object({ x: z.number(), y: z.number() });
export type BasePoint = z.infer<typeof basePointSchema>;

/** The answers, by strategy (the JSON inside answerData). */
export const CAPTCHA_ANSWER_SCHEMAS = {
  SLIDE_PUZZLE: basePointSchema,
  CLICK_WORD: z.array(basePointSchema).check(z.length(CLICK_WORD_TAPS)),
  STRING: z.object({ text: z.string().check(z.maxLength(16)) }),
  CALCULATE: z.object({ text: z.string().check(z.maxLength(16)) }),
  ROTATE_PUZZLE: z.object({ angle: z.number() }),
} as const satisfies Record<CaptchaType, z.ZodMiniType>;
export type CaptchaAnswer<T extends CaptchaType = CaptchaType> = z.infer<
  (typeof CAPTCHA_ANSWER_SCHEMAS)[T]
>;

/** checkCaptcha answer data on success. */
export const captchaVerificationSchema = z.object({
  captchaVerification: z.string(),
  /** Milliseconds the token stays valid (120000). */
  expiresIn: z.number(),
});
export type CaptchaVerification = z.infer<typeof captchaVerificationSchema>;

/** Dev mode only: GET /dev/captcha/:id → the right answer (the JSON to put in answerData). */
export const devCaptchaAnswerSchema = z.object({
  captchaType: captchaTypeSchema,
  answer: z.unknown(),
});
