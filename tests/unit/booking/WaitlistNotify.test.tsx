// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  RoomNotify,
  WaitlistNotify,
  type WaitlistNotifyText,
} from '../../../src/islands/booking/WaitlistNotify.tsx';
import { queryClient } from '../../../src/lib/api/query.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import { WAITLIST_ROUTES } from '../../../src/lib/contract/routes.ts';
import { addDays, hkToday } from '../../../src/lib/format/dates.ts';
import { createTranslator } from '../../../src/lib/i18n/translator.ts';
import { setLanguage } from '../../../src/lib/session/language.ts';
import { setLogin } from '../../../src/lib/session/session.ts';
import enBooking from '../../../locales/en/booking.json';
import enHotel from '../../../locales/en/hotel.json';
import zhCnBooking from '../../../locales/zh-CN/booking.json';
import zhTwHotel from '../../../locales/zh-TW/hotel.json';
import { bodyOf, freshEmail } from '../account/support.ts';
import { resetStores } from '../api/harness.ts';
import { calendarDays, onRealGateway } from './support.ts';

/**
 * The "Notify me" controls of sold-out days and rooms against the real gateway, started with a
 * waiting-list offer time other than the default: the minutes they show are the gateway's.
 */

const MINUTES = 45;
const gateway = onRealGateway({ WAITLIST_OFFER_MINUTES: String(MINUTES) });
afterEach(() => {
  cleanup();
  queryClient.clear();
  resetStores();
});

const today = hkToday();
const CHECK_IN = addDays(today, 10);
const CHECK_OUT = addDays(today, 12);

/** The texts as the booking islands fill them (BuyTickets, BuyHotel), from locales/. */
function texts(ns: 'booking' | 'hotel', locale: Language, messages: Record<string, string>) {
  const t = createTranslator(locale, messages);
  const text: WaitlistNotifyText = {
    title: t(`${ns}.wait.title`),
    lead: (minutes) => t(`${ns}.wait.lead`, { count: minutes }),
    slot: ns === 'booking' ? t('booking.wait.slot') : '',
    sku: ns === 'booking' ? t('booking.wait.sku') : '',
    quantity: t(`${ns}.wait.quantity`, { max: 10 }),
    quantityError: t(`${ns}.wait.quantityError`, { max: 10 }),
    submit: t(`${ns}.wait.submit`),
    login: t(`${ns}.wait.login`),
    joined: (position) => t(`${ns}.wait.joined`, { count: position }),
    failed: t(`${ns}.wait.failed`),
    link: t(`${ns}.wait.link`),
  };
  return text;
}

const room = (locale: Language, text: WaitlistNotifyText) => (
  <RoomNotify
    locale={locale}
    productId="900001"
    skuId="900002"
    checkIn={CHECK_IN}
    checkOut={CHECK_OUT}
    roomName="Garden room"
    loginPath="/login"
    waitlistPath="/user/waitlist"
    text={text}
  />
);

describe('the waiting-list offer time on the booking pages', () => {
  it('tells a shopper not logged in the gateway’s offer time, in Traditional Chinese, with the way to log in', async () => {
    render(room('zh-TW', texts('hotel', 'zh-TW', zhTwHotel)));
    fireEvent.click(screen.getByText(zhTwHotel['hotel.wait.title']));
    expect(await screen.findByText(/保留 45 分鐘/)).toBeVisible();
    expect(screen.queryByText(/30 分鐘/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: zhTwHotel['hotel.wait.login'] })).toBeVisible();
  });

  it('says the minutes in the plural form of each language on the sold-out days of a park', async () => {
    const sold = addDays(today, 5);
    const days = calendarDays(today, 19000, 100, sold);
    const { unmount } = render(
      <WaitlistNotify
        locale="en"
        productId="900001"
        days={days}
        chosen={{ date: null, session: null }}
        loginPath="/login"
        waitlistPath="/user/waitlist"
        text={texts('booking', 'en', enBooking)}
      />,
    );
    expect(
      await screen.findByText(/we hold them for you for 45 minutes and e-mail you/),
    ).toBeInTheDocument();
    unmount();
    render(
      <WaitlistNotify
        locale="zh-CN"
        productId="900001"
        days={days}
        chosen={{ date: null, session: null }}
        loginPath="/login"
        waitlistPath="/user/waitlist"
        text={texts('booking', 'zh-CN', zhCnBooking)}
      />,
    );
    expect(await screen.findByText(/为您保留 45 分钟/)).toBeInTheDocument();
  });
});

describe('joining from a room sold out for the stay', () => {
  it('checks the quantity first, then shows the gateway’s refusal of the join and lets the shopper try again', async () => {
    const email = freshEmail('notify');
    await gateway().register(email);
    const login = await gateway().login(email);
    setLogin(login);
    setLanguage('en');
    render(room('en', texts('hotel', 'en', enHotel)));
    fireEvent.click(screen.getByText('Notify me if a room comes free'));
    const group = await screen.findByRole('group', { name: /Garden room/ });
    const quantity = within(group).getByLabelText('Rooms (1 to 10)');
    const submit = within(group).getByRole('button', { name: 'Notify me' });

    fireEvent.input(quantity, { target: { value: '0' } });
    fireEvent.click(submit);
    expect(within(group).getByText('Enter a whole number from 1 to 10')).toBeVisible();

    // the same join straight to the gateway: what it answers is what the shopper reads
    const body = {
      productId: '900001',
      skuId: '900002',
      quantity: 2,
      startDate: CHECK_IN,
      endDate: CHECK_OUT,
    };
    const direct = await bodyOf(
      await gateway().call(WAITLIST_ROUTES.paths.join, { body, token: login.token }),
    );
    expect(direct.state).not.toBe('success');
    expect(direct.msg).not.toBe('');

    fireEvent.input(quantity, { target: { value: '2' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(direct.msg);
    expect(submit).toBeEnabled();
    expect(screen.queryByText(/You are on the waiting list/)).not.toBeInTheDocument();
  });
});
