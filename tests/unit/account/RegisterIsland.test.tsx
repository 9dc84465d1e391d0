// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $language } from '../../../src/lib/session/language.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import RegisterIsland from '../../../src/islands/account/RegisterIsland.tsx';
import { $notice } from '../../../src/lib/session/notice.ts';
import { $session } from '../../../src/lib/session/session.ts';
import account from '../../../locales/en/account.json';
import validation from '../../../locales/en/validation.json';
import { resetStores } from '../api/harness.ts';
import { freshEmail, OPEN, PASSWORD, startGateway, type RunningGateway } from './support.ts';

/** The registration island against the real gateway. */

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

const toast = () => $notice.get()?.text;
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function renderRegister(path = '/en/register') {
  window.history.replaceState(null, '', path);
  const navigate = vi.fn<(path: string) => void>();
  render(<RegisterIsland locale="en" messages={messages} navigate={navigate} />);
  return {
    navigate,
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })),
  };
}

/** Opens a country picker, searches and picks the first result with Enter. */
function pick(button: RegExp, query: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const dialog = screen.getByRole('dialog');
  const search = within(dialog).getByRole('combobox');
  expect(search).toHaveFocus();
  fireEvent.input(search, { target: { value: query } });
  fireEvent.keyDown(search, { key: 'Enter' });
  expect(screen.queryByRole('dialog')).toBeNull();
}

function fillValid(email: string) {
  type('Surname', 'Chan');
  type('First name', '大文');
  type('Date of birth', '1990-05-17');
  pick(/^Country or region of residence/, 'macao');
  type('Phone number', '6612 3456');
  type('E-mail', email);
  type('Password', PASSWORD);
  type('Confirm password', PASSWORD);
  fireEvent.click(
    screen.getByLabelText('I have read and agree to the terms of service and the privacy policy'),
  );
}

// the gateway hashes passwords with scrypt: slow on a busy machine
describe('register island', () => {
  it('shows an error on every missing field, the first as the toast, focus on it', () => {
    const page = renderRegister();
    page.submit();
    expect(toast()).toBe('Enter the family name');
    expect(field('Surname')).toHaveFocus();
    const expected: [HTMLElement, string][] = [
      [field('Surname'), 'Enter the family name'],
      [field('First name'), 'Enter the first name'],
      [field('Date of birth'), 'Enter your date of birth'],
      [field('Phone number'), 'Enter your phone number'],
      [field('E-mail'), 'Enter your e-mail address'],
      [field('Verification code'), 'Enter the verification code'],
      [field('Password'), 'Enter your password'],
      [field('Confirm password'), 'Enter the new password again'],
      [
        screen.getByLabelText(
          'I have read and agree to the terms of service and the privacy policy',
        ),
        'Tick the box to accept the terms of service and the privacy policy',
      ],
    ];
    for (const [element, text] of expected) expect(errorOf(element)).toBe(text);
    // promotion consent is optional and says so
    const promotion = screen.getByLabelText('Send me resort offers and news');
    expect(promotion).not.toHaveAttribute('aria-invalid');
    expect(promotion).toHaveAccessibleDescription(/Optional/);
  });

  it('starts the phone on +852 and picks countries with the keyboard', () => {
    renderRegister();
    const area = screen.getByRole('button', { name: /^Area code/ });
    expect(area).toHaveAccessibleName('Area code +852 Hong Kong');
    area.focus();
    fireEvent.click(area);
    const search = within(screen.getByRole('dialog', { name: 'Choose an area code' })).getByRole(
      'combobox',
    );
    fireEvent.input(search, { target: { value: '+1' } });
    const first = search.getAttribute('aria-activedescendant');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const second = search.getAttribute('aria-activedescendant');
    expect(second).not.toBe(first);
    expect(document.getElementById(second ?? '')).toHaveAttribute('aria-selected', 'true');
    const chosen = document.getElementById(second ?? '')?.textContent ?? '';
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(area).toHaveTextContent('+1');
    expect(chosen).toContain('+1');
    expect(area).toHaveFocus();
  });

  it('keeps the values and the e-mail after a failed code request (cooldown)', async () => {
    renderRegister();
    const email = freshEmail('cool');
    // a code was asked for this address a moment ago
    await gateway.call(`${OPEN}/sendCode`, { body: { email, purpose: 'register' } });
    type('E-mail', email);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(toast()).toMatch(/^Verification code send failed: try again in \d+ seconds?$/),
    );
    expect($notice.get()?.kind).toBe('error');
    expect(await screen.findByRole('button', { name: /^Resend in \d+ s$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(field('E-mail')).toHaveValue(email);
  });

  it('shows the gateway field errors where they belong and keeps every value', async () => {
    const page = renderRegister();
    const email = freshEmail('field');
    fillValid(email);
    type('Verification code', '123456');
    // A rule only the gateway knows (the forms and the gateway share theirs): its answer, as
    // the gateway words it, for the register call alone.
    const message = 'Surname is on the list of names we cannot accept';
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).endsWith(`${OPEN}/register`)
        ? Promise.resolve(
            Response.json(
              {
                state: 'error',
                code: 'VALIDATION_FAILED',
                msg: 'Invalid parameter: surname',
                data: { fields: [{ field: 'surname', message }] },
              },
              { status: 400 },
            ),
          )
        : realFetch(input, init),
    );
    page.submit();
    await waitFor(() => expect(field('Surname')).toHaveAttribute('aria-invalid', 'true'));
    spy.mockRestore();
    expect(errorOf(field('Surname'))).toBe(message);
    expect(toast()).toBe(errorOf(field('Surname')));
    expect(field('Surname')).toHaveFocus();
    expect(field('First name')).toHaveValue('大文');
    expect(field('Password')).toHaveValue(PASSWORD);
    expect(field('E-mail')).toHaveValue(email);
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it('sends the code, creates the account with every field and logs the visitor in', async () => {
    const page = renderRegister('/en/register?redirect=%2Fen%2FQY');
    const email = freshEmail('new');
    fillValid(email);
    fireEvent.click(screen.getByLabelText('Send me resort offers and news'));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(toast()).toBe(`A verification code has been sent to ${email}.`));
    expect(field('Verification code')).toHaveAccessibleDescription(
      `A verification code has been sent to ${email}.`,
    );
    const code = (await gateway.lastCode(email)) ?? '';
    type('Verification code', code);
    page.submit();
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/en/QY'));
    expect($notice.get()).toMatchObject({
      kind: 'success',
      text: 'Welcome! Your account is ready and you are logged in.',
    });
    const session = $session.get();
    expect(session?.token).toEqual(expect.any(String));
    const profile = await gateway.call('/cl-odss-app/guest/user/info/load', {
      token: session?.token ?? '',
    });
    expect(((await profile.json()) as { data: unknown }).data).toMatchObject({
      email,
      surname: 'Chan',
      firstName: '大文',
      birthday: '1990-05-17',
      residence: 'MO',
      phoneAreaCode: '+852',
      phone: '66123456',
      promotionConsent: true,
    });
  });

  it("shows a wrong code's message on the code field and as the toast", async () => {
    const page = renderRegister();
    const email = freshEmail('wrongcode');
    fillValid(email);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect($notice.get()?.kind).toBe('success'));
    const code = (await gateway.lastCode(email)) ?? '';
    type('Verification code', code === '123456' ? '654321' : '123456');
    page.submit();
    await waitFor(() =>
      expect(toast()).toBe('The verification code is wrong or has expired; request a new one'),
    );
    expect(field('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field('Verification code'))).toBe(toast());
    expect(field('Verification code')).toHaveFocus();
    expect(page.navigate).not.toHaveBeenCalled();
    expect($session.get()).toBeNull();
  });
});
