import { addDays, RESORT_TIME_ZONE } from '../format/dates.ts';

/**
 * "Add to calendar" (RFC 5545): one VEVENT per order line, in the resort's time zone. A line
 * with a session (show, timed park entry, dining time) is a timed event of EVENT_HOURS in
 * Asia/Hong_Kong (a VTIMEZONE is included); a hotel stay runs from check-in to check-out as
 * dates; any other line is an all-day event on its dates. Lines end with CRLF, are folded at 75
 * octets and text values are escaped. Pure: the caller passes the time stamp.
 */
export interface IcsLine {
  productName: string;
  skuName: string;
  poiType: number;
  /** The place, as a code: LOCATION comes from the caller's {@link IcsOptions.location}. */
  poiCode: string;
  startDate: string;
  endDate: string;
  session: string | null;
}

export interface IcsOrder {
  orderNo: string;
  lines: readonly IcsLine[];
}

export interface IcsOptions {
  /** DTSTAMP, epoch ms. */
  now: number;
  /** The place of a line (LOCATION). */
  location: (line: IcsLine, index: number) => string;
  /** An optional DESCRIPTION of a line (for example the order number). */
  description?: (line: IcsLine, index: number) => string;
  /** The right-hand side of each UID. */
  domain?: string;
  /** An absolute https address of the order's page, the URL of every event. */
  url?: string;
}

export const ICS_PRODID = '-//Resort Storefront//Orders//EN';
export const EVENT_HOURS = 2;
const HOTEL = 3;
const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT escaping of RFC 5545 §3.3.11. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();
const octets = (s: string): number => encoder.encode(s).length;

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space,
 * which counts towards their 75; a UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = octets(ch);
    if (size + n > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      size = 1;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const dateValue = (date: string): string => date.replaceAll('-', '');

/** `YYYYMMDDTHHMMSSZ` of an instant. */
export const utcStamp = (ms: number): string =>
  `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

const SESSION = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The local date-time `hours` after `date` `session` (HH:mm), as YYYYMMDDTHHMMSS. */
function localDateTime(date: string, session: string, plusHours = 0): string {
  const match = SESSION.exec(session);
  const h = Number(match?.[1] ?? 0) + plusHours;
  const m = match?.[2] ?? '00';
  const day = addDays(date, Math.floor(h / 24));
  return `${dateValue(day)}T${String(h % 24).padStart(2, '0')}${m}00`;
}

function eventTimes(line: IcsLine): string[] {
  if (line.session !== null && SESSION.test(line.session) && line.poiType !== HOTEL) {
    const tz = `TZID=${RESORT_TIME_ZONE}`;
    return [
      `DTSTART;${tz}:${localDateTime(line.startDate, line.session)}`,
      `DTEND;${tz}:${localDateTime(line.startDate, line.session, EVENT_HOURS)}`,
    ];
  }
  // DTEND of a date event is exclusive: the check-out day, or the day after the last date.
  const last = line.endDate > line.startDate ? line.endDate : line.startDate;
  const end =
    line.poiType === HOTEL && line.endDate > line.startDate ? line.endDate : addDays(last, 1);
  return [`DTSTART;VALUE=DATE:${dateValue(line.startDate)}`, `DTEND;VALUE=DATE:${dateValue(end)}`];
}

const TIME_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${RESORT_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:HKT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The calendar file of an order (text/calendar, UTF-8). */
export function orderCalendar(order: IcsOrder, options: IcsOptions): string {
  const domain = options.domain ?? 'orders.resort-storefront';
  const stamp = utcStamp(options.now);
  const timed = order.lines.some(
    (l) => l.session !== null && SESSION.test(l.session) && l.poiType !== HOTEL,
  );
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(timed ? TIME_ZONE : []),
  ];
  order.lines.forEach((line, index) => {
    const description = options.description?.(line, index);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(`${order.orderNo}-${index + 1}`)}@${domain}`,
      `DTSTAMP:${stamp}`,
      ...eventTimes(line),
      `SUMMARY:${escapeText(`${line.productName} · ${line.skuName}`)}`,
      `LOCATION:${escapeText(options.location(line, index))}`,
      ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
      ...(options.url !== undefined && /^https:\/\/[^\s]+$/.test(options.url)
        ? [`URL:${options.url}`]
        : []),
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The download's file name. */
export const calendarFileName = (orderNo: string): string =>
  `order-${orderNo.replace(/[^A-Za-z0-9_-]/g, '')}.ics`;
