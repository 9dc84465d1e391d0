import { POI_TYPE } from '../../../../src/lib/contract/common.ts';
import type { SeedBlock, Translated } from '../types.ts';
import { placeLink } from './catalog.ts';
import { singleImage } from './media.ts';
import { poiByCode } from './pois.ts';
import { block, info, mapTr, tr } from './text.ts';

/** The content areas: the home area (group-wide pages) and the three resort areas. */
export type Area = 'HOME' | 'GZ' | 'ZH' | 'QY';

/** Area names as the pages use them. */
export const AREA_NAME: Record<Area, Translated> = {
  HOME: tr('奇境度假集團', '奇境度假集团', 'Wonderland Resorts'),
  GZ: tr('廣州奇境', '广州奇境', 'Guangzhou Wonderland'),
  ZH: tr('橫琴奇境', '横琴奇境', 'Hengqin Wonderland'),
  QY: tr('清遠奇境', '清远奇境', 'Qingyuan Wonderland'),
};

/** The site address of an area (SPEC §2): /home, /GZ, /ZH, /QY. */
export type Address = 'home' | 'GZ' | 'ZH' | 'QY';
export const ADDRESS: Record<Area, Address> = { HOME: 'home', GZ: 'GZ', ZH: 'ZH', QY: 'QY' };

/** The regionCode of an area's content: '' for the home area. */
export const REGION: Record<Area, '' | 'GZ' | 'ZH' | 'QY'> = {
  HOME: '',
  GZ: 'GZ',
  ZH: 'ZH',
  QY: 'QY',
};

/** One-line taglines of the places that have their own page. */
const TAGLINE: Record<string, Translated> = {
  GZ_SAFARI_PARK: tr(
    '乘小火車穿越非洲草原',
    '乘小火车穿越非洲草原',
    'Ride the safari train across the savanna',
  ),
  GZ_HAPPY_LAND: tr(
    '十連環過山車與天空之輪',
    '十环过山车与天空之轮',
    'A ten-loop coaster and the Sky Wheel',
  ),
  GZ_WATER_PARK: tr('五月至十月，浪接浪', '5月至10月，浪花不停', 'Wave after wave, May to October'),
  GZ_CIRCUS: tr('每日兩場，大帳篷見', '每天两场，大帐篷见', 'See you under the big top'),
  GZ_SAFARI_HOTEL: tr('露台外就是白虎', '阳台外就是白虎', 'White tigers below your balcony'),
  GZ_PANDA_HOTEL: tr('小朋友最愛的熊貓房', '小朋友最爱的熊猫房', 'The panda rooms children love'),
  GZ_CIRCUS_HOTEL: tr(
    '散場後兩分鐘回到房間',
    '散场后两分钟回到房间',
    'Two minutes from the show to your bed',
  ),
  ZH_OCEAN_KINGDOM: tr('與鯨鯊面對面', '与鲸鲨面对面', 'Face to face with whale sharks'),
  ZH_MARINE_SCIENCE: tr(
    '雨天也精彩的海洋課堂',
    '雨天也精彩的海洋课堂',
    'An ocean classroom for any weather',
  ),
  ZH_OCEAN_NIGHT_SHOW: tr(
    '每晚 20:00 煙花照亮潟湖',
    '每晚20:00烟花照亮潟湖',
    'Fireworks over the lagoon at 20:00',
  ),
  ZH_MARINE_SPECTACULAR: tr(
    '二十米高台跳水震撼登場',
    '20米高台跳水震撼登场',
    'High divers leap from twenty metres',
  ),
  ZH_OCEAN_HOTEL: tr('窗外游過的是鯨鯊', '窗外游过的是鲸鲨', 'Whale sharks outside your window'),
  ZH_PENGUIN_HOTEL: tr('中庭住著四十隻企鵝', '中庭住着40只企鹅', 'Forty penguins in the atrium'),
  QY_FOREST_RESORT: tr(
    '即將開幕：山林溫泉',
    '即将开业：山林温泉',
    'Coming soon: forest hot springs',
  ),
};

/** A POI_INTRO block: one card per place, linking to the place's page (built by the site). */
export function poiIntroBlock(
  code: string,
  name: Translated,
  poiCodes: readonly string[],
): SeedBlock {
  return block(
    code,
    'POI_INTRO',
    name,
    poiCodes.map((poiCode) => {
      const poi = poiByCode(poiCode);
      const tagline = TAGLINE[poiCode];
      if (!tagline) throw new Error(`No tagline for ${poiCode}.`);
      return info(
        poiCode.toLowerCase(),
        poi.name,
        tagline,
        mapTr(poi.summary, (s) => `<p>${s}</p>`),
        {
          poiCode,
          link: '',
          imgLink: singleImage(`poi/${poiCode.toLowerCase().replace(/_/g, '-')}`),
        },
      );
    }),
  );
}

const HOURS = tr(
  '服務時間：每日 09:00–18:00（香港時間）',
  '服务时间：每天09:00–18:00（北京时间）',
  'Service hours: daily 09:00–18:00 (UTC+8)',
);

/**
 * A POI_SWIPER block: a swipeable row of places with a picture each. Places with a page of
 * their own lead there (link '') and default to their tagline; restaurants lead to their
 * dining purchase page with their first set chosen and need a summary.
 */
export function poiSwiperBlock(
  code: string,
  name: Translated,
  places: readonly (string | readonly [poiCode: string, summary: Translated])[],
): SeedBlock {
  return block(
    code,
    'POI_SWIPER',
    name,
    places.map((place) => {
      const [poiCode, summary] = typeof place === 'string' ? [place, TAGLINE[place]] : place;
      if (!summary) throw new Error(`No summary for ${poiCode}.`);
      const poi = poiByCode(poiCode);
      return info(
        poiCode.toLowerCase(),
        poi.name,
        summary,
        mapTr(poi.summary, (s) => `<p>${s}</p>`),
        {
          poiCode,
          link:
            poi.poiType === POI_TYPE.dining
              ? (placeLink(poiCode) ?? `/${poi.regionCode}/buy-food/${poiCode}`)
              : '',
          imgLink: singleImage(`poi/${poiCode.toLowerCase().replace(/_/g, '-')}`),
        },
      );
    }),
  );
}

/** The CONSULTING block: hotline, the service desks, the online message form, the service centre. */
export function consultingBlock(code: string, address: Address): SeedBlock {
  return block(code, 'CONSULTING', tr('聯絡我們', '联系我们', 'Contact us'), [
    info(
      'hotline',
      tr('客戶服務熱線', '客服热线', 'Customer hotline'),
      HOURS,
      tr(
        '<p>香港：<a href="tel:+85236188000">+852 3618 8000</a><br>內地：<a href="tel:4008828888">400-882-8888</a></p><p>粵語、普通話及英語服務。</p>',
        '<p>香港：<a href="tel:+85236188000">+852 3618 8000</a><br>内地：<a href="tel:4008828888">400-882-8888</a></p><p>提供粤语、普通话和英语服务。</p>',
        '<p>Hong Kong: <a href="tel:+85236188000">+852 3618 8000</a><br>Mainland China: <a href="tel:4008828888">400-882-8888</a></p><p>We speak Cantonese, Mandarin and English.</p>',
      ),
    ),
    info(
      'desks',
      tr('遊客服務台', '游客服务台', 'Guest Services desks'),
      tr('各園正門及酒店大堂', '各园正门及酒店大堂', 'At every park gate and hotel lobby'),
      tr(
        '<p>各樂園正門及每間酒店大堂均設遊客服務台，可即場處理訂單、發票及失物查詢；查詢訂單時請出示訂單編號。</p>',
        '<p>各乐园正门及每家酒店大堂均设有游客服务台，可现场处理订单、发票及失物咨询；咨询订单时请出示订单号。</p>',
        '<p>There is a Guest Services desk at every park gate and in every hotel lobby for orders, receipts and lost property; have your order number ready.</p>',
      ),
    ),
    info(
      'message',
      tr('網上留言', '在线留言', 'Leave a message'),
      tr('登入後可追蹤回覆', '登录后可跟踪回复', 'Log in to follow the reply'),
      tr(
        '<p>登入帳戶後到<a href="/user/message/leave-message">我的留言</a>提交查詢，可附上相片，方便我們了解情況。</p>',
        '<p>登录账户后进入<a href="/user/message/leave-message">我的留言</a>提交咨询，可附上照片，方便我们了解情况。</p>',
        '<p>Log in and go to <a href="/user/message/leave-message">my messages</a> to send us a question; you can attach photos to help us understand.</p>',
      ),
      { link: '/user/message/leave-message' },
    ),
    info(
      'service-center',
      tr('服務中心', '服务中心', 'Service centre'),
      tr('退款、發票及失物認領', '退款、发票及失物招领', 'Refunds, receipts and lost property'),
      tr(
        '<p>更多服務資訊請參閱<a href="/' + address + '/service-center">服務中心</a>。</p>',
        '<p>更多服务信息请查看<a href="/' + address + '/service-center">服务中心</a>。</p>',
        '<p>For everything else, visit the <a href="/' +
          address +
          '/service-center">service centre</a>.</p>',
      ),
      { link: `/${address}/service-center` },
    ),
  ]);
}
