import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import en from '../../locales/en/captcha.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/captcha.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW/captcha.json' with { type: 'json' };
import { encryptPayload } from '../../src/lib/captcha/crypto.ts';
import {
  CAPTCHA_PATHS,
  CAPTCHA_VERIFICATION_HEADER,
  type CaptchaScope,
} from '../../src/lib/contract/captcha.ts';

/**
 * Solves the captcha that a protected account call opens (issue 6), as a keyboard user would:
 * switches to the text code, reads its answer from the gateway's dev route
 * (GET /dev/captcha/:id, dev mode only) and types it.
 */
const isChallenge = (response: Response): boolean =>
  response.request().method() === 'POST' && /\/genCaptcha$/.test(new URL(response.url()).pathname);

const TEXTS: Readonly<Record<string, typeof en>> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

/** Runs `open` (the click that needs a captcha) and solves the captcha it brings up. */
export async function withCaptcha(page: Page, open: () => Promise<void>): Promise<void> {
  const text = TEXTS[(await page.locator('html').getAttribute('lang')) ?? 'zh-TW'] ?? zhTW;
  const first = page.waitForResponse(isChallenge);
  await open();
  await first;
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const textChallenge = page.waitForResponse(isChallenge);
  await dialog.getByRole('button', { name: text['captcha.useText'], exact: true }).click();
  const challenge = (await (await textChallenge).json()) as { data: { captchaId: string } };
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
  const paths = CAPTCHA_PATHS[scope];
  const generated = await request.post(paths.gen, { data: { captchaType: 'CALCULATE' } });
  expect(generated.ok()).toBe(true);
  const { captchaId, captchaType } = (await generated.json()).data as {
    captchaId: string;
    captchaType: string;
  };
  const { answer } = (await (await request.get(`/dev/captcha/${captchaId}`)).json()).data as {
    answer: unknown;
  };
  const data = encryptPayload(captchaId, { answerData: JSON.stringify(answer), opTime: 800 });
  const checked = await request.post(paths.check, { data: { captchaId, captchaType, data } });
  expect(checked.ok()).toBe(true);
  const token = (await checked.json()).data.captchaVerification as string;
  return { [CAPTCHA_VERIFICATION_HEADER]: token };
}
