import { appendFileSync } from 'node:fs';
import { formatTable, type Row } from './table.ts';

/**
 * Prints a benchmark's rows as a table and, under `npm run bench` (BENCH_ROWS names a file),
 * appends them to that file, one JSON row a line, for the runner's final table.
 */
export function report(rows: readonly Row[]): void {
  if (rows.length === 0) return;
  console.log(`\n${formatTable(rows)}\n`);
  const file = process.env['BENCH_ROWS'];
  if (file) appendFileSync(file, rows.map((r) => JSON.stringify(r) + '\n').join(''));
}

/** BENCH_QUICK=1: the seed site only, one run each (no 10x synthetic site). */
export const QUICK = process.env['BENCH_QUICK'] === '1';
