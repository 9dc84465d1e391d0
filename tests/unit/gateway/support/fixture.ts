import { transaction, type Db } from '../../../../gateway/db/client.ts';
import type {
  SeedData,
  SeedImage,
  SeedInfo,
  Translated,
} from '../../../../gateway/db/seed/types.ts';

/** A text in the three languages; an empty English text exercises the zh-TW fallback. */
export const t = (zhTW: string, zhCN: string, en: string): Translated => ({
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  en,
});

const item = (key: string, title: Translated, extra: Partial<SeedInfo> = {}): SeedInfo => ({
  key,
  title,
  summary: t(`${key} 摘要`, `${key} 摘要`, `${key} summary`),
  desc: t(`<p>${key} 內容</p>`, `<p>${key} 内容</p>`, `<p>${key} body</p>`),
  ...extra,
});

/** Small content for the gateway tests: two areas, a POI page, nested blocks, four POIs. */
export function fixtureSeed(): SeedData {
  return {
    pages: [
      {
        code: 'GZ-INDEX',
        type: 'INDEX',
        poiCode: 'GZ',
        regionCode: 'GZ',
        name: t('廣州度假區', '广州度假区', 'Guangzhou Resort'),
        desc: t('廣州首頁', '广州首页', 'Guangzhou home'),
        blocks: [
          {
            code: 'GZ-INDEX-BANNER',
            type: 'BANNER',
            name: t('橫幅', '横幅', 'Banner'),
            items: [
              item('banner-1', t('第一張', '第一张', 'First slide'), {
                imgLink: '{"wap":[{"img":"/media/seed/a.webp","href":""}],"pc":[]}',
                tags: t('熱門,新', '热门,新', 'hot,new'),
              }),
              item('banner-2', t('第二張', '第二张', 'Second slide'), {
                link: 'https://example.com',
              }),
            ],
          },
          {
            code: 'GZ-INDEX-TABS',
            type: 'TAB',
            name: t('分頁', '分页', 'Tabs'),
            items: [],
            children: [
              {
                code: 'GZ-INDEX-TAB-A',
                type: 'ACCORDION',
                name: t('甲', '甲', 'A'),
                items: [item('faq-1', t('問一', '问一', 'Question one'))],
              },
              {
                code: 'GZ-INDEX-TAB-B',
                type: 'FAQ',
                name: t('乙', '乙', 'B'),
                items: [item('faq-2', t('問二', '问二', 'Question two'), { poiCode: 'GZ_PARK' })],
              },
            ],
          },
        ],
      },
      {
        code: 'GZ-PARK-POI',
        type: 'POI',
        poiCode: 'GZ_PARK',
        regionCode: 'GZ',
        name: t('長隆樂園', '长隆乐园', 'Safari Park'),
        blocks: [
          {
            code: 'GZ-PARK-ABOUT',
            type: 'ABOUT_CARD',
            name: t('關於', '关于', 'About'),
            items: [item('about-1', t('只有中文標題', '只有中文标题', ''))],
          },
        ],
      },
      {
        code: 'ZH-INDEX',
        type: 'INDEX',
        poiCode: 'ZH',
        regionCode: 'ZH',
        name: t('橫琴度假區', '横琴度假区', ''),
        blocks: [],
      },
    ],
    pois: [
      poi('GZ_PARK', 1, 'GZ', t('野生動物世界', '野生动物世界', 'Safari Park')),
      poi('ZH_SHOW', 2, 'ZH', t('馬戲', '马戏', 'Circus')),
      poi('GZ_HOTEL', 3, 'GZ', t('熊貓酒店', '熊猫酒店', '')),
      poi('GZ_RIVERSIDE_GRILL', 4, 'GZ', t('河畔燒烤', '河畔烧烤', 'Riverside Grill')),
    ],
  };
}

function poi(
  poiCode: string,
  poiType: 1 | 2 | 3 | 4,
  regionCode: 'GZ' | 'ZH' | 'QY',
  name: Translated,
) {
  return {
    poiCode,
    poiType,
    regionCode,
    name,
    nameNative: name['zh-TW'],
    summary: t(`${poiCode} 簡介`, `${poiCode} 简介`, `${poiCode} summary`),
    refundDesc: t('不設退款', '不设退款', 'Non-refundable'),
    imgMain: `/media/seed/${poiCode.toLowerCase()}.webp`,
  };
}

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${fill}"/></svg>`;

export function fixtureImages(): SeedImage[] {
  return [
    { path: 'seed/a.webp', width: 40, height: 20, svg: svg('#ffc12b') },
    { path: 'seed/sub/b.png', width: 20, height: 10, svg: svg('#fec401') },
  ];
}

/** fixtureSeed with the home page and one news item ("Summer nights") for the sync tests. */
export function fixtureSeedWithHomeNews(): SeedData {
  const data = fixtureSeed();
  data.pages.push({
    code: 'HOME-INDEX',
    type: 'INDEX',
    poiCode: 'HOME',
    regionCode: '',
    name: t('首頁', '首页', 'Home'),
    blocks: [
      {
        code: 'HOME-INDEX-NEWS',
        type: 'BANNER',
        name: t('消息', '消息', 'News'),
        items: [
          {
            key: 'news-1',
            title: t('夏夜', '夏夜', 'Summer nights'),
            summary: t('', '', ''),
            desc: t('<p>一</p>', '<p>一</p>', '<p>one</p>'),
          },
        ],
      },
    ],
  });
  return data;
}

/** Saves an item's English title with the row stamped `at`, as one save of the editor does. */
export const retitleItem = (db: Db, id: string, title: string, at: number): Promise<void> =>
  transaction(db, async (trx) => {
    await trx
      .updateTable('info_i18n')
      .set({ info_title: title })
      .where('info_id', '=', id)
      .where('lang', '=', 'en')
      .execute();
    await trx.updateTable('info').set({ updated_at: at }).where('id', '=', id).execute();
  });
