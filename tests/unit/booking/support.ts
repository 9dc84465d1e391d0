import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '../../../src/lib/api/query.ts';
import { clearCart } from '../../../src/lib/booking/cart.ts';
import type { CalendarDay, ProductSummary } from '../../../src/lib/contract/product.ts';
import { addDays } from '../../../src/lib/format/dates.ts';
import { $language } from '../../../src/lib/session/language.ts';
import bookingForm from '../../../locales/en/bookingForm.json';
import widgets from '../../../locales/en/widgets.json';
import { startGateway, type RunningGateway } from '../account/support.ts';
import { resetStores } from '../api/harness.ts';
import { startServer, type TestServer } from '../api/test-server.ts';

/** What the booking tests share: the API they run against, fixtures and calendar helpers. */

/**
 * A test server for the file's tests, PUBLIC_API_BASE pointing at it; after each test the page
 * is left clean: rendered trees, queries, routes, stores, the cart (and `resetStore`'s form).
 */
export function serveIslandApi(resetStore: () => void): TestServer {
  let live: TestServer | undefined;
  const current = (): TestServer => {
    if (live === undefined) throw new Error('the test server has not started');
    return live;
  };
  beforeAll(async () => {
    live = await startServer();
    vi.stubEnv('PUBLIC_API_BASE', live.url);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await current().close();
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    current().reset();
    resetStores();
    clearCart();
    resetStore();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  return {
    get url() {
      return current().url;
    },
    get seen() {
      return current().seen;
    },
    route: (path, handler) => current().route(path, handler),
    calls: (path) => current().calls(path),
    arrived: (path, count) => current().arrived(path, count),
    never: () => current().never(),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}

/**
 * The real gateway in a child process for a describe block (with `env` set), PUBLIC_API_BASE
 * pointing at it; answers the running gateway once it has started.
 */
export function onRealGateway(env: Readonly<Record<string, string>> = {}): () => RunningGateway {
  let gw: RunningGateway | undefined;
  beforeAll(async () => {
    gw = await startGateway(env);
    vi.stubEnv('PUBLIC_API_BASE', gw.url);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    queryClient.clear();
    // unmount the language store now: its delayed unmount would touch a torn-down window
    cleanStores($language);
    await gw?.close();
  });
  return () => {
    if (gw === undefined) throw new Error('the gateway has not started');
    return gw;
  };
}

/** The props every booking island takes, in English, with the namespace's `messages`. */
export const englishProps = <M>(messages: M) => ({
  locale: 'en' as const,
  cartPath: '/en/product',
  messages,
  widgetMessages: widgets,
  formMessages: bookingForm,
});

/** A product of GZ on sale, with `over` (its id, code, type, place and name at least). */
export const productSummary = (
  over: Pick<ProductSummary, 'productId' | 'productCode' | 'productType' | 'productName'> &
    Partial<ProductSummary>,
): ProductSummary => ({
  bundleType: null,
  catalogId: '1',
  poiCode: 'GZ_PARK',
  poiType: 1,
  poiName: 'Park',
  regionCode: 'GZ',
  productDesc: '',
  imgMain: '',
  sessions: [],
  freeUnderAge: 3,
  fromPriceCents: 0,
  status: null,
  sort: 0,
  ...over,
});

/**
 * 62 days of a price calendar from `today`, all off-peak and on sale at `price` with `stock`
 * left, but `sold` (sold out, none left).
 */
export const calendarDays = (
  today: string,
  price: number | ((date: string) => number),
  stock: number,
  sold: string | null = null,
): CalendarDay[] =>
  Array.from({ length: 62 }, (_, i) => {
    const date = addDays(today, i);
    const out = date === sold;
    return {
      date,
      tier: 'OFF_PEAK',
      priceCents: typeof price === 'number' ? price : price(date),
      stockLeft: out ? 0 : stock,
      status: out ? 'SOLD_OUT' : 'AVAILABLE',
      reason: out ? 'SOLD_OUT' : null,
      sessions: [],
    };
  });

/**
 * The day cell of `date` in the calendar grid of `scope` (the page by default; a grid named
 * `grid` when given), moving the calendar to its month.
 */
export async function dayCell(
  date: string,
  { scope = () => document.body, grid }: { scope?: () => HTMLElement; grid?: RegExp } = {},
): Promise<HTMLElement> {
  await within(scope()).findByRole('grid', grid === undefined ? {} : { name: grid });
  for (let i = 0; i < 3; i++) {
    const shown = within(scope()).getByRole('grid', grid === undefined ? {} : { name: grid });
    const cell = shown.querySelector<HTMLElement>(`[data-date="${date}"]`);
    if (cell) return cell;
    const first = shown.querySelector('[data-date]')?.getAttribute('data-date') ?? '';
    const name = date < first ? 'Previous month' : 'Next month';
    fireEvent.click(within(scope()).getByRole('button', { name }));
  }
  throw new Error(`no day ${date}`);
}

/** The form named `name`. */
export const formNamed = (name: string) => screen.getByRole('form', { name });
