import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, describe, expect } from 'vitest';
import type { OrderDetail } from '../../../src/lib/contract/order.ts';
import {
  cjkFontFiles,
  renderVoucherPdf,
  voucherTickets,
  type VoucherLine,
} from '../../../gateway/services/orders/voucher.ts';
import {
  renderVoucher,
  stopVoucherThread,
} from '../../../gateway/services/orders/voucher-thread.ts';
import { bodyOf, call } from './support/accounts.ts';
import { ORDER, orderTest as it, type OrderWorld } from './support/orders.ts';
import { drawnImages } from './support/pdf.ts';

/** order/info/downloadOrderVoucher: a real PDF with one QR code per ticket. */

const line = (extra: Partial<VoucherLine>): VoucherLine => ({
  productId: '1',
  skuId: '1',
  productName: 'Park',
  skuName: 'Adult',
  productType: 'TICKET',
  quantity: 1,
  startDate: '2026-03-20',
  endDate: '2026-03-20',
  session: null,
  voucherCode: 'ABC',
  confirmationCode: null,
  ...extra,
});

describe('voucherTickets', () => {
  it('makes one QR payload per unit of each line: <voucherCode>-<n>', () => {
    const tickets = voucherTickets([
      line({ voucherCode: 'A1B2C3D4E5F6', quantity: 2 }),
      line({ voucherCode: '0F0F0F0F0F0F', quantity: 3, skuName: 'Child' }),
    ]);
    expect(tickets.map((t) => t.payload)).toEqual([
      'A1B2C3D4E5F6-1',
      'A1B2C3D4E5F6-2',
      '0F0F0F0F0F0F-1',
      '0F0F0F0F0F0F-2',
      '0F0F0F0F0F0F-3',
    ]);
    expect(tickets.map((t) => t.n)).toEqual([1, 2, 1, 2, 3]);
    expect(tickets[4]?.line.skuName).toBe('Child');
  });
});

// ---- reading the PDF back -------------------------------------------------------------------

const decoded = (stream: PDFRawStream): string => {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes =
    filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;
  return Buffer.from(bytes).toString('latin1');
};

const hexText = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/**
 * The text drawn on the pages: glyph ids of the embedded (Identity-H) font mapped back through
 * its ToUnicode CMap, or the bytes of a standard font.
 */
function textOf(doc: PDFDocument): string {
  const streams = doc.context
    .enumerateIndirectObjects()
    .map(([, o]) => o)
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream);
  const cmap = new Map<string, string>();
  for (const s of streams) {
    const text = decoded(s);
    if (!text.includes('begincmap')) continue;
    for (const m of text.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
      cmap.set((m[1] ?? '').toLowerCase(), hexText(m[2] ?? ''));
    }
  }
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const list =
      contents instanceof PDFArray
        ? contents.asArray().map((r) => doc.context.lookup(r))
        : [contents];
    for (const s of list) {
      if (!(s instanceof PDFRawStream)) continue;
      for (const m of decoded(s).matchAll(/<([0-9a-fA-F]*)>\s*Tj/g)) {
        const hex = m[1] ?? '';
        out.push(
          cmap.size > 0
            ? (hex.match(/.{4}/g) ?? []).map((g) => cmap.get(g.toLowerCase()) ?? '?').join('')
            : Buffer.from(hex, 'hex').toString('latin1'),
        );
      }
    }
  }
  return out.join('\n');
}

describe('renderVoucherPdf', () => {
  const many = {
    orderNo: 'O2026030200001',
    lines: [
      line({ productName: '長隆野生動物世界', voucherCode: 'A1B2C3D4E5F6', quantity: 9 }),
      line({
        productName: 'Hotel',
        skuName: 'Deluxe',
        productType: 'HOTEL',
        endDate: '2026-03-22',
        voucherCode: '0F0F0F0F0F0F',
        confirmationCode: 'HC12345678',
        quantity: 3,
      }),
    ],
    guestNames: ['陳大文', 'Chan Tai Man'],
  };

  it('runs onto more pages with one QR code per ticket', async () => {
    const doc = await PDFDocument.load(await renderVoucherPdf({ ...many, lang: 'en' }));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(drawnImages(doc)).toBe(12);
    const text = textOf(doc);
    expect(text).toContain('A1B2C3D4E5F6-9');
    expect(text).toContain('Check-in 2026-03-20, check-out 2026-03-22');
    expect(text).toContain('Check-in confirmation code: HC12345678');
  });

  it('subsets each voucher on its own while the parsed font is kept between them', async () => {
    if ((await cjkFontFiles()).length === 0) return;
    const mapped = (doc: PDFDocument) => {
      const chars = new Set<string>();
      for (const [, o] of doc.context.enumerateIndirectObjects()) {
        if (!(o instanceof PDFRawStream) || !decoded(o).includes('begincmap')) continue;
        for (const m of decoded(o).matchAll(/<[0-9a-fA-F]{4}>\s*<([0-9a-fA-F]+)>/g))
          chars.add(hexText(m[1] ?? ''));
      }
      return chars;
    };
    const park = { ...many, lang: 'zh-TW' as const };
    const ocean = {
      ...many,
      lang: 'zh-TW' as const,
      lines: [line({ productName: '橫琴海洋王國', voucherCode: 'B1B2B3B4B5B6', quantity: 1 })],
      guestNames: ['李小龍'],
    };
    const first = await PDFDocument.load(await renderVoucherPdf(park));
    const second = await PDFDocument.load(await renderVoucherPdf(ocean));
    const third = await PDFDocument.load(await renderVoucherPdf(park));
    expect(textOf(second)).toContain('橫琴海洋王國');
    expect(textOf(second)).toContain('李小龍');
    // the second subset holds its own characters, none that only the first voucher drew
    expect(mapped(second).has('龍')).toBe(true);
    expect(mapped(second).has('野')).toBe(false);
    expect(textOf(third)).toBe(textOf(first));
    expect(mapped(third)).toEqual(mapped(first));
  });

  it('falls back to a Latin font without a CJK one, printing "?" for what it cannot encode', async () => {
    const doc = await PDFDocument.load(
      await renderVoucherPdf({ ...many, lang: 'zh-TW' }, { fontFiles: [] }),
    );
    expect(drawnImages(doc)).toBe(12);
    const text = textOf(doc);
    expect(text).toContain('????: O2026030200001');
    expect(text).toContain('A1B2C3D4E5F6-1');
    expect(text).toContain('Chan Tai Man');
  });
});

describe('renderVoucher (on the voucher thread)', () => {
  afterAll(() => stopVoucherThread());
  const voucher = (orderNo: string, lang: 'zh-TW' | 'zh-CN' | 'en') => ({
    orderNo,
    lang,
    lines: [line({ productName: '長隆野生動物世界', voucherCode: `${orderNo}Q`, quantity: 2 })],
    guestNames: ['陳大文'],
  });

  it('renders several vouchers at once, each the pages the calling thread would draw', async () => {
    const asked = [
      voucher('O1', 'zh-TW'),
      voucher('O2', 'en'),
      voucher('O3', 'zh-CN'),
      voucher('O4', 'zh-TW'),
    ];
    const made = await Promise.all(asked.map((v) => renderVoucher(v)));
    for (const [i, bytes] of made.entries()) {
      const onThread = await PDFDocument.load(bytes);
      const here = await PDFDocument.load(await renderVoucherPdf(asked[i]!));
      expect(textOf(onThread)).toBe(textOf(here));
      expect(textOf(onThread)).toContain(`${asked[i]!.orderNo}Q-2`);
      expect(drawnImages(onThread)).toBe(2);
    }
  });

  it('fails a voucher that cannot be drawn, and draws the next one', async () => {
    await expect(
      renderVoucher({ ...voucher('O5', 'en'), lines: null as unknown as VoucherLine[] }),
    ).rejects.toThrow();
    const doc = await PDFDocument.load(await renderVoucher(voucher('O6', 'en')));
    expect(textOf(doc)).toContain('O6Q-1');
  });

  it('starts a new thread once the last one has stopped', async () => {
    await renderVoucher(voucher('O7', 'en'));
    await stopVoucherThread();
    const doc = await PDFDocument.load(await renderVoucher(voucher('O8', 'zh-TW')));
    expect(textOf(doc)).toContain('O8Q-2');
  });
});

// ---- the gateway ----------------------------------------------------------------------------

/** A pending order of 2 adults and 1 child in the park, made in `lang`. */
const orderIn = async (o: OrderWorld, lang: string) =>
  (await o.parkOrder('2026-03-20', { lang, guestName: '陳/大文' })).order;

async function issuedOrder(o: OrderWorld, lang: string): Promise<OrderDetail> {
  const order = await orderIn(o, lang);
  await o.paid(order.orderId);
  o.at(20_000);
  const detail = await o.load(order.orderId);
  expect(detail.status).toBe('voucherIssued');
  return detail;
}

const download = (o: OrderWorld, orderId: string, as = o.token, lang = 'zh-TW') =>
  call(o.gw, `${ORDER}/downloadOrderVoucher?orderId=${orderId}`, { token: as, lang });

describe('order/info/downloadOrderVoucher', () => {
  it('answers a PDF attachment with the order, its lines, guests and one QR code per ticket', async ({
    orders,
  }) => {
    const order = await issuedOrder(orders, 'zh-TW');
    const res = await download(orders, order.orderId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="voucher-${order.orderNo}.pdf"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe(`電子憑證 ${order.orderNo}`);
    expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(zh-TW)');
    // 2 adults + 1 child: three tickets, three QR codes.
    expect(drawnImages(doc)).toBe(3);

    const codes = order.lines.map((l) => l.voucherCode ?? '');
    const payloads = voucherTickets(
      order.lines.map((l) => ({ ...l, voucherCode: l.voucherCode ?? '', confirmationCode: null })),
    ).map((t) => t.payload);
    expect(payloads).toEqual([`${codes[0]}-1`, `${codes[0]}-2`, `${codes[1]}-1`]);

    const text = textOf(doc);
    expect(text).toContain(order.orderNo);
    for (const payload of payloads) expect(text).toContain(payload);
    expect(text).toContain('2026-03-20');
    if ((await cjkFontFiles()).length > 0) {
      // The CJK font is embedded (a subset), and the Chinese text maps back to its characters.
      const fonts = doc.context
        .enumerateIndirectObjects()
        .map(([, o]) => o)
        .filter((o): o is PDFDict => o instanceof PDFDict)
        .map((d) => d.get(PDFName.of('BaseFont'))?.toString() ?? '')
        .filter((n) => n !== '');
      expect(fonts.some((n) => /NotoSansCJK/.test(n))).toBe(true);
      // The subset is a bare CFF whose header FreeType accepts (offSize 1 to 4): see
      // patchCffSubset of voucher.ts.
      const cff = doc.context
        .enumerateIndirectObjects()
        .map(([, o]) => o)
        .filter((o): o is PDFRawStream => o instanceof PDFRawStream)
        .filter((o) => o.dict.get(PDFName.of('Subtype')) === PDFName.of('CIDFontType0C'));
      expect(cff).toHaveLength(1);
      const header = Buffer.from(decoded(cff[0] as PDFRawStream), 'latin1');
      expect([header[0], header[2]]).toEqual([1, 4]);
      expect(header[3]).toBeGreaterThanOrEqual(1);
      expect(header[3]).toBeLessThanOrEqual(4);
      expect(text).toContain('電子憑證');
      expect(text).toContain('訂單編號');
      expect(text).toContain((await orders.parkTickets('2026-03-20', 'zh-TW')).productName);
      expect(text).toContain('陳大文');
      expect(text).toContain('第 2 張，共 2 張');
      expect(bytes.length).toBeLessThan(1_500_000);
    }
  });

  it('writes the voucher in the language of the request, whatever the order was placed in', async ({
    orders,
  }) => {
    const { parkTickets, token } = orders;
    const order = await issuedOrder(orders, 'zh-TW');
    const english = (await parkTickets('2026-03-20', 'en')).productName;
    expect((await parkTickets('2026-03-20', 'zh-TW')).productName).not.toBe(english);
    const res = await download(orders, order.orderId, token, 'en');
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getTitle()).toBe(`E-voucher ${order.orderNo}`);
    const text = textOf(doc);
    expect(text).toContain(`Order number: ${order.orderNo}`);
    expect(text).toContain('Date of visit: 2026-03-20');
    expect(text).toContain('Ticket 1 of 1');
    expect(text).toContain(english);
  });

  it('refuses an order without issued vouchers and another user’s order', async ({ orders }) => {
    const { gw, stranger, token } = orders;
    const pending = await orderIn(orders, 'en');
    const res = await download(orders, pending.orderId, token, 'en');
    expect(res.status).toBe(409);
    expect(await bodyOf(res)).toMatchObject({
      code: 'ORDER_VOUCHER_NOT_ISSUED',
      msg: 'The voucher is not issued yet: it can be downloaded once the order shows "voucher issued"',
    });
    const order = await issuedOrder(orders, 'en');
    expect((await download(orders, order.orderId, stranger)).status).toBe(404);
    expect((await call(gw, `${ORDER}/downloadOrderVoucher?orderId=${order.orderId}`)).status).toBe(
      401,
    );
  });
});
