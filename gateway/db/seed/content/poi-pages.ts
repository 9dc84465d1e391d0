import { POI_TYPE } from '../../../../src/lib/contract/common.ts';
import type { SeedProduct } from '../products/types.ts';
import type { SeedPage, SeedPoi, Translated } from '../types.ts';
import { PEAK_NOTE, placeLink, product, productsOf } from './catalog.ts';
import { imageSet, singleImage } from './media.ts';
import { poiByCode } from './pois.ts';
import { block, firstSentence, hkd, info, joinTr, mapTr, table, tr } from './text.ts';

/** One row of a price table: a ticket (or room) type, its price in HKD and a note. */
export interface PriceRow {
  label: Translated;
  /** HKD; 0 means free; null means not announced yet. */
  price: number | null;
  note: Translated;
}

/** What a POI page says beyond the POI record itself. */
export interface PoiDetail {
  code: string;
  /** Key of the POI's main picture in media.ts. */
  image: string;
  intro: { title: Translated; summary: Translated; body: Translated };
  hours: { summary: Translated; body: Translated };
  tips: { summary: Translated; body: Translated };
  /**
   * The price table closes with `note`. Its rows and summary come from the products the place
   * sells (./catalog.ts); a place that sells nothing yet gives its own, prices to be announced.
   */
  prices: { note: Translated; summary?: Translated; rows?: PriceRow[] };
  /** Questions about this place; the page adds the common ones of its kind after them. */
  faq: [question: Translated, answer: Translated][];
  /** Skip the common questions (a place that is not open yet). */
  ownFaqOnly?: boolean;
  gallery: string[];
}

const AREA_TRANSPORT: Record<SeedPoi['regionCode'], Translated> = {
  GZ: tr(
    '<p>乘搭<strong>廣州地鐵 3 號線</strong>至「奇境站」E 出口，步行約五分鐘即達度假區廣場。由香港出發，可於西九龍站乘高鐵往廣州南站（約 50 分鐘），再轉乘的士（約 25 分鐘）或地鐵 7 號線轉 3 號線。</p><p>度假區內的免費穿梭巴士每 15 分鐘一班，連接各酒店、主題公園和馬戲劇場。詳情請參閱<a href="/GZ/traffic-guide">交通指南</a>。</p>',
    '<p>乘坐<strong>广州地铁3号线</strong>至“奇境站”E出口，步行约5分钟即到度假区广场。从香港出发，可在西九龙站乘高铁到广州南站（约50分钟），再转出租车（约25分钟）或地铁7号线换乘3号线。</p><p>度假区内的免费接驳车每15分钟一班，连接各酒店、主题公园和马戏剧场。详情请查看<a href="/GZ/traffic-guide">交通指南</a>。</p>',
    '<p>Take <strong>Guangzhou Metro Line 3</strong> to Wonderland Station, Exit E; the resort plaza is a five-minute walk. From Hong Kong, the high-speed train from West Kowloon reaches Guangzhou South in about 50 minutes; from there it is 25 minutes by taxi, or Metro Line 7 changing to Line 3.</p><p>Free resort shuttles run every 15 minutes between the hotels, the parks and the circus theatre. See the <a href="/GZ/traffic-guide">traffic guide</a> for details.</p>',
  ),
  ZH: tr(
    '<p>由香港乘搭<strong>港珠澳大橋穿梭巴士</strong>至珠海口岸（約 45 分鐘），再轉乘度假區直通巴士（約 60 分鐘）或的士（約 40 分鐘）。由澳門經橫琴口岸過關，乘的士約十分鐘即達。</p><p>廣珠城際鐵路橫琴站設有免費接駁車，每 20 分鐘一班。詳情請參閱<a href="/ZH/traffic-guide">交通指南</a>。</p>',
    '<p>从香港乘坐<strong>港珠澳大桥穿梭巴士</strong>到珠海口岸（约45分钟），再转度假区直通车（约60分钟）或出租车（约40分钟）。从澳门经横琴口岸通关，打车约10分钟即到。</p><p>广珠城际铁路横琴站有免费接驳车，每20分钟一班。详情请查看<a href="/ZH/traffic-guide">交通指南</a>。</p>',
    '<p>From Hong Kong, take the <strong>Hong Kong–Zhuhai–Macao Bridge shuttle bus</strong> to Zhuhai Port (about 45 minutes), then the resort coach (about 60 minutes) or a taxi (about 40 minutes). From Macau, cross at Hengqin Port; the resort is ten minutes away by taxi.</p><p>A free shuttle meets the Guangzhou–Zhuhai intercity trains at Hengqin Station every 20 minutes. See the <a href="/ZH/traffic-guide">traffic guide</a> for details.</p>',
  ),
  QY: tr(
    '<p>度假酒店位於清遠市郊山區，距離廣州市中心約一小時車程，距離清遠高鐵站約 25 分鐘。開幕後將提供往返廣州及清遠站的接駁巴士，班次將於開幕前公佈。</p>',
    '<p>度假酒店位于清远市郊山区，距离广州市中心约1小时车程，距离清远高铁站约25分钟。开业后将提供往返广州及清远站的接驳巴士，班次将在开业前公布。</p>',
    '<p>The resort is in the hills outside Qingyuan, about an hour’s drive from central Guangzhou and 25 minutes from Qingyuan high-speed rail station. Shuttle buses to Guangzhou and Qingyuan Station will run once the resort opens; timetables will be published before opening day.</p>',
  ),
};

const COMMON_FAQ: Record<1 | 2 | 3, [Translated, Translated][]> = {
  1: [
    [
      tr(
        '當日可以離場後再次入場嗎？',
        '当天可以出园后再次入园吗？',
        'Can I leave and come back in on the same day?',
      ),
      tr(
        '<p>可以。離場前請於出口閘機掃描門票並登記手背印章，當日 16:00 前憑同一張門票及印章即可重新入場。</p>',
        '<p>可以。出园前请在出口闸机扫描门票并盖手背印章，当天16:00前凭同一张门票和印章即可再次入园。</p>',
        '<p>Yes. Scan your ticket at the exit gate and ask for a hand stamp; show the same ticket and the stamp to come back in before 16:00 that day.</p>',
      ),
    ],
    [
      tr(
        '園內有嬰兒車和輪椅借用嗎？',
        '园内可以租借婴儿车和轮椅吗？',
        'Can I borrow a stroller or a wheelchair?',
      ),
      tr(
        '<p>正門旁的<strong>遊客服務中心</strong>提供嬰兒車租用（需繳付按金）及免費借用輪椅，數量有限，先到先得。園區主要路線均設無障礙通道。</p>',
        '<p>正门旁的<strong>游客服务中心</strong>提供婴儿车租赁（需付押金）和免费借用轮椅，数量有限，先到先得。园区主要路线均设有无障碍通道。</p>',
        '<p>The <strong>Guest Services</strong> centre beside the main gate rents strollers (a deposit applies) and lends wheelchairs free of charge, first come, first served. All main routes through the park are step-free.</p>',
      ),
    ],
    [
      tr('可以自備食物入園嗎？', '可以自带食物入园吗？', 'May I bring my own food?'),
      tr(
        '<p>可攜帶密封包裝小食、嬰兒食品及飲用水入園；<strong>玻璃樽、酒精飲品及任何明火煮食用具</strong>則不准帶入。為保護動物，請勿餵飼園內動物。</p>',
        '<p>可携带密封包装零食、婴儿食品和饮用水入园；<strong>玻璃瓶、酒精饮料及任何明火炊具</strong>禁止带入。为保护动物，请勿投喂园内动物。</p>',
        '<p>Sealed snacks, baby food and drinking water are welcome; <strong>glass bottles, alcohol and any cooking equipment</strong> are not allowed. Please do not feed the animals.</p>',
      ),
    ],
  ],
  2: [
    [
      tr('應該提早多久到達？', '应该提前多久到达？', 'How early should I arrive?'),
      tr(
        '<p>劇場於開演前 45 分鐘開門，建議提前 30 分鐘到達。遲到觀眾須待適當時段由工作人員帶位。</p>',
        '<p>剧场在演出前45分钟开门，建议提前30分钟到达。迟到观众需等待合适时段由工作人员引导入座。</p>',
        '<p>Doors open 45 minutes before the show and we suggest arriving 30 minutes early. Latecomers are seated by our staff at a suitable break.</p>',
      ),
    ],
    [
      tr('可以拍照或錄影嗎？', '可以拍照或录像吗？', 'Can I take photos or videos?'),
      tr(
        '<p>可以拍照，但<strong>請勿使用閃光燈</strong>，以免影響演員安全。演出期間禁止錄影，亦不可使用腳架或自拍桿。</p>',
        '<p>可以拍照，但<strong>请勿使用闪光灯</strong>，以免影响演员安全。演出期间禁止录像，也不能使用三脚架或自拍杆。</p>',
        '<p>Photos are fine, but <strong>please switch off the flash</strong>: it can distract performers at height. Video recording, tripods and selfie sticks are not allowed during the show.</p>',
      ),
    ],
    [
      tr(
        '演出適合幼童觀看嗎？',
        '演出适合幼童观看吗？',
        'Is the show suitable for young children?',
      ),
      tr(
        '<p>適合，但演出包含強勁音樂和特效，場內商店有兒童護耳罩出售。三歲以下小童坐在成人膝上可免費入場。</p>',
        '<p>适合，但演出包含较响的音乐和特效，场内商店有儿童防噪耳罩出售。3岁以下儿童坐在成人膝上可免费入场。</p>',
        '<p>Yes, though the show has loud music and special effects; children’s ear defenders are sold in the theatre shop. Children under 3 on an adult’s lap enter free.</p>',
      ),
    ],
  ],
  3: [
    [
      tr('入住及退房時間是？', '入住和退房时间是？', 'What are the check-in and check-out times?'),
      tr(
        '<p>入住時間為 15:00 後，退房時間為中午 12:00 前。提早到達或退房後仍想遊玩，前台可免費代為寄存行李。</p>',
        '<p>入住时间为15:00以后，退房时间为中午12:00前。提前到达或退房后还想游玩，前台可免费寄存行李。</p>',
        '<p>Check-in is from 15:00 and check-out is by 12:00. If you arrive early or stay on after check-out, the front desk stores your luggage free of charge.</p>',
      ),
    ],
    [
      tr('房價包早餐嗎？', '房价含早餐吗？', 'Is breakfast included?'),
      tr(
        '<p>包。所有房價均包房內住客的自助早餐，三歲以下小童亦可免費用餐。</p>',
        '<p>含。所有房价均含房内住客的自助早餐，3岁以下儿童也可免费用餐。</p>',
        '<p>Yes. Every rate includes buffet breakfast for the guests in the room, and children under 3 eat free.</p>',
      ),
    ],
    [
      tr(
        '酒店有穿梭巴士往返主題公園嗎？',
        '酒店有接驳车往返主题公园吗？',
        'Is there a shuttle to the parks?',
      ),
      tr(
        '<p>有。住客憑房卡可免費乘搭度假區穿梭巴士，每 15–20 分鐘一班，服務時間為 08:00 至 22:30。</p>',
        '<p>有。住客凭房卡可免费乘坐度假区接驳车，每15–20分钟一班，运营时间为08:00至22:30。</p>',
        '<p>Yes. Show your room key to ride the resort shuttles free of charge; they run every 15–20 minutes from 08:00 to 22:30.</p>',
      ),
    ],
  ],
};

const LABELS = {
  hours: {
    1: tr('開放時間', '开放时间', 'Opening hours'),
    2: tr('演出時間', '演出时间', 'Show times'),
    3: tr('入住須知', '入住须知', 'Check-in and stay'),
  },
  transport: tr('交通方式', '交通方式', 'Getting there'),
  transportSummary: tr(
    '地鐵、高鐵、巴士及自駕路線',
    '地铁、高铁、巴士及自驾路线',
    'Metro, rail, coach and car',
  ),
  tips: tr('遊覽貼士', '游玩贴士', 'Good to know'),
  guide: tr('遊客指南', '游客指南', 'Visitor guide'),
  prices: {
    1: tr('門票價格', '门票价格', 'Ticket prices'),
    2: tr('座位及票價', '座位及票价', 'Seats and prices'),
    3: tr('房型及房價', '房型及房价', 'Rooms and rates'),
  },
  head: {
    1: tr('票種|價格|備註', '票种|价格|备注', 'Ticket|Price|Notes'),
    2: tr('座位|價格|備註', '座位|价格|备注', 'Seat|Price|Notes'),
    3: tr('房型|每晚價格|備註', '房型|每晚价格|备注', 'Room|Per night|Notes'),
  },
  free: tr('免費', '免费', 'Free'),
  tba: tr('待公佈', '待公布', 'To be announced'),
  faq: tr('常見問題', '常见问题', 'Frequently asked questions'),
  gallery: tr('相片集', '相册', 'Photo gallery'),
  galleryTitle: tr('精選相片', '精选照片', 'Photo highlights'),
  intro: tr('簡介', '简介', 'About'),
  buy: { 1: 'buy-tickets', 2: 'buy-tickets', 3: 'buy-hotel' },
} as const;

function priceTable(kind: 1 | 2 | 3, rows: readonly PriceRow[]): Translated {
  const build = (lang: keyof Translated): string => {
    const head = LABELS.head[kind][lang].split('|');
    const cell = (p: number | null): string =>
      p === null ? LABELS.tba[lang] : p === 0 ? LABELS.free[lang] : hkd(p);
    return table([head, ...rows.map((r) => [r.label[lang], cell(r.price), r.note[lang]])]);
  };
  return tr(build('zh-TW'), build('zh-CN'), build('en'));
}

const SOLD = {
  head: {
    1: tr('票種|平日|週末及假期', '票种|平日|周末及假期', 'Ticket|Weekdays|Weekends and holidays'),
    2: tr('票種|平日|週末及假期', '票种|平日|周末及假期', 'Ticket|Weekdays|Weekends and holidays'),
    3: tr(
      '房型|入住人數|平日每晚|週末及假期每晚',
      '房型|入住人数|平日每晚|周末及假期每晚',
      'Room|Guests|Weekdays, per night|Weekends and holidays, per night',
    ),
  },
  infant: tr('三歲以下小童', '3岁以下儿童', 'Under 3'),
  evening: (session: string) =>
    tr(
      `黃昏優惠票（${session} 後入場）`,
      `黄昏优惠票（${session}后入园）`,
      `Evening ticket (entry after ${session})`,
    ),
};

/** The room type of a hotel product: its name without the hotel's. */
const roomName = (p: SeedProduct, poi: SeedPoi): Translated =>
  mapTr(p.name, (name, lang) => {
    const own = name.startsWith(poi.name[lang]) ? name.slice(poi.name[lang].length).trim() : name;
    return lang === 'en' ? own.charAt(0).toUpperCase() + own.slice(1) : own;
  });

const guests = (adults: number, children: number): Translated =>
  tr(
    `${adults} 位成人${children > 0 ? `及 ${children} 位小童` : ''}`,
    `${adults}位成人${children > 0 ? `和${children}位儿童` : ''}`,
    `${adults} adults${children > 0 ? `, ${children} children` : ''}`,
  );

/**
 * The price table and summary of a place from the products it sells: parks their day tickets and
 * evening ticket, shows their tickets, hotels their rooms; weekday (off-peak) and weekend and
 * holiday (peak) prices, as the booking pages charge them.
 */
function soldPrices(kind: 1 | 2 | 3, poi: SeedPoi): { summary: Translated; table: Translated } {
  const money = (cents: number) => hkd(cents / 100);
  const rows: { label: Translated; cells: Translated[] }[] = [];
  const same = (text: string) => tr(text, text, text);
  let from = Infinity;
  if (kind === 3) {
    for (const room of productsOf(poi.poiCode).filter((p) => p.type === 'HOTEL')) {
      const s = room.skus[0];
      if (!s) continue;
      from = Math.min(from, s.offPeakCents);
      rows.push({
        label: roomName(room, poi),
        cells: [
          guests(s.adults, s.children),
          same(money(s.offPeakCents)),
          same(money(s.peakCents)),
        ],
      });
    }
  } else {
    const main = product(`${poi.poiCode}_${kind === 1 ? 'DAY' : 'SHOW'}`);
    for (const s of main.skus) {
      if (s.type === 'ADULT') from = Math.min(from, s.offPeakCents);
      rows.push({ label: s.name, cells: [same(money(s.offPeakCents)), same(money(s.peakCents))] });
    }
    rows.push({ label: SOLD.infant, cells: [LABELS.free, LABELS.free] });
    if (kind === 1) {
      const evening = product(`${poi.poiCode}_EVENING`);
      const adult = evening.skus.find((s) => s.type === 'ADULT');
      if (adult) {
        rows.push({
          label: mapTr(
            SOLD.evening(evening.sessions[0] ?? ''),
            (text, lang) => `${text}${lang === 'en' ? ', ' : '・'}${adult.name[lang]}`,
          ),
          cells: [same(money(adult.offPeakCents)), same(money(adult.peakCents))],
        });
      }
    }
  }
  if (rows.length === 0 || from === Infinity)
    throw new Error(`${poi.poiCode} sells nothing to price.`);
  const build = (lang: keyof Translated) =>
    table([
      SOLD.head[kind][lang].split('|'),
      ...rows.map((r) => [r.label[lang], ...r.cells.map((c) => c[lang])]),
    ]);
  const low = money(from);
  const summary = {
    1: tr(
      `成人 ${low} 起，三歲以下免費`,
      `成人${low}起，3岁以下免费`,
      `Adults from ${low}, under 3 free`,
    ),
    2: tr(`${low} 起`, `${low}起`, `From ${low}`),
    3: tr(`每晚 ${low} 起`, `每晚${low}起`, `From ${low} a night`),
  }[kind];
  return {
    summary,
    table: joinTr([
      tr(build('zh-TW'), build('zh-CN'), build('en')),
      mapTr(PEAK_NOTE, (t) => `<p>${t}</p>`),
    ]),
  };
}

/** Builds the POI page: intro, visitor guide, prices, FAQ and gallery. */
export function poiPage(d: PoiDetail): SeedPage {
  const poi = poiByCode(d.code);
  if (poi.poiType === POI_TYPE.dining) throw new Error('Dining places have no POI page.');
  const kind = poi.poiType;
  const c = d.code;
  const faq = [...d.faq, ...(d.ownFaqOnly ? [] : COMMON_FAQ[kind])];
  // what the place sells sets its prices; one that sells nothing yet gives its own rows
  const prices =
    d.prices.rows && d.prices.summary
      ? { summary: d.prices.summary, table: priceTable(kind, d.prices.rows) }
      : soldPrices(kind, poi);
  return {
    code: `${c}-POI`,
    type: 'POI',
    poiCode: c,
    regionCode: poi.regionCode,
    name: poi.name,
    desc: poi.summary,
    blocks: [
      block(`${c}-INTRO`, 'ABOUT_CARD', LABELS.intro, [
        info('intro', d.intro.title, d.intro.summary, d.intro.body, {
          imgLink: singleImage(d.image),
        }),
      ]),
      block(`${c}-GUIDE`, 'VISITOR_GUIDE', LABELS.guide, [
        info('hours', LABELS.hours[kind], d.hours.summary, d.hours.body),
        info(
          'transport',
          LABELS.transport,
          LABELS.transportSummary,
          AREA_TRANSPORT[poi.regionCode],
          {
            link: `/${poi.regionCode}/traffic-guide`,
          },
        ),
        info('tips', LABELS.tips, d.tips.summary, d.tips.body),
      ]),
      block(`${c}-PRICE`, 'PRICE_PANEL', LABELS.prices[kind], [
        info('prices', LABELS.prices[kind], prices.summary, joinTr([prices.table, d.prices.note]), {
          // the place's first product chosen; a place that sells nothing yet: its buy page
          link: placeLink(c) ?? `/${poi.regionCode}/${LABELS.buy[kind]}`,
        }),
      ]),
      block(
        `${c}-FAQ`,
        'FAQ',
        LABELS.faq,
        faq.map(([q, a], i) => info(`q${i + 1}`, q, firstSentence(a), a)),
      ),
      block(`${c}-GALLERY`, 'GALLERY', LABELS.gallery, [
        info(
          'photos',
          LABELS.galleryTitle,
          poi.name,
          mapTr(poi.summary, (s) => `<p>${s}</p>`),
          {
            imgLink: imageSet([d.image, ...d.gallery]),
          },
        ),
      ]),
    ],
  };
}

/** The closing note under a price table. */
export const priceNote = (region: 'GZ' | 'ZH' | 'QY', extra?: Translated): Translated =>
  tr(
    `<p>價格以港幣計算，已包含所有稅項。${extra?.['zh-TW'] ?? ''}家庭套票及限時優惠請參閱<a href="/${region}/discount">優惠專區</a>。</p>`,
    `<p>价格以港币计算，已含全部税费。${extra?.['zh-CN'] ?? ''}家庭套票及限时优惠请查看<a href="/${region}/discount">优惠专区</a>。</p>`,
    `<p>Prices are in Hong Kong dollars and include all taxes.${extra ? ` ${extra.en}` : ''} For family bundles and limited-time deals, see <a href="/${region}/discount">special offers</a>.</p>`,
  );
