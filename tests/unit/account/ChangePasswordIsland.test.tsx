// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $language } from '../../../src/lib/session/language.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ChangePasswordIsland from '../../../src/islands/account/ChangePasswordIsland.tsx';
import { $notice } from '../../../src/lib/session/notice.ts';
import { $session, setLogin } from '../../../src/lib/session/session.ts';
import account from '../../../locales/en/account.json';
import validation from '../../../locales/en/validation.json';
import { resetStores } from '../api/harness.ts';
import { freshEmail, PASSWORD, startGateway, type RunningGateway } from './support.ts';

/** The change-password island of a logged-in visitor against the real gateway. */

const messages = { ...account, ...validation };
const NEW_PASSWORD = 'Changed#2025';
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
});

const toast = () => $notice.get()?.text;
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

async function loggedIn(): Promise<string> {
  const email = freshEmail('change');
  await gateway.register(email);
  setLogin(await gateway.login(email));
  window.history.replaceState(null, '', '/en/user/ChangePassword');
  render(<ChangePasswordIsland locale="en" messages={messages} />);
  return email;
}

// the gateway hashes passwords with scrypt: slow on a busy machine
describe('change-password island', () => {
  it('needs every field and says when the two passwords do not match', async () => {
    await loggedIn();
    submit();
    expect(toast()).toBe('Enter your current password');
    expect(input('Current password')).toHaveFocus();
    expect(input('Verification code')).toHaveAccessibleDescription(
      'The code is sent to the e-mail address of your account. Enter the verification code',
    );
    type('Current password', PASSWORD);
    type('New password', NEW_PASSWORD);
    type('Confirm new password', 'Changed#2024');
    type('Verification code', '123456');
    submit();
    expect(toast()).toBe('The two passwords do not match');
    expect(input('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    type('Confirm new password', NEW_PASSWORD);
    expect(input('Confirm new password')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a wrong current password on its field and keeps the values', async () => {
    const email = await loggedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(toast()).toBe('A verification code has been sent to your e-mail address.'),
    );
    type('Current password', 'Wrong#12345');
    type('New password', NEW_PASSWORD);
    type('Confirm new password', NEW_PASSWORD);
    type('Verification code', (await gateway.lastCode(email)) ?? '');
    submit();
    await waitFor(() => expect(toast()).toBe('The old password is incorrect'));
    expect(input('Current password')).toHaveAccessibleDescription('The old password is incorrect');
    expect(input('Current password')).toHaveFocus();
    expect(input('New password')).toHaveValue(NEW_PASSWORD);
  });

  it('changes the password with the mailed code; the visitor stays logged in', async () => {
    const email = await loggedIn();
    const token = $session.get()?.token;
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect($notice.get()?.kind).toBe('success'));
    expect(await screen.findByRole('button', { name: /^Resend in \d+ s$/ })).toBeInTheDocument();
    type('Current password', PASSWORD);
    type('New password', NEW_PASSWORD);
    type('Confirm new password', NEW_PASSWORD);
    type('Verification code', (await gateway.lastCode(email)) ?? '');
    submit();
    await waitFor(() => expect(toast()).toBe('Your password has been changed.'));
    expect(input('Current password')).toHaveValue('');
    expect(input('New password')).toHaveValue('');
    expect($session.get()?.token).toBe(token);
    await expect(gateway.login(email, NEW_PASSWORD)).resolves.toMatchObject({
      token: expect.any(String) as unknown,
    });
  });
});
