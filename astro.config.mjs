// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import { incrementalPublishing } from './scripts/publish/integration.ts';

/**
 * The design system's page (src/dev/DesignSystem.astro) at /design-system, on the dev server
 * only: `astro build` never sees it.
 * @returns {import('astro').AstroIntegration}
 */
function designSystemPage() {
  return {
    name: 'design-system-page',
    hooks: {
      'astro:config:setup': ({ command, injectRoute }) => {
        if (command !== 'dev') return;
        injectRoute({ pattern: '/design-system', entrypoint: './src/dev/DesignSystem.astro' });
      },
    },
  };
}

// zh-TW is the default language and is served without a prefix; zh-CN and en are prefixed
// with lower-case segments (/zh-cn/…, /en/…). See src/lib/i18n/locales.ts for the mapping.
export default defineConfig({
  output: 'static',
  site: process.env['SITE_URL'] ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  // Islands are written against React's API and run on Preact through preact/compat (`react`
  // and `react-dom` are aliased to it in the build, and in vitest.config.ts for the tests):
  // the runtime is ~10 KB gzip instead of React DOM's ~64 KB.
  integrations: [preact({ compat: true }), designSystemPage(), incrementalPublishing()],
  i18n: {
    locales: ['zh-TW', { path: 'zh-cn', codes: ['zh-CN'] }, 'en'],
    defaultLocale: 'zh-TW',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    ssr: {
      external: ['@libsql/client', 'sharp'],
      // Libraries that import 'react' are bundled for the server render too, so that the alias
      // to preact/compat reaches them (left external, they would load React itself).
      noExternal: ['@tanstack/react-query', '@nanostores/react', '@tiptap/react'],
    },
  },
});
