import { resolve } from 'node:path';
import { pageBytes } from '../support/page-bytes.ts';
import { pagesOfTypes } from '../support/pages.ts';
import { report } from '../support/report.ts';
import type { Row } from '../support/table.ts';

/**
 * Bytes a page of each type costs before anyone touches it (gzip): HTML, the JavaScript it
 * loads (static import closure of its scripts and islands, inline scripts included; dynamic
 * imports left out) and its CSS. Prints one line per page with the five biggest JS files, then
 * the rows for the bench table.
 *
 *   npm run build && npm run bench:js                 (DIST=dist, PAGES=/a,/b to choose)
 */
const DIST = resolve(process.env['DIST'] ?? 'dist');
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

console.log(`page bytes (gzip) from ${DIST}`);
const rows: Row[] = [];
for (const { type, path } of pagesOfTypes(DIST)) {
  const bytes = pageBytes(DIST, path);
  if (!bytes) {
    console.log(`${type} ${path}: not built`);
    rows.push({ section: 'size', item: `${type} (${path})`, value: 'not built', unit: '' });
    continue;
  }
  console.log(
    `${type} ${path}: HTML ${kb(bytes.html)} KB, JS ${kb(bytes.js)} KB in ${bytes.jsFiles} files (${bytes.biggestJs.join(', ')}), CSS ${kb(bytes.css)} KB in ${bytes.cssFiles} files`,
  );
  rows.push(
    { section: 'size', item: `${type} HTML`, value: kb(bytes.html), unit: 'KB gzip' },
    { section: 'size', item: `${type} JS`, value: kb(bytes.js), unit: 'KB gzip' },
    { section: 'size', item: `${type} CSS`, value: kb(bytes.css), unit: 'KB gzip' },
  );
}
report(rows);
