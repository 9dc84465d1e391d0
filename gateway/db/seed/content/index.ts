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
import { homeGuidePages } from './home-guides.ts';
import { homePages } from './home.ts';
import { honourPages } from './honours.ts';
import { vacationMapPages } from './map-guides.ts';
import { playGuidePages } from './play-guides.ts';
import { gzPoiDetails } from './poi-details-gz.ts';
import { hotelPoiDetails } from './poi-details-hotels.ts';
import { zhPoiDetails } from './poi-details-zh.ts';
import { poiPage } from './poi-pages.ts';
import { pois } from './pois.ts';
import { qyGuidePages } from './qy-guides.ts';
import { qyIndex } from './qy.ts';
import { trafficGuidePages } from './traffic-guides.ts';
import { zhIndex } from './zh.ts';

/**
 * The seed content of the storefront: POIs of the three resort areas and the CMS pages of the
 * home area, GZ, ZH and QY, in zh-TW, zh-CN and en. Pictures are generated (see ./media.ts).
 * Guangzhou and Hengqin have every page kind; the home area has its group-wide pages (the
 * site falls back to Guangzhou for the others); Qingyuan, not open yet, has the pages that
 * help a visitor before the opening.
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
    ...homeGuidePages,
    gzIndex,
    zhIndex,
    qyIndex,
    ...[...gzPoiDetails, ...zhPoiDetails, ...hotelPoiDetails].map(poiPage),
    ...gzGuidePages,
    ...sharedGuides('GZ'),
    ...zhGuidePages,
    ...sharedGuides('ZH'),
    ...playGuidePages,
    ...trafficGuidePages,
    ...vacationMapPages,
    ...honourPages,
    ...qyGuidePages,
  ],
};

export { seedImages } from './media.ts';
