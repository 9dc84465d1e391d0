import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../../scripts/lib/build-site.ts';
import { formatTable, parseList, type Row } from './support/table.ts';

/**
 * `npm run bench`: every benchmark under tests/bench, one child process each (their own lines
 * print as they go), then one table of all their rows.
 *
 *   size        HTML, JS and CSS bytes (gzip) per page type          tests/bench/js
 *   lighthouse  Lighthouse 12 mobile scores, LCP, TBT, CLS            tests/bench/lighthouse
 *   gateway     autocannon: catalogue reads, price calendars, orders  tests/bench/gateway
 *   build       build pages per second, seed and 10x synthetic        tests/bench/build
 *   publish     publish-to-live seconds, seed and 10x synthetic       tests/bench/publish
 *
 * Knobs: BENCH_ONLY=size,lighthouse,… (sections to run); DIST=<folder> (a finished build for
 * size, lighthouse and gateway; otherwise one is built from a fresh seed database into a temp
 * folder); BENCH_QUICK=1 (seed site only, one publish run); BENCH_LH_RUNS=3 (median of 3);
 * BENCH_SECONDS, BENCH_CONNECTIONS (gateway load); BENCH_BUILD_LOCK=<file> (hold this flock(1)
 * lock around every Astro build, for machines where other builds run in the same checkout).
 */
const SECTIONS = [
  { name: 'size', file: 'tests/bench/js/page-js.bench.ts', needsDist: true, builds: false },
  {
    name: 'lighthouse',
    file: 'tests/bench/lighthouse/lighthouse.bench.ts',
    needsDist: true,
    builds: false,
  },
  { name: 'gateway', file: 'tests/bench/gateway/gateway.bench.ts', needsDist: true, builds: false },
  { name: 'build', file: 'tests/bench/build/build.bench.ts', needsDist: false, builds: true },
  { name: 'publish', file: 'tests/bench/publish/publish.bench.ts', needsDist: false, builds: true },
] as const;

const only = parseList(process.env['BENCH_ONLY']);
const unknown = only.filter((name) => !SECTIONS.some((s) => s.name === name));
if (unknown.length) {
  console.error(
    `BENCH_ONLY: unknown section ${unknown.join(', ')} (${SECTIONS.map((s) => s.name).join(', ')})`,
  );
  process.exit(2);
}
const selected = SECTIONS.filter((s) => only.length === 0 || only.includes(s.name));
const lock = process.env['BENCH_BUILD_LOCK'];

/** Runs a command as a child with this terminal; resolves with its exit code. */
function run(args: string[], env: NodeJS.ProcessEnv, withLock: boolean): Promise<number> {
  const [command, ...rest] = withLock && lock ? ['flock', lock, ...args] : args;
  return new Promise((resolvePromise) => {
    const child = spawn(command!, rest, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolvePromise(1);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

const started = performance.now();
const work = await mkdtemp(join(tmpdir(), 'bench-'));
const rowsFile = join(work, 'rows.jsonl');
const failures: Row[] = [];
try {
  let dist = process.env['DIST'] ? resolve(process.env['DIST']) : undefined;
  if (!dist && selected.some((s) => s.needsDist)) {
    dist = join(work, 'dist');
    console.log(`\n== bench: building the seed site into ${dist}`);
    const code = await run(
      [process.execPath, '--import', 'tsx', 'scripts/build.ts', '--out-dir', dist],
      {
        ...process.env,
        DATABASE_URL: `file:${join(work, 'build.db')}`,
        MEDIA_DIR: join(work, 'media'),
      },
      true,
    );
    if (code !== 0) throw new Error(`the site build failed (exit ${code})`);
  }
  for (const section of selected) {
    console.log(`\n== bench: ${section.name} (${section.file})`);
    const code = await run(
      [process.execPath, '--import', 'tsx', section.file],
      { ...process.env, ...(dist ? { DIST: dist } : {}), BENCH_ROWS: rowsFile },
      section.builds,
    );
    if (code !== 0) {
      failures.push({
        section: section.name,
        item: 'benchmark failed',
        value: `exit ${code}`,
        unit: '',
      });
    }
  }
  const rows: Row[] = existsSync(rowsFile)
    ? readFileSync(rowsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Row)
    : [];
  const order = (row: Row) => SECTIONS.findIndex((s) => s.name === row.section);
  const all = [...rows, ...failures].sort((a, b) => order(a) - order(b));
  const minutes = (performance.now() - started) / 60_000;
  console.log(
    `\n== bench results (${new Date().toISOString().slice(0, 16)}Z, ${minutes.toFixed(1)} min, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}${process.env['BENCH_QUICK'] === '1' ? ', BENCH_QUICK=1' : ''})\n`,
  );
  console.log(formatTable(all));
  if (failures.length) process.exitCode = 1;
} finally {
  await rm(work, { recursive: true, force: true });
}
