// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import UserCentre from '../../../src/islands/user/UserCentre.tsx';
import { queryClient } from '../../../src/lib/api/query.ts';
import { $notice } from '../../../src/lib/session/notice.ts';
import messages from '../../../locales/en/user.json';
import { resetStores } from '../api/harness.ts';
import { logIn, withRealGateway } from '../orders/support.ts';

/** The personal centre against the real gateway: masked details, links, profile editing. */

const gateway = withRealGateway();
afterEach(() => {
  cleanup();
  resetStores();
  queryClient.clear();
});

const LINKS = {
  orders: '/en/user/order',
  travellers: '/en/user/travellers',
  waitlist: '/en/user/waitlist',
  messages: '/en/user/message',
  service: '/en/user/service',
  password: '/en/user/ChangePassword',
  about: '/en/user/about',
};
const show = () => render(<UserCentre locale="en" messages={messages} links={LINKS} />);

// Each test registers and logs in on the real gateway (scrypt, captcha): slow on a busy machine.
describe('the personal centre', () => {
  it('shows the logged-in user’s details with the contact masked, and the links', async () => {
    await logIn(gateway, 'centre');
    show();
    expect(await screen.findByRole('heading', { name: 'Hello, Tai Man Chan' })).toBeInTheDocument();
    expect(screen.getByText('+852 91****67')).toBeInTheDocument();
    expect(screen.getByText(/^ce\*+.{2}@example\.hk$/)).toBeInTheDocument();
    expect(screen.getByText('Hong Kong')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', LINKS.orders);
    expect(screen.getByRole('link', { name: 'My messages' })).toHaveAttribute(
      'href',
      LINKS.messages,
    );
    expect(screen.getByRole('link', { name: 'My travellers' })).toHaveAttribute(
      'href',
      LINKS.travellers,
    );
    expect(screen.getByRole('link', { name: 'My waiting lists' })).toHaveAttribute(
      'href',
      LINKS.waitlist,
    );
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', LINKS.about);
  });

  it('edits what may change; the locked basic info cannot be edited', async () => {
    await logIn(gateway, 'editor');
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit my details' }));
    expect(screen.getByLabelText('Surname')).toBeDisabled();
    expect(screen.getByLabelText('Date of birth')).toBeDisabled();
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '6123 4567' } });
    fireEvent.change(screen.getByLabelText('Country or region of residence'), {
      target: { value: 'MO' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect($notice.get()?.text).toBe('Your details are updated'));
    expect(await screen.findByText('+852 61****67')).toBeInTheDocument();
    expect(screen.getByText('Macao')).toBeInTheDocument();
  });

  it('shows the gateway’s message on the refused field and keeps what was typed', async () => {
    await logIn(gateway, 'refused');
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit my details' }));
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveValue('12');
    expect(phone).toHaveFocus();
    expect($notice.get()?.text).toMatch(/phone/i);
  });
});
