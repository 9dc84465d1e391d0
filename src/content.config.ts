import { defineCollection } from 'astro:content';
import { createCmsLoaders } from './content/loader.ts';
import { catalogEntrySchema, infoEntrySchema, poiEntrySchema } from './content/schemas.ts';

const cms = createCmsLoaders();

export const collections = {
  /** A page's catalogue tree, id `<lang>/<pageType>/<poiCode>` (e.g. `zh-TW/INDEX/GZ`). */
  catalogs: defineCollection({ loader: cms.catalogs, schema: catalogEntrySchema }),
  /** Info items, id `<lang>/<infoId>`. */
  infos: defineCollection({ loader: cms.infos, schema: infoEntrySchema }),
  /** POIs, id `<lang>/<poiCode>`. */
  pois: defineCollection({ loader: cms.pois, schema: poiEntrySchema }),
};
