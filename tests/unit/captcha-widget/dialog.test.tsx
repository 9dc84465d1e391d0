// @vitest-environment jsdom
import { CAPTCHA_ROUTES } from '../../../src/lib/contract/routes.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Captcha, captchaHeaders, useCaptcha } from '../../../src/islands/captcha/index.ts';
import type { CaptchaMessages } from '../../../src/islands/captcha/messages.ts';
import type { ApiClient } from '../../../src/lib/api/client.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import en from '../../../locales/en/captcha.json';
import zhTW from '../../../locales/zh-TW/captcha.json';
import { harness, resetStores } from '../api/harness.ts';
import { startServer, type TestServer } from '../api/test-server.ts';
import { fakeGateway, SLIDE_Y, TOKEN, type FakeGateway } from './fake-gateway.ts';
import { keepStoresMounted, mockLayout } from './setup.ts';

/** The pop mode through `useCaptcha().verify()`, and the embedded mode. */

let server: TestServer;
let gateway: FakeGateway;
let client: ApiClient;
beforeAll(async () => {
  keepStoresMounted();
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  mockLayout();
  gateway = fakeGateway(server, 'auth-center');
  client = harness(server.url).client;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  server.reset();
  resetStores();
});

/** A form that asks for a captcha before its protected call. */
function Form(props: {
  onToken: (token: string | null) => void;
  locale?: Language | undefined;
  messages?: CaptchaMessages | undefined;
}) {
  const captcha = useCaptcha({
    scope: 'auth-center',
    locale: props.locale ?? 'en',
    messages: props.messages ?? en,
    client,
    successCloseMs: 20,
  });
  return (
    <form>
      <button type="button" onClick={() => void captcha.verify().then(props.onToken)}>
        Send code
      </button>
      {captcha.dialog}
    </form>
  );
}

function openForm(messages?: CaptchaMessages, locale?: Language) {
  const onToken = vi.fn<(token: string | null) => void>();
  render(<Form onToken={onToken} locale={locale} messages={messages} />);
  const opener = screen.getByRole('button', { name: 'Send code' });
  opener.focus();
  fireEvent.click(opener);
  return { onToken, opener };
}

const drag = (handle: HTMLElement, from: number, to: number) => {
  fireEvent.pointerDown(handle, { clientX: from, pointerId: 1, button: 0 });
  fireEvent.pointerMove(handle, { clientX: to, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: to, pointerId: 1 });
};

describe('pop mode', () => {
  it('opens a modal dialog whose slider takes the focus once the challenge is there', async () => {
    openForm();
    const dialog = screen.getByRole('dialog', { name: 'Security check' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByText('Loading the challenge…')).toBeInTheDocument();
    const handle = await within(dialog).findByRole('slider', { name: 'Puzzle slider' });
    await waitFor(() => expect(handle).toHaveFocus());
    expect(handle).toHaveAccessibleDescription(/arrow keys/);
    expect(gateway.generated).toHaveLength(1);
  });

  it('resolves verify() with the token after showing the seconds, closes and gives the focus back', async () => {
    const { onToken, opener } = openForm();
    const handle = await screen.findByRole('slider', { name: 'Puzzle slider' });
    drag(handle, 20, 140);

    const dialog = screen.getByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(/^Verified in \d+\.\d s$/),
    );
    expect(dialog.querySelector('.captcha-bar')).toHaveTextContent(/Verified in \d+\.\d s/);
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(TOKEN));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(gateway.checks[0]?.answer).toEqual({ x: 144, y: SLIDE_Y });
  });

  it('resolves verify() with null when the dialog is closed', async () => {
    const { onToken, opener } = openForm();
    await screen.findByRole('slider', { name: 'Puzzle slider' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(null));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(gateway.checks).toHaveLength(0);
  });

  it('closes on Escape with null', async () => {
    const { onToken } = openForm();
    const handle = await screen.findByRole('slider', { name: 'Puzzle slider' });
    expect(handle).toBeInTheDocument();
    // Escape on a modal <dialog> is the browser's cancel event
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(null));
  });

  it('closes on a click outside and starts again from a fresh challenge', async () => {
    const { onToken, opener } = openForm();
    const handle = await screen.findByRole('slider', { name: 'Puzzle slider' });
    fireEvent.keyDown(handle, { key: 'PageUp' });
    expect(handle).toHaveAttribute('aria-valuenow', '20');

    // a press on the backdrop reaches the <dialog> element itself
    fireEvent.mouseDown(screen.getByRole('dialog'));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(null));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(opener);
    const fresh = await screen.findByRole('slider', { name: 'Puzzle slider' });
    expect(fresh).toHaveAttribute('aria-valuenow', '0');
    expect(gateway.generated).toHaveLength(2);
  });

  it('opens one dialog when verify() is called again while it is open', async () => {
    const { onToken } = openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send code', hidden: true }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    drag(await screen.findByRole('slider', { name: 'Puzzle slider' }), 20, 140);
    await waitFor(() => expect(onToken).toHaveBeenCalledTimes(2));
    expect(onToken.mock.calls).toEqual([[TOKEN], [TOKEN]]);
    expect(gateway.generated).toHaveLength(1);
  });

  it('speaks the language of its messages', async () => {
    openForm(zhTW, 'zh-TW');
    const dialog = screen.getByRole('dialog', { name: '安全驗證' });
    await within(dialog).findByRole('slider', { name: '拼圖滑塊' });
    expect(within(dialog).getByRole('button', { name: '改用文字驗證碼' })).toBeInTheDocument();
  });
});

describe('embedded mode', () => {
  function Embedded() {
    const [token, setToken] = useState<string | null>(null);
    return (
      <>
        <Captcha
          scope="auth-center"
          locale="en"
          messages={en}
          client={client}
          onVerified={setToken}
        />
        <output>{token ?? 'no token'}</output>
      </>
    );
  }

  it('shows the challenge inline and hands over the token, then stays verified', async () => {
    const request = vi.spyOn(client, 'request');
    const checksSent = () =>
      request.mock.calls.filter(([path]) => path === CAPTCHA_ROUTES['auth-center'].paths.check)
        .length;
    render(<Embedded />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Security check' });
    const handle = await within(region).findByRole('slider', { name: 'Puzzle slider' });
    expect(handle).not.toHaveFocus();
    drag(handle, 20, 80);
    expect(await screen.findByText(TOKEN)).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent(/Verified in/);
    expect(within(region).queryByRole('button', { name: /new challenge/ })).toBeNull();

    // Nothing moves after success.
    fireEvent.keyDown(handle, { key: 'End' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(handle).toHaveAttribute('aria-valuenow', '72');
    expect(handle).toHaveAttribute('aria-disabled', 'true');
    // A submit calls the client at once, inside the event: nothing more was sent.
    expect(checksSent()).toBe(1);
    expect(gateway.checks).toHaveLength(1);
  });
});

describe('the verification header', () => {
  it('names the token for the protected call', () => {
    expect(captchaHeaders('abc')).toEqual({ 'X-Captcha-Verification': 'abc' });
  });
});
