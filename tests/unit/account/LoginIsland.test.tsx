// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $language } from '../../../src/lib/session/language.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import LoginIsland from '../../../src/islands/account/LoginIsland.tsx';
import { $notice } from '../../../src/lib/session/notice.ts';
import { $session } from '../../../src/lib/session/session.ts';
import account from '../../../locales/en/account.json';
import validation from '../../../locales/en/validation.json';
import { resetStores } from '../api/harness.ts';
import { freshEmail, PASSWORD, startGateway, type RunningGateway } from './support.ts';

/** The login island against the real gateway, reached through PUBLIC_API_BASE. */

const messages = { ...account, ...validation };
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

function renderLogin(path = '/en/login') {
  window.history.replaceState(null, '', path);
  const navigate = vi.fn<(path: string) => void>();
  render(<LoginIsland locale="en" messages={messages} navigate={navigate} />);
  return {
    navigate,
    email: () => screen.getByLabelText('E-mail'),
    password: () => screen.getByLabelText('Password', { selector: 'input' }),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })),
  };
}

const toast = () => $notice.get()?.text;
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

// the gateway hashes passwords with scrypt: slow on a busy machine
describe('login island', () => {
  it('shows every field error, the first as the toast, and moves the focus to it', () => {
    const page = renderLogin();
    page.submit();
    expect(toast()).toBe('Enter your e-mail address');
    expect($notice.get()?.kind).toBe('error');
    expect(page.email()).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(page.email())).toContain('Enter your e-mail address');
    expect(page.password()).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(page.password())).toContain('Enter your password');
    expect(page.email()).toHaveFocus();
  });

  it("gives the login's password prompt and clears each error as its field is fixed", () => {
    const page = renderLogin();
    fireEvent.input(page.email(), { target: { value: 'someone@example.hk' } });
    fireEvent.input(page.password(), { target: { value: 'short' } });
    page.submit();
    expect(toast()).toBe('Password format incorrect, 8-25 characters');
    expect(page.email()).not.toHaveAttribute('aria-invalid');
    expect(page.password()).toHaveFocus();
    fireEvent.input(page.password(), { target: { value: PASSWORD } });
    expect(page.password()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Password format incorrect, 8-25 characters')).toBeNull();
  });

  it('shows and hides the password with a pressed toggle', () => {
    const page = renderLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(page.password()).toHaveAttribute('type', 'password');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(page.password()).toHaveAttribute('type', 'text');
  });

  it('logs in by password, keeps the session, says so and goes to the safe redirect', async () => {
    const email = freshEmail('login');
    await gateway.register(email);
    const page = renderLogin('/en/login?redirect=%2Fen%2FGZ%2Fbuy-tickets%3Ftab%3D1');
    fireEvent.input(page.email(), { target: { value: ` ${email} ` } });
    fireEvent.input(page.password(), { target: { value: PASSWORD } });
    page.submit();
    expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/en/GZ/buy-tickets?tab=1'));
    expect($session.get()).toMatchObject({
      loginAgent: 'PC',
      token: expect.any(String) as unknown,
    });
    expect($notice.get()).toMatchObject({
      kind: 'success',
      text: 'You are logged in. Welcome back!',
    });
  });

  it('sends one login however often the button is pressed while it runs', async () => {
    const email = freshEmail('twice');
    await gateway.register(email);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const page = renderLogin();
      fireEvent.input(page.email(), { target: { value: email } });
      fireEvent.input(page.password(), { target: { value: PASSWORD } });
      page.submit();
      fireEvent.click(screen.getByRole('button', { name: 'Logging in…' }));
      fireEvent.submit(page.email().closest('form') as HTMLFormElement);
      await waitFor(() => expect(page.navigate).toHaveBeenCalledTimes(1));
      const logins = fetchSpy.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).endsWith('/uw-auth-center/auth/login'),
      );
      expect(logins).toHaveLength(1);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it("shows the gateway's message on the password field for wrong credentials, keeping the values", async () => {
    const email = freshEmail('wrong');
    await gateway.register(email);
    const page = renderLogin('/en/login?redirect=https%3A%2F%2Fevil.example');
    fireEvent.input(page.email(), { target: { value: email } });
    fireEvent.input(page.password(), { target: { value: 'Wrong#1234' } });
    page.submit();
    await waitFor(() => expect(toast()).toBe('Email or password incorrect'));
    expect(page.password()).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(page.password())).toContain('Email or password incorrect');
    expect(page.password()).toHaveFocus();
    expect(page.email()).toHaveValue(email);
    expect(page.password()).toHaveValue('Wrong#1234');
    expect(page.navigate).not.toHaveBeenCalled();
    expect($session.get()).toBeNull();
    // the submit is free again once the call has settled
    expect(await screen.findByRole('button', { name: 'Log in' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('switches to the code mode with a pressed button and keeps the e-mail typed', () => {
    const page = renderLogin();
    fireEvent.input(page.email(), { target: { value: 'kept@example.hk' } });
    const modes = screen.getByRole('group', { name: 'How to log in' });
    const passwordMode = within(modes).getByRole('button', { name: 'Password' });
    expect(passwordMode).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(modes).getByRole('button', { name: 'E-mail code' }));
    expect(within(modes).getByRole('button', { name: 'E-mail code' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(passwordMode).toHaveAttribute('aria-pressed', 'false');
    expect(page.email()).toHaveValue('kept@example.hk');
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
  });

  it('logs in by e-mail code: asks for the e-mail first, sends the code, counts down, logs in', async () => {
    const email = freshEmail('code');
    await gateway.register(email);
    const page = renderLogin('/en/login');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(toast()).toBe('Enter your e-mail address before requesting a code');
    expect(page.email()).toHaveFocus();

    fireEvent.input(page.email(), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(toast()).toBe(`A verification code has been sent to ${email}.`));
    const resend = await screen.findByRole('button', { name: /Resend in (60|59) s/ });
    expect(resend).toHaveAttribute('aria-disabled', 'true');

    const code = await gateway.lastCode(email);
    const input = screen.getByLabelText('Verification code');
    fireEvent.input(input, { target: { value: '000000' === code ? '111111' : '000000' } });
    page.submit();
    await waitFor(() =>
      expect(toast()).toBe('The verification code is wrong or has expired; request a new one'),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');

    fireEvent.input(input, { target: { value: code } });
    expect(input).not.toHaveAttribute('aria-invalid');
    await act(() => page.submit());
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/en/home'));
    expect($session.get()?.token).toEqual(expect.any(String));
  });

  it('links to sign-up and password reset in the same language, carrying the redirect', async () => {
    renderLogin('/en/login?redirect=%2Fen%2FZH');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
        'href',
        '/en/register?redirect=%2Fen%2FZH',
      ),
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/forget-password?redirect=%2Fen%2FZH',
    );
  });

  it('prefills the e-mail of the query', () => {
    const page = renderLogin('/en/login?email=back%40example.hk');
    expect(page.email()).toHaveValue('back@example.hk');
  });
});
