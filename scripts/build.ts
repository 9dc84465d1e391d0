import { buildSite } from './lib/build-site.ts';

/** `npm run build`: builds the static site from the CMS (embedded gateway unless CMS_API_URL is set). */
try {
  await buildSite();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
