import type { SeedData, SeedImage } from './seed/types.ts';

/** The real seed content and its pictures. */
export interface SeedContent {
  data: SeedData;
  images: SeedImage[];
}

/**
 * Loads the real content from ./seed/content/ lazily: it is large, and only seeding needs it.
 */
export async function loadSeedContent(): Promise<SeedContent> {
  const content = await import('./seed/content/index.ts');
  return { data: content.seedData, images: content.seedImages };
}
