import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PDFDocument as PdfDocument, PDFFont, PDFPage } from 'pdf-lib';
import { LANGUAGES, type Language } from '../../../src/lib/contract/common.ts';
import { displayGuestName, type OrderStatus } from '../../../src/lib/contract/order.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFoundError } from '../../lib/http-error.ts';
import { translate } from '../../lib/i18n.ts';
import { ownOrder } from './payment.ts';
import { orderLines } from './read.ts';

/**
 * The order voucher PDF of order/info/downloadOrderVoucher: the order number, every line's
 * product, date or stay and session, the guests, and one QR code per ticket (per unit of each
 * line, encoding `<voucherCode>-<n>`). Named in the order's language here; the route names it in
 * the language of the request (localizeLines).
 *
 * Chinese text needs a CJK font: Noto Sans CJK (the Traditional Chinese face for zh-TW and en,
 * the Simplified one for zh-CN) is found with fc-list, else by a search of /usr/share/fonts, and
 * embedded as a subset of the glyphs used. Without one the voucher falls back to Helvetica: text
 * it cannot encode (all CJK characters) is printed as "?" — nothing is transliterated.
 */

export const VOUCHER_STATUSES: readonly OrderStatus[] = ['voucherIssued', 'completed'];

export const VOUCHER_ERROR_CODES = { notIssued: 'ORDER_VOUCHER_NOT_ISSUED' } as const;

export interface VoucherLine {
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  productType: string;
  quantity: number;
  startDate: string;
  endDate: string;
  session: string | null;
  voucherCode: string;
  confirmationCode: string | null;
}

export interface VoucherData {
  orderNo: string;
  lang: Language;
  lines: VoucherLine[];
  guestNames: string[];
}

export interface VoucherTicket {
  line: VoucherLine;
  /** 1-based number of the unit within its line. */
  n: number;
  /** What the QR code encodes: `<voucherCode>-<n>`. */
  payload: string;
}

/** One ticket per unit of each line, each with its own QR payload. */
export function voucherTickets(lines: readonly VoucherLine[]): VoucherTicket[] {
  return lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, i) => ({
      line,
      n: i + 1,
      payload: `${line.voucherCode}-${i + 1}`,
    })),
  );
}

/** The voucher's facts of an order of the caller in an issued state (409 otherwise). */
export async function loadVoucherData(
  db: Db,
  userId: string,
  orderId: string,
): Promise<VoucherData> {
  const order = await ownOrder(db, userId, orderId);
  if (!VOUCHER_STATUSES.includes(order.status as OrderStatus)) {
    throw new HttpError(409, VOUCHER_ERROR_CODES.notIssued, 'errors.order.voucherNotIssued', {
      data: { orderId, status: order.status },
    });
  }
  const [head, lines, guests] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['order_no', 'lang'])
      .where('id', '=', orderId)
      .executeTakeFirst(),
    orderLines(db, orderId),
    db
      .selectFrom('order_guest')
      .select('guest_name')
      .where('order_id', '=', orderId)
      .orderBy('guest_no')
      .execute(),
  ]);
  if (!head) throw notFoundError('errors.order.notFound');
  const lang = LANGUAGES.find((l) => l === head.lang) ?? 'zh-TW';
  return {
    orderNo: head.order_no,
    lang,
    lines: lines.map((l) => ({
      productId: l.product_id,
      skuId: l.sku_id,
      productName: l.product_name,
      skuName: l.sku_name,
      productType: l.product_type,
      quantity: l.quantity,
      startDate: l.start_date,
      endDate: l.end_date,
      session: l.session || null,
      // Issued orders have their codes; the order number stands in should one be missing.
      voucherCode: l.voucher_code ?? head.order_no,
      confirmationCode: l.confirmation_code,
    })),
    guestNames: guests.map((g) => displayGuestName(g.guest_name)),
  };
}

// ---- the CJK font --------------------------------------------------------------------------

/** The face of Noto Sans CJK for a language (PostScript name inside the .ttc collection). */
const CJK_FACE: Record<Language, string> = {
  'zh-TW': 'NotoSansCJKtc-Regular',
  'zh-CN': 'NotoSansCJKsc-Regular',
  en: 'NotoSansCJKtc-Regular',
};
const FONT_DIR = '/usr/share/fonts';
const FONT_FILE = /NotoSansCJK.*Regular.*\.(?:ttc|otf)$/i;

async function fcListFiles(): Promise<string[]> {
  try {
    const { stdout } = await promisify(execFile)('fc-list', [':', 'file', 'family'], {
      timeout: 5000,
    });
    return stdout
      .split('\n')
      .filter((l) => /Noto Sans CJK/i.test(l))
      .map((l) => l.slice(0, l.indexOf(':')).trim())
      .filter((f) => FONT_FILE.test(f));
  } catch {
    return [];
  }
}

async function searchFiles(dir: string, depth = 0): Promise<string[]> {
  if (depth > 5) return [];
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    const found: string[] = [];
    for (const e of entries) {
      const path = join(dir, e.name);
      if (e.isDirectory()) found.push(...(await searchFiles(path, depth + 1)));
      else if (FONT_FILE.test(e.name)) found.push(path);
    }
    return found;
  } catch {
    return [];
  }
}

/** Prefers the collection (every face in one file), then the files naming the face. */
const rank = (file: string, face: string): number =>
  (file.toLowerCase().endsWith('.ttc') ? 0 : 2) +
  (file.toLowerCase().includes(face.slice(11, 13).toLowerCase()) ? 0 : 1);

let fontPaths: Promise<string[]> | null = null;
/** The Noto Sans CJK files of the machine (fc-list, else a search of /usr/share/fonts). */
export function cjkFontFiles(): Promise<string[]> {
  fontPaths ??= (async () => {
    const listed = await fcListFiles();
    return [...new Set(listed.length > 0 ? listed : await searchFiles(FONT_DIR))];
  })();
  return fontPaths;
}

const fontBytes = new Map<string, Promise<Uint8Array>>();
const readFont = (path: string): Promise<Uint8Array> => {
  let bytes = fontBytes.get(path);
  if (bytes === undefined) {
    bytes = readFile(path).then((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
    fontBytes.set(path, bytes);
  }
  return bytes;
};

/**
 * Fonts as fontkit parsed them, by file and face: parsing a CJK collection and its glyphs is
 * most of a voucher's time, all of it on the event loop; a parsed font only reads its bytes
 * (each document makes its own subset of it), so every voucher after the first reuses it.
 */
const parsedFonts = new Map<string, ParsedFont>();
type ParsedFont = ReturnType<Parameters<PdfDocument['registerFontkit']>[0]['create']>;

// ---- @pdf-lib/fontkit's CFF subset --------------------------------------------------------

interface TopDict {
  FDArray: Record<string, unknown>[];
  FDSelect: { version: number; fds: number[] };
}
interface CffSubset {
  cff: {
    length: number;
    topDict: { FDArray: Record<string, unknown>[] };
    fdForGlyph(gid: number): number | null | undefined;
  };
  glyphs: number[];
  font: { getGlyph(gid: number): { path: unknown; _usedSubrs: Record<string, boolean> } };
  subsetSubrs(subrs: unknown, used: Record<string, boolean>): unknown;
  encode(this: CffSubset, stream: unknown): unknown;
  subsetFontdict(topDict: TopDict): void;
}
const PATCHED = Symbol('voucher.cffSubsetPatched');

/**
 * Mends two bugs of @pdf-lib/fontkit 1.1.1's CFF subsetter (fixed upstream in fontkit 1.8/1.9)
 * that break a subset of a CID-keyed font like Noto Sans CJK — viewers on FreeType (Chrome,
 * poppler) reject it and draw no Chinese text at all:
 * - the CFF header's offSize is written from the table's length (e.g. 27) instead of 1 to 4;
 * - FDSelect gives each glyph the font dict added last, not its own, and records its local
 *   subroutines there, so glyphs of different font dicts call missing subroutines.
 * Patched once on the subsetter's prototype; checked with fontTools: every glyph of a subset has
 * the outline of the original font.
 */
function patchCffSubset(font: { createSubset(): unknown }): void {
  const proto = Object.getPrototypeOf(font.createSubset()) as CffSubset & Record<symbol, boolean>;
  if (proto[PATCHED] === true || typeof proto.subsetFontdict !== 'function') return;
  const encode = Reflect.get(proto, 'encode');
  proto.encode = function (this: CffSubset, stream: unknown) {
    const length = this.cff.length;
    this.cff.length = 4;
    try {
      return encode.call(this, stream);
    } finally {
      this.cff.length = length;
    }
  };
  proto.subsetFontdict = function (this: CffSubset, topDict: TopDict) {
    topDict.FDArray = [];
    topDict.FDSelect = { version: 0, fds: [] };
    const at = new Map<number, number>();
    const usedSubrs: Record<string, boolean>[] = [];
    for (const gid of this.glyphs) {
      const fd = this.cff.fdForGlyph(gid);
      if (fd === null || fd === undefined) continue;
      let index = at.get(fd);
      if (index === undefined) {
        topDict.FDArray.push({ ...this.cff.topDict.FDArray[fd] });
        usedSubrs.push({});
        index = topDict.FDArray.length - 1;
        at.set(fd, index);
      }
      topDict.FDSelect.fds.push(index);
      const glyph = this.font.getGlyph(gid);
      void glyph.path; // parses the glyph, which records the subroutines it calls
      const used = usedSubrs[index] ?? {};
      for (const subr of Object.keys(glyph._usedSubrs)) used[subr] = true;
    }
    topDict.FDArray.forEach((dict, i) => {
      delete dict['FontName'];
      const priv = dict['Private'] as Record<string, unknown> | null | undefined;
      if (priv?.['Subrs']) {
        dict['Private'] = { ...priv, Subrs: this.subsetSubrs(priv['Subrs'], usedSubrs[i] ?? {}) };
      }
    });
  };
  proto[PATCHED] = true;
}

// ---- the PDF -------------------------------------------------------------------------------

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const QR_SIZE = 132;

/** Replaces what a standard (WinAnsi) font cannot encode. */
const latinOnly = (text: string): string => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

/**
 * The voucher PDF of `data`. `fontFiles` replaces the machine's Noto Sans CJK files (tests: []
 * shows the Latin fallback).
 */
export async function renderVoucherPdf(
  data: VoucherData,
  options: { fontFiles?: readonly string[] } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const [{ PDFDocument, StandardFonts, rgb }, fontkitModule, QRCode] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
    import('qrcode'),
  ]);
  const fontkit = fontkitModule.default;
  const doc = await PDFDocument.create();
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(data.lang, key, params);
  doc.setTitle(`${t('voucher.title')} ${data.orderNo}`);
  doc.setLanguage(data.lang);
  doc.setCreator('resort-storefront gateway');

  let font: PDFFont | null = null;
  const face = CJK_FACE[data.lang];
  const files = [...(options.fontFiles ?? (await cjkFontFiles()))].sort(
    (a, b) => rank(a, face) - rank(b, face),
  );
  for (const file of files) {
    try {
      const bytes = await readFont(file);
      const collection = file.toLowerCase().endsWith('.ttc');
      // pdf-lib asks fontkit for the font without a name: pick the face of a collection here.
      doc.registerFontkit({
        create: (buffer, name) => {
          const which = name ?? (collection ? face : undefined);
          const key = `${file}#${which ?? ''}`;
          let created = parsedFonts.get(key);
          if (created === undefined) {
            created = fontkit.create(buffer, which);
            patchCffSubset(created);
            parsedFonts.set(key, created);
          }
          return created;
        },
      });
      font = await doc.embedFont(bytes, { subset: true });
      break;
    } catch {
      font = null;
    }
  }
  const cjk = font !== null;
  const textFont = font ?? (await doc.embedFont(StandardFonts.Helvetica));
  const safe = (text: string) => (cjk ? text : latinOnly(text));

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const ink = rgb(0.11, 0.16, 0.22);
  const muted = rgb(0.28, 0.33, 0.4);

  /** Wraps on characters (CJK has no spaces) to the width at `size`. */
  const wrap = (text: string, size: number, max: number): string[] => {
    const out: string[] = [];
    let line = '';
    for (const ch of safe(text)) {
      if (line !== '' && textFont.widthOfTextAtSize(line + ch, size) > max) {
        out.push(line);
        line = ch;
      } else line += ch;
    }
    if (line !== '') out.push(line);
    return out;
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const write = (text: string, size: number, color = ink, x = MARGIN, max = width) => {
    for (const line of wrap(text, size, max)) {
      ensure(size * 1.5);
      y -= size * 1.4;
      page.drawText(line, { x, y, size, font: textFont, color });
    }
  };

  write(t('voucher.title'), 22);
  y -= 6;
  write(`${t('voucher.orderNo')}: ${data.orderNo}`, 13);
  if (data.guestNames.length > 0)
    write(`${t('voucher.guests')}: ${data.guestNames.join(', ')}`, 11);
  write(t('voucher.note'), 10, muted);
  y -= 8;

  const tickets = voucherTickets(data.lines);
  for (const ticket of tickets) {
    const { line, n } = ticket;
    const facts = [
      `${line.productName} · ${line.skuName}`,
      line.productType === 'HOTEL'
        ? t('voucher.stay', { checkIn: line.startDate, checkOut: line.endDate })
        : `${t('voucher.date')}: ${line.startDate}`,
      ...(line.session === null ? [] : [`${t('voucher.session')}: ${line.session}`]),
      t('voucher.ticket', { n, count: line.quantity }),
      `${t('voucher.code')}: ${ticket.payload}`,
      ...(line.confirmationCode === null
        ? []
        : [`${t('voucher.confirmation')}: ${line.confirmationCode}`]),
    ];
    ensure(QR_SIZE + 24);
    const top = y - 12;
    page.drawLine({
      start: { x: MARGIN, y: y - 4 },
      end: { x: A4[0] - MARGIN, y: y - 4 },
      thickness: 0.5,
      color: muted,
    });
    const png = await QRCode.toBuffer(ticket.payload, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 2,
      scale: 4,
    });
    const image = await doc.embedPng(new Uint8Array(png));
    page.drawImage(image, {
      x: A4[0] - MARGIN - QR_SIZE,
      y: top - QR_SIZE,
      width: QR_SIZE,
      height: QR_SIZE,
    });
    y = top;
    const textWidth = width - QR_SIZE - 16;
    for (const [i, fact] of facts.entries())
      write(fact, i === 0 ? 13 : 11, i === 0 ? ink : muted, MARGIN, textWidth);
    y = Math.min(y, top - QR_SIZE) - 12;
  }
  return new Uint8Array(await doc.save());
}
