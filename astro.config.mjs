// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
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
  integrations: [react(), designSystemPage(), incrementalPublishing()],
  i18n: {
    locales: ['zh-TW', { path: 'zh-cn', codes: ['zh-CN'] }, 'en'],
    defaultLocale: 'zh-TW',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    ssr: { external: ['@libsql/client', 'sharp'] },
  },
});
