// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { CaptchaPanel } from '../../../src/islands/captcha/CaptchaPanel.tsx';
import { createTranslator } from '../../../src/lib/i18n/translator.ts';
import {
  CAPTCHA_ANSWER_SCHEMAS,
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  devCaptchaAnswerSchema,
  type CaptchaType,
} from '../../../src/lib/contract/captcha.ts';
import { setLanguage } from '../../../src/lib/session/language.ts';
import en from '../../../locales/en/captcha.json';
import { harness, resetStores } from '../api/harness.ts';
import { keepStoresMounted, mockLayout, RECT } from './setup.ts';

/**
 * The widget against the real gateway over HTTP (its own process): real challenges, the answer
 * read from /dev/captcha/:id and given through the widget's own interactions on a picture
 * rendered 300 px wide, checked by the gateway's node:crypto decryption and tolerances.
 */

let child: ChildProcess;
let url = '';
beforeAll(async () => {
  keepStoresMounted();
  child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'gateway-process.ts')],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  url = await new Promise<string>((resolve, reject) => {
    if (child.stdout === null) return reject(new Error('no stdout'));
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) =>
      resolve(z.object({ url: z.string() }).parse(JSON.parse(line)).url),
    );
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });
}, 60_000);
afterAll(() => {
  child.kill('SIGTERM');
});
beforeEach(() => {
  mockLayout();
  setLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetStores();
});

const envelope = z.object({ data: z.unknown() });

/** The id of the challenge the gateway issued last. */
async function lastCaptchaId(): Promise<string> {
  const res = await fetch(`${url}/test/last-captcha`);
  return z.object({ captchaId: z.string() }).parse(await res.json()).captchaId;
}

/** The right answer of the challenge the widget shows. */
async function rightAnswer(): Promise<{ type: CaptchaType; answer: unknown }> {
  const captchaId = await lastCaptchaId();
  const res = await fetch(`${url}/dev/captcha/${captchaId}`);
  const { captchaType, answer } = devCaptchaAnswerSchema.parse(
    envelope.parse(await res.json()).data,
  );
  return { type: captchaType, answer };
}

const rendered = (x: number, y: number) => ({
  x: (x * RECT.width) / CAPTCHA_IMAGE_WIDTH,
  y: (y * RECT.height) / CAPTCHA_IMAGE_HEIGHT,
});

function renderPanel(type: CaptchaType, scope: 'auth-center' | 'open-account' = 'open-account') {
  const onVerified = vi.fn<(token: string, text: string) => void>();
  render(
    <CaptchaPanel
      scope={scope}
      type={type}
      t={createTranslator('en', en)}
      client={harness(url).client}
      onVerified={onVerified}
    />,
  );
  return onVerified;
}

const drag = (handle: HTMLElement, dx: number) => {
  fireEvent.pointerDown(handle, { clientX: 20, pointerId: 1, button: 0 });
  fireEvent.pointerMove(handle, { clientX: 20 + dx, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 20 + dx, pointerId: 1 });
};

/** Gives the right answer through the widget, the way a visitor would. */
async function answer(type: CaptchaType, right: unknown): Promise<void> {
  switch (type) {
    case 'SLIDE_PUZZLE': {
      const { x } = CAPTCHA_ANSWER_SCHEMAS.SLIDE_PUZZLE.parse(right);
      drag(await screen.findByRole('slider', { name: 'Puzzle slider' }), rendered(x, 0).x);
      return;
    }
    case 'ROTATE_PUZZLE': {
      const { angle } = CAPTCHA_ANSWER_SCHEMAS.ROTATE_PUZZLE.parse(right);
      const handle = await screen.findByRole('slider', { name: 'Rotation slider' });
      drag(handle, (angle / 360) * (RECT.width - 40));
      return;
    }
    case 'CLICK_WORD': {
      const stage = await screen.findByRole('button', {
        name: 'Picture with the characters to tap',
      });
      for (const point of CAPTCHA_ANSWER_SCHEMAS.CLICK_WORD.parse(right)) {
        const at = rendered(point.x, point.y);
        fireEvent.click(stage, { clientX: RECT.left + at.x, clientY: RECT.top + at.y, detail: 1 });
      }
      return;
    }
    case 'STRING':
    case 'CALCULATE': {
      const { text } = CAPTCHA_ANSWER_SCHEMAS[type].parse(right);
      const input = await screen.findByRole('textbox');
      fireEvent.input(input, { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      return;
    }
  }
}

const loaded = () =>
  waitFor(() => expect(screen.queryByText('Loading the challenge…')).not.toBeInTheDocument());

describe.each<CaptchaType>(['SLIDE_PUZZLE', 'CLICK_WORD', 'STRING', 'CALCULATE', 'ROTATE_PUZZLE'])(
  'the %s widget on the real gateway',
  (type) => {
    it('earns a verification token with the right answer', async () => {
      const onVerified = renderPanel(type);
      await loaded();
      const right = await rightAnswer();
      expect(right.type).toBe(type);
      await answer(type, right.answer);
      await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1), { timeout: 5000 });
      expect(onVerified.mock.calls[0]?.[0]).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(screen.getByRole('status')).toHaveTextContent(/Verified in \d+\.\d s/);
    });
  },
);

describe('a wrong answer on the real gateway', () => {
  it('shows the translated message and loads a new challenge', async () => {
    const onVerified = renderPanel('SLIDE_PUZZLE', 'auth-center');
    await loaded();
    const firstId = await lastCaptchaId();
    const first = await rightAnswer();
    const { x } = CAPTCHA_ANSWER_SCHEMAS.SLIDE_PUZZLE.parse(first.answer);
    const handle = screen.getByRole('slider', { name: 'Puzzle slider' });
    drag(handle, rendered(x > 150 ? x - 80 : x + 80, 0).x);
    // The gateway's message, in the page language (Accept-Language: en).
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Verification failed, try again'),
      { timeout: 5000 },
    );
    // A new challenge replaces the used one.
    await waitFor(
      async () => {
        expect(await lastCaptchaId()).not.toBe(firstId);
      },
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(document.querySelector('.captcha-strategy')).not.toHaveClass('is-loading'),
    );
    const second = await rightAnswer();
    expect(second).not.toEqual(first);
    expect(onVerified).not.toHaveBeenCalled();
    expect(screen.getByRole('slider', { name: 'Puzzle slider' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    // The new challenge can still be solved.
    await answer('SLIDE_PUZZLE', second.answer);
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });
});
