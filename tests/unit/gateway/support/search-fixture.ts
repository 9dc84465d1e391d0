import type { SeedData, SeedInfo, SeedPoi, Translated } from '../../../../gateway/db/seed/types.ts';
import { fixtureSeed, t } from './fixture.ts';

export const PRODUCT = '/cl-odss-app/guest/product';

const poi = (
  poiCode: string,
  poiType: SeedPoi['poiType'],
  regionCode: SeedPoi['regionCode'],
  name: Translated,
  nameNative: string,
  summary: Translated,
): SeedPoi => ({
  poiCode,
  poiType,
  regionCode,
  name,
  nameNative,
  summary,
  refundDesc: t('不設退款', '不设退款', 'Non-refundable'),
  imgMain: `/media/seed/${poiCode.toLowerCase()}.webp`,
});

const item = (
  key: string,
  title: Translated,
  summary: Translated,
  extra: Partial<SeedInfo> = {},
): SeedInfo => ({
  key,
  title,
  summary,
  desc: t('<p>內容</p>', '<p>内容</p>', '<p>Body</p>'),
  ...extra,
});

/**
 * The gateway fixture plus what search needs: a place listed BEFORE the grill whose summary
 * (not its name) mentions grilling, a place with wildcard characters in its name, a native name
 * that differs from every translation, and a home page (region '') with a raw HTML block, an
 * untitled item and items with literal % and _ in their texts.
 */
export function searchSeed(): SeedData {
  const base = fixtureSeed();
  return {
    pois: [
      poi(
        'ZH_BEACH_CAFE',
        4,
        'ZH',
        t('海灘小食亭', '海滩小食亭', 'Beach Kiosk'),
        '沙灘小食亭',
        t('招牌燒烤串', '招牌烧烤串', 'Famous for its grill skewers'),
      ),
      ...base.pois,
      poi(
        'GZ_FUN_ZONE',
        1,
        'GZ',
        t('100% 歡樂區', '100% 欢乐区', '100% Fun Zone'),
        'Fun_Zone 樂園',
        t('攀爬架和波波池', '攀爬架和波波池', 'Climbing frames and a ball pit'),
      ),
    ],
    pages: [
      ...base.pages,
      {
        code: 'HOME-INDEX',
        type: 'INDEX',
        poiCode: 'HOME',
        regionCode: '',
        name: t('首頁', '首页', 'Home'),
        blocks: [
          {
            code: 'HOME-RAW',
            type: 'RAW_HTML',
            name: t('公告', '公告', 'Notices'),
            items: [
              item(
                'notice',
                t('野生動物公告', '野生动物公告', 'Safari notice'),
                t('第一張', '第一张', 'First slide'),
              ),
            ],
          },
          {
            code: 'HOME-NEWS',
            type: 'ARTICLE_BOX',
            name: t('消息', '消息', 'News'),
            items: [
              item(
                'sale',
                t('年中優惠：半價', '年中优惠：半价', 'Midsummer sale: 50% off'),
                t('野生動物世界門票', '野生动物世界门票', 'Safari tickets at half price'),
                { tags: t('優惠,半價', '优惠,半价', 'offer,half_price') },
              ),
              item(
                'untitled',
                t('', '', ''),
                t(
                  '沒有標題的野生動物消息',
                  '没有标题的野生动物消息',
                  'Safari news without a title',
                ),
              ),
              item(
                'safari-news',
                t('野生動物新聞', '野生动物新闻', 'Safari news'),
                t('新來的長頸鹿', '新来的长颈鹿', 'A new giraffe'),
              ),
            ],
          },
        ],
      },
    ],
  };
}
