import { describe, expect, it } from 'vitest';
import { summarizeOutput } from '../../../scripts/lib/build-site.ts';

describe('the summary of a failed build output', () => {
  it('keeps the error message printed before the stack trace', () => {
    const output = [
      '22:05:18 [types] Generated 120ms',
      '22:05:18 [content] Syncing content',
      'GET /cl-odss-app/guest/site/cms/listPoi?regionCode=GZ (Accept-Language: zh-TW) could not reach http://127.0.0.1:1 (fetch failed). Start the gateway, then build again.',
      '  Location:',
      '    /work/main/src/content/loader.ts:51:11',
      '  Stack trace:',
      '    at call (/work/main/src/content/loader.ts:51:11)',
      '    at async worker (/work/main/src/content/loader.ts:121:24)',
    ];
    expect(summarizeOutput(output)).toEqual([output[2]]);
  });

  it('keeps an error log line and its hint, without colours', () => {
    const output = [
      '\u001b[2m22:05:18\u001b[22m \u001b[34m[content]\u001b[39m Syncing content',
      '\u001b[2m22:05:19\u001b[22m \u001b[31m[ERROR]\u001b[39m \u001b[31m[InvalidContentEntryDataError]\u001b[39m info → 12 data does not match collection schema.',
      '  \u001b[1mHint:\u001b[22m',
      '    See https://docs.astro.build/en/guides/content-collections/ for more information.',
      '  Stack trace:',
      '    at getEntryDataAndImages (file:///work/main/node_modules/astro/dist/content/utils.js:160:26)',
    ];
    expect(summarizeOutput(output)).toEqual([
      '22:05:19 [ERROR] [InvalidContentEntryDataError] info → 12 data does not match collection schema.',
      'Hint:',
      'See https://docs.astro.build/en/guides/content-collections/ for more information.',
    ]);
  });

  it('keeps the last lines when there is no stack trace, without npm warnings', () => {
    const output = [
      'npm warn Unknown user config "nodedir".',
      ...Array.from({ length: 20 }, (_, i) => `line ${i}`),
      '',
      'error: out of memory',
    ];
    expect(summarizeOutput(output, 3)).toEqual(['line 18', 'line 19', 'error: out of memory']);
  });
});
