import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/lib/postgres.ts';

/**
 * Global set-up of the `postgres` test project: one private PostgreSQL cluster for the run
 * (initdb into a temporary folder, a free port), its URL handed to the test files through
 * vitest's provide/inject, stopped and removed at the end. Each test then gets a database of its
 * own, cloned from a template (tests/unit/gateway/support/postgres.ts). Missing PostgreSQL
 * binaries fail the run with what to install: CI installs them, nothing is skipped.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgres();
  project.provide('postgresUrl', cluster.url());
  return () => cluster.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of the run's PostgreSQL cluster (the `postgres` project only). */
    postgresUrl: string;
  }
}
