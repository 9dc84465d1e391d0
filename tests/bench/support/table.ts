/**
 * The rows every benchmark reports and the one table `npm run bench` prints from them. Pure
 * helpers (no I/O): percentiles, medians, number formatting and the table layout.
 */
export interface Row {
  /** The benchmark: `lighthouse`, `size`, `build`, `publish`, `gateway`. */
  section: string;
  /** What was measured: `/en/GZ performance`, `catalogue reads p99`, … */
  item: string;
  /** The figure, or a short text when it could not be measured (`failed: …`). */
  value: number | string;
  unit: string;
}

/** The value below which `p` percent of the samples lie (nearest rank); 0 without samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0;
}

/** The middle sample (the mean of the two middle ones for an even count); 0 without samples. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** A figure with as many decimals as it deserves: 3 below 1, 1 below 1000, none above. */
export function formatValue(value: number | string): string {
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  if (Number.isInteger(value) || abs >= 1000) return Math.round(value).toString();
  return value.toFixed(abs < 1 ? 3 : 1);
}

/** A comma-separated list (an env knob), trimmed, without empty entries. */
export function parseList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A Markdown pipe table of the rows, columns padded so it reads in a terminal and pastes
 * into a note as it is. Numbers are right-aligned; rows keep their order.
 */
export function formatTable(rows: readonly Row[]): string {
  const header = ['section', 'item', 'value', 'unit'];
  const cells = rows.map((r) => [r.section, r.item, formatValue(r.value), r.unit]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (cols: readonly string[]) =>
    `| ${cols.map((c, i) => (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...cells.map(line)].join('\n');
}
