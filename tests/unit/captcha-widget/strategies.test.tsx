// @vitest-environment jsdom
import { CAPTCHA_ROUTES } from '../../../src/lib/contract/routes.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CaptchaPanel,
  type CaptchaPanelProps,
} from '../../../src/islands/captcha/CaptchaPanel.tsx';
import { createTranslator } from '../../../src/lib/i18n/translator.ts';
import { $notice } from '../../../src/lib/session/notice.ts';
import en from '../../../locales/en/captcha.json';
import { harness, resetStores } from '../api/harness.ts';
import { startServer, type TestServer } from '../api/test-server.ts';
import { fails, fakeGateway, SLIDE_Y, TOKEN, type FakeGateway } from './fake-gateway.ts';
import { keepStoresMounted, mockLayout, RECT } from './setup.ts';

/**
 * Each strategy against a scripted gateway on a real HTTP server: the check body is decrypted
 * with the same crypto helper and its answer compared in the 360×140 base, while the widget is
 * rendered 300 px wide.
 */

let server: TestServer;
let gateway: FakeGateway;
beforeAll(async () => {
  keepStoresMounted();
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => mockLayout());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  server.reset();
  resetStores();
});

const t = createTranslator('en', en);

function renderPanel(props: Partial<CaptchaPanelProps> = {}) {
  const onVerified = vi.fn<(token: string, text: string) => void>();
  const { client } = harness(server.url);
  const request = vi.spyOn(client, 'request');
  const view = render(
    <CaptchaPanel scope="open-account" t={t} client={client} onVerified={onVerified} {...props} />,
  );
  /**
   * The checks the panel has sent so far. Counted as the panel calls its client (a submit calls
   * it at once, inside the event), so that "nothing was sent" needs no wait.
   */
  const checksSent = () =>
    request.mock.calls.filter(([path]) => path === CAPTCHA_ROUTES['open-account'].paths.check)
      .length;
  return { onVerified, checksSent, ...view };
}

const drag = (handle: HTMLElement, from: number, to: number) => {
  fireEvent.pointerDown(handle, { clientX: from, pointerId: 1, button: 0 });
  fireEvent.pointerMove(handle, { clientX: (from + to) / 2, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: to, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: to, pointerId: 1 });
};

/** A tap at a point given relative to the rendered picture's top-left corner. */
const tap = (stage: HTMLElement, x: number, y: number) =>
  fireEvent.click(stage, { clientX: RECT.left + x, clientY: RECT.top + y, detail: 1 });

describe('slide puzzle', () => {
  beforeEach(() => {
    gateway = fakeGateway(server, 'open-account', 'SLIDE_PUZZLE');
  });

  it('places the block at the height of subData and moves it with the handle', async () => {
    const { container } = renderPanel();
    const handle = await screen.findByRole('slider', { name: 'Puzzle slider' });
    expect(screen.getByRole('img', { name: /gap for the puzzle piece/ })).toBeInTheDocument();
    const piece = container.querySelector<HTMLElement>('.captcha-piece');
    expect(piece?.style.top).toBe(`${(SLIDE_Y / 140) * 100}%`);
    expect(piece?.style.left).toBe('0%');

    fireEvent.pointerDown(handle, { clientX: 20, pointerId: 1, button: 0 });
    fireEvent.pointerMove(handle, { clientX: 95, pointerId: 1 });
    // 75 rendered px on a 300 px picture are 90 base px.
    expect(handle).toHaveAttribute('aria-valuenow', '90');
    expect(piece?.style.left).toBe(`${(90 / 360) * 100}%`);
    expect(handle.style.left).toBe(piece?.style.left);
  });

  it('sends the block position scaled back to the 360×140 base on release', async () => {
    const { onVerified } = renderPanel();
    const handle = await screen.findByRole('slider', { name: 'Puzzle slider' });
    drag(handle, 20, 170);

    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(gateway.checks).toHaveLength(1);
    const [check] = gateway.checks;
    expect(check?.body.captchaId).toBe(gateway.generated[0]?.challenge.captchaId);
    expect(check?.body.captchaType).toBe('SLIDE_PUZZLE');
    // 150 rendered px × 360 / 300 = 180 base px.
    expect(check?.answer).toEqual({ x: 180, y: SLIDE_Y });
    expect(check?.payload.opTime).toBeGreaterThanOrEqual(0);
    expect(onVerified).toHaveBeenCalledWith(
      TOKEN,
      expect.stringMatching(/^Verified in \d+\.\d s$/),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/Verified in \d+\.\d s/);
  });

  it('moves with the arrow keys and submits with Enter', async () => {
    renderPanel();
    const handle = await screen.findByRole('slider', { name: 'Puzzle slider' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle).toHaveAttribute('aria-valuenow', '22');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle).toHaveAttribute('aria-valuenow', '310');
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(gateway.checks).toHaveLength(1));
    expect(gateway.checks[0]?.answer).toEqual({ x: 310, y: SLIDE_Y });
  });

  it('does not submit a release without a move', async () => {
    const { checksSent } = renderPanel();
    const handle = await screen.findByRole('slider', { name: 'Puzzle slider' });
    fireEvent.pointerDown(handle, { clientX: 20, pointerId: 1, button: 0 });
    fireEvent.pointerUp(handle, { clientX: 20, pointerId: 1 });
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(checksSent()).toBe(0);
    // A real move afterwards is the first check the gateway sees.
    drag(handle, 20, 170);
    await waitFor(() => expect(gateway.checks).toHaveLength(1));
    expect(gateway.checks[0]?.answer).toEqual({ x: 180, y: SLIDE_Y });
  });

  it('on a wrong answer shows the message on the bar, resets the slider and loads a new challenge', async () => {
    gateway.verdict = fails;
    const { onVerified, container } = renderPanel();
    const first = await screen.findByRole('slider', { name: 'Puzzle slider' });
    drag(first, 20, 120);

    await waitFor(() => expect(gateway.generated).toHaveLength(2));
    await waitFor(() =>
      expect(container.querySelector('.captcha-bar')).toHaveTextContent(
        'Verification failed, try again',
      ),
    );
    expect(container.querySelector('.captcha-bar')).toHaveClass('is-error');
    expect(screen.getByRole('status')).toHaveTextContent('Verification failed, try again');
    const handle = screen.getByRole('slider', { name: 'Puzzle slider' });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    // The focus stays on the (new) handle.
    await waitFor(() => expect(handle).toHaveFocus());
    expect(onVerified).not.toHaveBeenCalled();

    // The new challenge is answered with its own id.
    gateway.verdict = () => ({
      json: {
        state: 'success',
        code: 'OK',
        msg: '',
        data: { captchaVerification: 'x', expiresIn: 1 },
      },
    });
    drag(handle, 20, 60);
    await waitFor(() => expect(gateway.checks).toHaveLength(2));
    expect(gateway.checks[1]?.body.captchaId).toBe(gateway.generated[1]?.challenge.captchaId);
  });

  it('shows the failure as the page toast when asked to', async () => {
    gateway.verdict = fails;
    renderPanel({ errorDisplay: 'toast' });
    drag(await screen.findByRole('slider', { name: 'Puzzle slider' }), 20, 120);
    await waitFor(() => expect($notice.get()?.text).toBe('Verification failed, try again'));
    expect($notice.get()?.kind).toBe('error');
  });

  it('loads a new challenge with the refresh button', async () => {
    renderPanel();
    const handle = await screen.findByRole('slider', { name: 'Puzzle slider' });
    fireEvent.keyDown(handle, { key: 'End' });
    fireEvent.click(screen.getByRole('button', { name: /Load a new challenge/ }));
    await waitFor(() => expect(gateway.generated).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: 'Puzzle slider' })).toHaveAttribute(
        'aria-valuenow',
        '0',
      ),
    );
    expect(gateway.checks).toHaveLength(0);
  });
});

describe('click word', () => {
  beforeEach(() => {
    gateway = fakeGateway(server, 'open-account', 'CLICK_WORD');
  });

  it('asks for the words of subData and numbers the taps in order', async () => {
    renderPanel();
    expect(await screen.findByText('Tap in order: 甲 乙 丙 丁')).toBeInTheDocument();
    const stage = screen.getByRole('button', { name: 'Picture with the characters to tap' });
    tap(stage, 30, 35);
    tap(stage, 120, 70);
    const markers = screen.getAllByTestId('captcha-marker');
    expect(markers.map((m) => m.textContent)).toEqual(['1', '2']);
    expect(markers[0]?.style.left).toBe(`${(36 / 360) * 100}%`);
    expect(screen.getByText('2 of 4 tapped')).toBeInTheDocument();
  });

  it('submits the 4 taps in base coordinates after the 4th and ignores taps after success', async () => {
    const { onVerified, checksSent } = renderPanel();
    const stage = await screen.findByRole('button', { name: 'Picture with the characters to tap' });
    tap(stage, 30, 35);
    tap(stage, 120, 70);
    tap(stage, 210, 105);
    expect(gateway.checks).toHaveLength(0);
    tap(stage, 285, 10);

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(TOKEN, expect.any(String)));
    expect(gateway.checks).toHaveLength(1);
    expect(gateway.checks[0]?.body.captchaType).toBe('CLICK_WORD');
    // Rendered 300 px wide: × 360/300 across and × 140/116.7 down.
    expect(gateway.checks[0]?.answer).toEqual([
      { x: 36, y: 42 },
      { x: 144, y: 84 },
      { x: 252, y: 126 },
      { x: 342, y: 12 },
    ]);

    tap(stage, 100, 50);
    tap(stage, 100, 50);
    expect(screen.getAllByTestId('captcha-marker')).toHaveLength(4);
    expect(checksSent()).toBe(1);
  });

  it('undoes the last tap and clears them all', async () => {
    renderPanel();
    const stage = await screen.findByRole('button', { name: 'Picture with the characters to tap' });
    const undo = screen.getByRole('button', { name: 'Undo the last tap' });
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    tap(stage, 30, 35);
    tap(stage, 120, 70);
    tap(stage, 210, 105);
    fireEvent.click(undo);
    expect(screen.getAllByTestId('captcha-marker')).toHaveLength(2);
    tap(stage, 60, 60);
    expect(screen.getAllByTestId('captcha-marker').map((m) => m.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the taps' }));
    expect(screen.queryAllByTestId('captcha-marker')).toHaveLength(0);
    expect(gateway.checks).toHaveLength(0);
  });

  it('taps with the keyboard at a pointer moved by the arrow keys', async () => {
    renderPanel();
    const stage = await screen.findByRole('button', { name: 'Picture with the characters to tap' });
    stage.focus();
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp']) fireEvent.keyDown(stage, { key });
    fireEvent.click(stage, { detail: 0 });
    fireEvent.keyDown(stage, { key: 'ArrowRight', shiftKey: true });
    fireEvent.click(stage, { detail: 0 });
    fireEvent.click(stage, { detail: 0 });
    fireEvent.click(stage, { detail: 0 });
    await waitFor(() => expect(gateway.checks).toHaveLength(1));
    expect(gateway.checks[0]?.answer).toEqual([
      { x: 160, y: 60 },
      { x: 162, y: 60 },
      { x: 162, y: 60 },
      { x: 162, y: 60 },
    ]);
  });

  it('clears the taps and loads new words after a wrong answer', async () => {
    gateway.verdict = fails;
    renderPanel();
    const stage = await screen.findByRole('button', { name: 'Picture with the characters to tap' });
    for (let i = 0; i < 4; i += 1) tap(stage, 40 + i * 60, 50);
    await waitFor(() => expect(gateway.generated).toHaveLength(2));
    await waitFor(() => expect(screen.queryAllByTestId('captcha-marker')).toHaveLength(0));
    expect(screen.getByRole('status')).toHaveTextContent('Verification failed, try again');
    expect(screen.getByText('0 of 4 tapped')).toBeInTheDocument();
  });
});

describe('image code and arithmetic', () => {
  it('keeps the submit button disabled until text is typed and sends the trimmed text', async () => {
    gateway = fakeGateway(server, 'open-account', 'STRING');
    renderPanel();
    const input = await screen.findByLabelText('Type the characters in the picture');
    const submit = screen.getByRole('button', { name: 'Verify' });
    expect(submit).toBeDisabled();
    fireEvent.input(input, { target: { value: '   ' } });
    expect(submit).toBeDisabled();
    fireEvent.input(input, { target: { value: ' aB3d ' } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await waitFor(() => expect(gateway.checks).toHaveLength(1));
    expect(gateway.checks[0]?.body.captchaType).toBe('STRING');
    expect(gateway.checks[0]?.answer).toEqual({ text: 'aB3d' });
  });

  it('times the answer from the first input', async () => {
    gateway = fakeGateway(server, 'open-account', 'STRING');
    let clock = 1_000;
    const { onVerified } = renderPanel({ now: () => clock });
    const input = await screen.findByLabelText('Type the characters in the picture');
    clock = 5_000;
    fireEvent.input(input, { target: { value: 'a' } });
    clock = 6_000;
    fireEvent.input(input, { target: { value: 'ab' } });
    clock = 6_800;
    fireEvent.submit(input);
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(TOKEN, 'Verified in 1.8 s'));
    expect(gateway.checks[0]?.payload.opTime).toBe(1_800);
    expect(screen.getByRole('status')).toHaveTextContent('Verified in 1.8 s');
  });

  it('clears the input and loads a new picture after a wrong answer', async () => {
    gateway = fakeGateway(server, 'open-account', 'STRING');
    gateway.verdict = fails;
    renderPanel();
    const input = await screen.findByLabelText('Type the characters in the picture');
    fireEvent.input(input, { target: { value: 'wrong' } });
    fireEvent.submit(input);
    await waitFor(() => expect(gateway.generated).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByLabelText('Type the characters in the picture')).toHaveValue(''),
    );
    const fresh = screen.getByLabelText('Type the characters in the picture');
    expect(fresh).toHaveAttribute('aria-invalid', 'true');
    expect(fresh).toHaveAccessibleDescription('Verification failed, try again');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it('asks for the result of the sum with a numeric keyboard', async () => {
    gateway = fakeGateway(server, 'open-account', 'CALCULATE');
    renderPanel();
    const input = await screen.findByLabelText('Type the result of the sum in the picture');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('img', { name: 'Picture of the sum to work out' })).toBeInTheDocument();
    fireEvent.input(input, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(gateway.checks).toHaveLength(1));
    expect(gateway.checks[0]?.body.captchaType).toBe('CALCULATE');
    expect(gateway.checks[0]?.answer).toEqual({ text: '12' });
  });
});

describe('rotate puzzle', () => {
  beforeEach(() => {
    gateway = fakeGateway(server, 'open-account', 'ROTATE_PUZZLE');
  });

  it('turns the disc with the handle and sends the angle on release', async () => {
    const { container } = renderPanel();
    const handle = await screen.findByRole('slider', { name: 'Rotation slider' });
    const disc = container.querySelector<HTMLElement>('.captcha-disc');
    expect(disc?.style.transform).toBe('rotate(0deg)');
    fireEvent.pointerDown(handle, { clientX: 30, pointerId: 7, button: 0 });
    // The handle travels 300 − 40 = 260 px for a full turn: 65 px are 90°.
    fireEvent.pointerMove(handle, { clientX: 95, pointerId: 7 });
    expect(disc?.style.transform).toBe('rotate(90deg)');
    expect(handle).toHaveAttribute('aria-valuetext', '90 degrees');
    fireEvent.pointerUp(handle, { clientX: 95, pointerId: 7 });
    await waitFor(() => expect(gateway.checks).toHaveLength(1));
    expect(gateway.checks[0]?.body.captchaType).toBe('ROTATE_PUZZLE');
    expect(gateway.checks[0]?.answer).toEqual({ angle: 90 });
  });

  it('turns by a degree per arrow key and submits with Enter', async () => {
    renderPanel();
    const handle = await screen.findByRole('slider', { name: 'Rotation slider' });
    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(gateway.checks).toHaveLength(1));
    expect(gateway.checks[0]?.answer).toEqual({ angle: 16 });
  });
});

describe('text code alternative', () => {
  it('switches from the picture puzzle to a text code and back', async () => {
    gateway = fakeGateway(server, 'open-account', 'SLIDE_PUZZLE');
    renderPanel();
    await screen.findByRole('slider', { name: 'Puzzle slider' });
    fireEvent.click(screen.getByRole('button', { name: 'Use a text code instead' }));
    const input = await screen.findByLabelText('Type the characters in the picture');
    expect(gateway.generated[1]?.captchaType).toBe('STRING');
    await waitFor(() => expect(input).toHaveFocus());

    // back to the kind of puzzle the gateway had picked, not to another turn of its rotation
    fireEvent.click(screen.getByRole('button', { name: 'Use a picture puzzle instead' }));
    await screen.findByRole('slider', { name: 'Puzzle slider' });
    expect(gateway.generated[2]?.captchaType).toBe('SLIDE_PUZZLE');
  });

  it('offers no picture puzzle when the gateway picked a text code first', async () => {
    gateway = fakeGateway(server, 'open-account', 'STRING');
    renderPanel();
    await screen.findByLabelText('Type the characters in the picture');
    expect(gateway.generated[0]?.captchaType).toBeUndefined();
    expect(screen.queryByRole('button', { name: /picture puzzle/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /new challenge|refresh/i })).toBeInTheDocument();
  });

  it('offers no picture puzzle when a text code was asked for', async () => {
    gateway = fakeGateway(server, 'open-account');
    renderPanel({ type: 'CALCULATE' });
    await screen.findByLabelText('Type the result of the sum in the picture');
    expect(screen.queryByRole('button', { name: /picture puzzle/ })).not.toBeInTheDocument();
    expect(gateway.generated[0]?.captchaType).toBe('CALCULATE');
  });
});

describe('loading', () => {
  it('shows the gateway message and a retry button when no challenge can be loaded', async () => {
    server.route('/cl-odss-app/open/account/info/genCaptcha', () => ({
      status: 429,
      json: { state: 'error', code: 'RATE_LIMITED', msg: 'Too many attempts', data: null },
    }));
    renderPanel();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Too many attempts'));
    gateway = fakeGateway(server, 'open-account');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('slider', { name: 'Puzzle slider' })).toBeInTheDocument();
    expect(within(screen.getByRole('status')).queryByText('Too many attempts')).toBeNull();
  });
});
