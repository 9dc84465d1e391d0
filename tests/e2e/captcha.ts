import { CAPTCHA_ROUTES } from '../../src/lib/contract/routes.ts';
import {
  expect,
  type APIRequestContext,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import en from '../../locales/en/captcha.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/captcha.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW/captcha.json' with { type: 'json' };
import { encryptPayload } from '../../src/lib/captcha/crypto.ts';
import {
  CAPTCHA_ANSWER_SCHEMAS,
  CAPTCHA_VERIFICATION_HEADER,
  captchaChallengeSchema,
  type CaptchaAnswer,
  type CaptchaChallenge,
  type CaptchaScope,
  type CaptchaType,
} from '../../src/lib/contract/captcha.ts';

/**
 * Captcha helpers of the end-to-end tests (issue 6). They read the right answer of a challenge
 * from the gateway's dev route (GET /dev/captcha/:id, dev mode only).
 */

const isCaptchaCall =
  (call: 'genCaptcha' | 'checkCaptcha') =>
  (message: Request | Response): boolean => {
    const request = 'request' in message ? message.request() : message;
    return request.method() === 'POST' && new URL(request.url()).pathname.endsWith(`/${call}`);
  };
/** A genCaptcha call (either scope). */
export const isChallenge = isCaptchaCall('genCaptcha');
/** A checkCaptcha call (either scope). */
export const isCheck = isCaptchaCall('checkCaptcha');

const TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

/**
 * Runs `open` (the click that needs a captcha) and solves the captcha it brings up, as a
 * keyboard user would: the gateway picks one of the five strategies in turn; a picture puzzle
 * is switched to the text code, whose answer is read and typed.
 */
export async function withCaptcha(page: Page, open: () => Promise<void>): Promise<void> {
  const text = TEXTS[(await page.locator('html').getAttribute('lang')) ?? 'zh-TW'] ?? zhTW;
  const first = page.waitForResponse(isChallenge);
  await open();
  const picked = captchaChallengeSchema.parse(
    ((await (await first).json()) as { data: unknown }).data,
  );
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  let challenge = { data: picked };
  if (picked.captchaType !== 'STRING' && picked.captchaType !== 'CALCULATE') {
    const textChallenge = page.waitForResponse(isChallenge);
    await dialog.getByRole('button', { name: text['captcha.useText'], exact: true }).click();
    challenge = (await (await textChallenge).json()) as { data: CaptchaChallenge };
  }
  const answer = await page.request.get(`/dev/captcha/${challenge.data.captchaId}`);
  const { data } = (await answer.json()) as { data: { answer: { text: string } } };
  await dialog.getByRole('textbox').fill(data.answer.text);
  await dialog.getByRole('button', { name: text['captcha.text.submit'], exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The `X-Captcha-Verification` header for a protected call made straight to the gateway (test
 * set-up, not through the page): a challenge of `scope`, answered with the dev answer.
 */
export async function captchaHeader(
  request: APIRequestContext,
  scope: CaptchaScope,
): Promise<Record<string, string>> {
  const paths = CAPTCHA_ROUTES[scope].paths;
  const generated = await request.post(paths.gen, { data: { captchaType: 'CALCULATE' } });
  expect(generated.ok()).toBe(true);
  const { captchaId, captchaType } = (
    (await generated.json()) as { data: { captchaId: string; captchaType: string } }
  ).data;
  const { answer } = (
    (await (await request.get(`/dev/captcha/${captchaId}`)).json()) as { data: { answer: unknown } }
  ).data;
  const data = encryptPayload(captchaId, { answerData: JSON.stringify(answer), opTime: 800 });
  const checked = await request.post(paths.check, { data: { captchaId, captchaType, data } });
  expect(checked.ok()).toBe(true);
  const token = ((await checked.json()) as { data: { captchaVerification: string } }).data
    .captchaVerification;
  return { [CAPTCHA_VERIFICATION_HEADER]: token };
}

/**
 * Makes every genCaptcha call of the page ask for `captchaType` (the widget asks for the
 * gateway's default): the real gateway then draws a real challenge of that strategy.
 */
export async function forceCaptchaType(page: Page, captchaType: CaptchaType): Promise<void> {
  await page.route('**/genCaptcha', (route) =>
    route.continue({ postData: JSON.stringify({ captchaType }) }),
  );
}

/** The next challenge the page receives (start waiting before the action that asks for it). */
export async function nextChallenge(page: Page): Promise<CaptchaChallenge> {
  const response = await page.waitForResponse(isChallenge);
  expect(response.ok()).toBe(true);
  return captchaChallengeSchema.parse(((await response.json()) as { data: unknown }).data);
}

/** The right answer of a live challenge, from the gateway's dev route (GET /dev/captcha/:id). */
export async function devAnswer<T extends CaptchaType>(
  request: APIRequestContext,
  challenge: { captchaId: string; captchaType: T },
): Promise<CaptchaAnswer<T>> {
  const response = await request.get(`/dev/captcha/${challenge.captchaId}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { captchaType: string; answer: unknown } };
  expect(data.captchaType).toBe(challenge.captchaType);
  return CAPTCHA_ANSWER_SCHEMAS[challenge.captchaType].parse(data.answer) as CaptchaAnswer<T>;
}
