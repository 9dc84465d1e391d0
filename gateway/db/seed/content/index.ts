import type { SeedData, SeedPage } from '../types.ts';
import { gzIndex } from './gz.ts';
import { gzGuidePages } from './guides-gz.ts';
import {
  commonProblemPage,
  paymentPage,
  preparePage,
  serviceCenterPage,
  type GuideArea,
} from './guides-shared.ts';
import { zhGuidePages } from './guides-zh.ts';
import { homePages } from './home.ts';
import { gzPoiDetails } from './poi-details-gz.ts';
import { hotelPoiDetails } from './poi-details-hotels.ts';
import { zhPoiDetails } from './poi-details-zh.ts';
import { poiPage } from './poi-pages.ts';
import { pois } from './pois.ts';
import { qyIndex } from './qy.ts';
import { zhIndex } from './zh.ts';

/**
 * The seed content of the storefront: POIs of the three resort areas and the CMS pages of the
 * home area, GZ, ZH and QY, in zh-TW, zh-CN and en. Pictures are generated (see ./media.ts).
 */

const sharedGuides = (area: GuideArea): SeedPage[] => [
  preparePage(area),
  commonProblemPage(area),
  paymentPage(area),
  serviceCenterPage(area),
];

export const seedData: SeedData = {
  pois,
  pages: [
    ...homePages,
    gzIndex,
    zhIndex,
    qyIndex,
    ...[...gzPoiDetails, ...zhPoiDetails, ...hotelPoiDetails].map(poiPage),
    ...gzGuidePages,
    ...sharedGuides('GZ'),
    ...zhGuidePages,
    ...sharedGuides('ZH'),
  ],
};

export { seedImages } from './media.ts';
export { HOSTILE_BLOCK_CODE, HOSTILE_MARKERS } from './hostile.ts';
