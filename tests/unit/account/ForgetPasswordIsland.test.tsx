// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $language } from '../../../src/lib/session/language.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ForgetPasswordIsland from '../../../src/islands/account/ForgetPasswordIsland.tsx';
import { $notice } from '../../../src/lib/session/notice.ts';
import account from '../../../locales/en/account.json';
import validation from '../../../locales/en/validation.json';
import { resetStores } from '../api/harness.ts';
import { freshEmail, startGateway, type RunningGateway } from './support.ts';

/** The password-reset island against the real gateway. */

const messages = { ...account, ...validation };
const NEW_PASSWORD = 'Fresh#2025x';
let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startGateway();
  vi.stubEnv('PUBLIC_API_BASE', gateway.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await gateway.close();
  // unmount the persistent language store now, not a second later without a window
  cleanStores($language);
});
afterEach(() => {
  cleanup();
  resetStores();
  window.history.replaceState(null, '', '/');
});

const toast = () => $notice.get()?.text;
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });

function renderForget(path = '/en/forget-password') {
  window.history.replaceState(null, '', path);
  const navigate = vi.fn<(path: string) => void>();
  render(<ForgetPasswordIsland locale="en" messages={messages} navigate={navigate} />);
  return navigate;
}

async function toStepTwo(email: string) {
  type('E-mail', email);
  fireEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
  await screen.findByLabelText('PIN', { selector: 'input' });
  // the PIN step's submit is free once the sending step's call has settled
  await screen.findByRole('button', { name: 'Set new password' });
}

// the gateway hashes passwords with scrypt: slow on a busy machine
describe('forget-password island', () => {
  it('asks for a well-formed e-mail first', () => {
    renderForget();
    fireEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
    expect(toast()).toBe('Enter your e-mail address');
    type('E-mail', 'nobody@');
    fireEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
    expect(toast()).toBe('Invalid e-mail format');
    expect(input('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(input('E-mail')).toHaveFocus();
  });

  it('answers the same for an unknown address: a PIN was sent if it is registered, valid 5 minutes', async () => {
    renderForget();
    const email = freshEmail('unknown');
    await toStepTwo(email);
    const sent = `If ${email} is registered, we have sent it a 6-digit PIN. The PIN is valid for 5 minutes.`;
    expect(screen.getByText(sent)).toHaveFocus();
    expect(toast()).toBeUndefined();
    expect(await gateway.lastCode(email)).toBeNull();
  });

  it("checks the PIN and passwords, shows a wrong PIN's message, then resets and goes to log in", async () => {
    const email = freshEmail('reset');
    await gateway.register(email);
    const navigate = renderForget('/en/forget-password?redirect=%2Fen%2FGZ');
    await toStepTwo(email);

    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(toast()).toBe('Enter the PIN from the e-mail');
    expect(input('PIN')).toHaveFocus();
    expect(input('New password')).toHaveAttribute('aria-invalid', 'true');

    const pin = (await gateway.lastCode(email)) ?? '';
    type('PIN', pin === '111111' ? '222222' : '111111');
    type('New password', NEW_PASSWORD);
    type('Confirm new password', 'Fresh#2025y');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(toast()).toBe('The two passwords do not match');
    expect(input('Confirm new password')).toHaveFocus();

    type('Confirm new password', NEW_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(toast()).toBe('The verification code is wrong or has expired; request a new one'),
    );
    expect(input('PIN')).toHaveAttribute('aria-invalid', 'true');
    expect(input('PIN')).toHaveAccessibleDescription(
      'The verification code is wrong or has expired; request a new one',
    );
    expect(input('New password')).toHaveValue(NEW_PASSWORD);

    type('PIN', pin);
    expect(input('PIN')).not.toHaveAttribute('aria-invalid');
    // the submit is free again once the failed call has settled
    fireEvent.click(await screen.findByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/en/login?redirect=%2Fen%2FGZ&email=${encodeURIComponent(email)}`,
      ),
    );
    expect($notice.get()).toMatchObject({
      kind: 'success',
      text: 'Your password has been reset. Log in with your new password.',
    });
    await expect(gateway.login(email, NEW_PASSWORD)).resolves.toMatchObject({
      token: expect.any(String) as unknown,
    });
  });

  it('offers the resend after the cooldown only, and going back to change the address', async () => {
    renderForget();
    const email = freshEmail('resend');
    await toStepTwo(email);
    expect(await screen.findByRole('button', { name: /^Resend in \d+ s$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    expect(input('E-mail')).toHaveValue(email);
    expect(input('E-mail')).toHaveFocus();
  });
});
