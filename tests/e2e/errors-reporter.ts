import type { FullResult, Reporter, TestError } from '@playwright/test/reporter';

/**
 * Prints the errors that were not part of any test (a worker that stopped on an unhandled
 * rejection, a teardown that failed) once more at the very end of the run, after the list
 * reporter's summary. The list reporter prints them where they happened, hundreds of lines up;
 * a CI log that keeps only its tail then says "1 error was not a part of any test, see above"
 * and nothing more.
 */
export default class ErrorsLastReporter implements Reporter {
  private readonly errors: TestError[] = [];

  onError(error: TestError): void {
    this.errors.push(error);
  }

  onEnd(result: FullResult): void {
    if (this.errors.length === 0) return;
    const lines = [`Errors that were not part of any test (run ${result.status}):`];
    for (const [index, error] of this.errors.entries()) {
      const text = error.stack ?? error.message ?? error.value ?? 'no message';
      // the message and the first frames are enough to find it
      const kept = text.split('\n').slice(0, 25);
      lines.push(`${index + 1}) ${kept.join('\n   ')}`);
    }
    console.error(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
