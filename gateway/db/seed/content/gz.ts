import type { SeedInfo, SeedPage, Translated } from '../types.ts';
import { bannerBlock, clipText, CTA, DEMO_CLIP } from './banners.ts';
import {
  adultsFrom,
  aggFromPrice,
  buyLink,
  fromPrice,
  fromText,
  packageLink,
  showTimes,
} from './catalog.ts';
import { imageSet, singleImage } from './media.ts';
import { AREA_NAME, consultingBlock, poiIntroBlock, poiSwiperBlock } from './shared.ts';
import { block, info, tr } from './text.ts';

/** The Guangzhou home page. */

const jump = (key: string, title: Translated, summary: Translated, link: string): SeedInfo =>
  info(
    key,
    title,
    summary,
    tr(`<p>${summary['zh-TW']}</p>`, `<p>${summary['zh-CN']}</p>`, `<p>${summary.en}</p>`),
    {
      link,
    },
  );

const product = (
  key: string,
  title: Translated,
  summary: Translated,
  desc: Translated,
  tags: Translated,
  image: string,
  link: string,
): SeedInfo => info(key, title, summary, desc, { tags, imgLink: singleImage(image), link });

const season = (
  code: string,
  name: Translated,
  title: Translated,
  summary: Translated,
  desc: Translated,
) => block(code, 'TAB', name, [info('guide', title, summary, desc)]);

interface NoticeText {
  open: string;
  train: string;
  map: string;
  metro: string;
  rainTitle: string;
  rainBody: string;
  lockers: string;
  thanks: string;
}

/** The park notices as an editor pastes them: plain markup, a few links and a details box. */
const notices = (t: NoticeText): string =>
  `<p>${t.open}</p>` +
  `<p>${t.train}</p>` +
  `<p><a href="/GZ/vacation-map">${t.map}</a> · <a href="https://www.gzmtr.com/">${t.metro}</a></p>` +
  `<details><summary>${t.rainTitle}</summary><p>${t.rainBody}</p></details>` +
  `<p>${t.lockers}</p>` +
  `<p>${t.thanks}</p>`;

/** RAW_HTML block of the Guangzhou home page: today's notices, written as HTML by an editor. */
const parkNoticesBlock = block(
  'GZ-INDEX-RAW-HTML',
  'RAW_HTML',
  tr('園區公告', '园区公告', 'Park notices'),
  [
    info(
      'notices',
      tr('今日園區公告', '今日园区公告', 'Today’s notices'),
      tr(
        '開園時間、小火車班次及設施開放情況',
        '开园时间、小火车班次及设施开放情况',
        'Opening time, train frequency and facility updates',
      ),
      tr(
        notices({
          open: '野生動物世界每日 09:30 開園，請帶備防曬用品和帽子。',
          train: '觀光小火車每十分鐘一班，由正門右側的小火車站開出。',
          map: '度假區地圖',
          metro: '廣州地鐵',
          rainTitle: '下雨怎麼辦？',
          rainBody: '小火車照常開出，車廂有上蓋；雷暴期間會暫停約三十分鐘。',
          lockers: '正門儲物櫃 08:30 起開放，大櫃每次 HK$ 30。',
          thanks: '多謝光臨，祝您玩得開心！',
        }),
        notices({
          open: '野生动物世界每天09:30开园，请带好防晒用品和帽子。',
          train: '观光小火车每10分钟一班，从正门右侧的小火车站发车。',
          map: '度假区地图',
          metro: '广州地铁',
          rainTitle: '下雨怎么办？',
          rainBody: '小火车照常发车，车厢有顶棚；雷暴期间会暂停约30分钟。',
          lockers: '正门储物柜08:30起开放，大柜每次HK$ 30。',
          thanks: '感谢光临，祝您玩得开心！',
        }),
        notices({
          open: 'The Safari Park opens at 09:30 every day. Bring sun cream and a hat.',
          train:
            'The safari train leaves every ten minutes from the station right of the main gate.',
          map: 'Resort map',
          metro: 'Guangzhou Metro',
          rainTitle: 'What if it rains?',
          rainBody:
            'The safari train still runs and its carriages are covered; it pauses for about thirty minutes during thunderstorms.',
          lockers: 'The lockers by the main gate open at 08:30; large lockers are HK$ 30 a time.',
          thanks: 'Thank you for visiting, and have a wonderful day!',
        }),
      ),
    ),
  ],
);

export const gzIndex: SeedPage = {
  code: 'GZ-INDEX',
  type: 'INDEX',
  poiCode: 'GZ',
  regionCode: 'GZ',
  name: AREA_NAME.GZ,
  desc: tr(
    '野生動物、機動遊戲、水上樂園與國際大馬戲',
    '野生动物、游乐设施、水上乐园与国际大马戏',
    'Safari, rides, a water park and the circus',
  ),
  blocks: [
    bannerBlock('GZ-INDEX-BANNER', tr('廣州橫額', '广州横幅', 'Guangzhou banner'), [
      {
        key: 'safari',
        picture: 'gz/banner-1',
        headline: tr('走進野生世界', '走进野生世界', 'Into the wild'),
        subline: tr('奇境野生動物世界', '奇境野生动物世界', 'Wonderland Safari Park'),
        alt: tr(
          '夕陽下，長頸鹿站在金合歡樹旁。',
          '夕阳下，长颈鹿站在金合欢树旁。',
          'Giraffes beside the acacia trees at sunset.',
        ),
        cta: { label: CTA.buyTickets, href: '/GZ/buy-tickets' },
      },
      {
        // streamed (HLS, through hls.js where the browser has no native HLS)
        key: 'film',
        picture: { video: DEMO_CLIP.hls },
        headline: clipText.headline,
        subline: tr(
          '住一晚，玩足兩天',
          '住一晚，玩足两天',
          'Stay the night and make it two full days',
        ),
        alt: clipText.alt,
        cta: { label: CTA.bookRoom, href: '/GZ/buy-hotel' },
      },
      {
        key: 'happy-land',
        picture: 'gz/banner-2',
        headline: tr('尖叫、歡笑、再來一次', '尖叫、欢笑、再来一次', 'Scream, laugh, repeat'),
        subline: tr('奇境歡樂世界', '奇境欢乐世界', 'Happy Land Theme Park'),
        alt: tr(
          '藍天下的過山車和摩天輪。',
          '蓝天下的过山车和摩天轮。',
          'A roller coaster and the Sky Wheel under a blue sky.',
        ),
        cta: { label: CTA.buyTickets, href: '/GZ/buy-tickets' },
      },
      {
        key: 'splash-bay',
        picture: 'gz/banner-3',
        headline: tr('夏天由這裡開始', '夏天从这里开始', 'Summer starts here'),
        subline: tr(
          '奇境水上樂園，五月至十月開放',
          '奇境水上乐园，5月至10月开放',
          'Splash Bay Water Park, open May to October',
        ),
        alt: tr(
          '棕櫚樹旁的彩色滑水道。',
          '棕榈树旁的彩色滑水道。',
          'Colourful water slides among palm trees.',
        ),
        cta: { label: CTA.offers, href: '/GZ/discount' },
      },
      {
        key: 'circus',
        picture: 'gz/banner-4',
        headline: tr('地上最精彩的表演', '地上最精彩的表演', 'The greatest show on earth'),
        subline: tr('奇境國際大馬戲', '奇境国际大马戏', 'Wonderland International Circus'),
        alt: tr(
          '夜空下，射燈照亮紅白相間的大帳篷。',
          '夜空下，射灯照亮红白相间的大帐篷。',
          'Searchlights over the red-and-white big top at night.',
        ),
        cta: { label: CTA.buyTickets, href: '/GZ/buy-tickets' },
      },
    ]),
    block(
      'GZ-INDEX-ABOUT',
      'ABOUT_CARD',
      tr('認識廣州奇境', '认识广州奇境', 'About Guangzhou Wonderland'),
      [
        info(
          'about',
          tr('一個度假區，玩足三天', '一个度假区，玩足三天', 'One resort, three full days'),
          tr(
            '由清晨看熊貓到深夜看馬戲',
            '从清晨看熊猫到深夜看马戏',
            'From morning pandas to the late circus',
          ),
          tr(
            '<p>廣州奇境位於番禺南部，佔地超過三百公頃。早上乘小火車看長頸鹿，下午在歡樂世界挑戰過山車，晚上到大帳篷劇場看馬戲；夏天再加一天水上樂園。</p><p>三間主題酒店都在步行或穿梭巴士十分鐘範圍內，住客更可提早入園。</p>',
            '<p>广州奇境位于番禺南部，占地超过300公顷。早上乘小火车看长颈鹿，下午在欢乐世界挑战过山车，晚上到大帐篷剧场看马戏；夏天再加一天水上乐园。</p><p>三家主题酒店都在步行或接驳车10分钟范围内，住客还可以提前入园。</p>',
            '<p>Guangzhou Wonderland covers more than three hundred hectares in southern Panyu. Meet the giraffes from the safari train in the morning, ride the coasters at Happy Land in the afternoon and catch the circus under the big top at night; in summer, add a day at Splash Bay.</p><p>All three themed hotels are within ten minutes on foot or by shuttle, and hotel guests get early park entry.</p>',
          ),
          { imgLink: singleImage('gz/about') },
        ),
      ],
    ),
    block('GZ-INDEX-JUMP', 'TITLE_JUMP', tr('快速連結', '快速链接', 'Quick links'), [
      jump(
        'tickets',
        tr('購買門票', '购买门票', 'Buy tickets'),
        tr('樂園及表演門票', '乐园及演出门票', 'Park and show tickets'),
        '/GZ/buy-tickets',
      ),
      jump(
        'hotels',
        tr('預訂酒店', '预订酒店', 'Book a hotel'),
        tr('三間主題酒店', '三家主题酒店', 'Three themed hotels'),
        '/GZ/buy-hotel',
      ),
      jump(
        'dining',
        tr('餐飲預訂', '餐饮预订', 'Dining'),
        tr('點心、燒烤與自助餐', '点心、烧烤与自助餐', 'Dim sum, grills and buffets'),
        '/GZ/buy-food/GZ_DIM_SUM_HOUSE',
      ),
      jump(
        'offers',
        tr('優惠專區', '优惠专区', 'Special offers'),
        tr('套票及限時優惠', '套票及限时优惠', 'Bundles and limited-time deals'),
        '/GZ/discount',
      ),
      jump(
        'guide',
        tr('遊玩攻略', '游玩攻略', 'Play guide'),
        tr('一天、兩天行程建議', '一日、两日行程建议', 'One- and two-day plans'),
        '/GZ/play-guide',
      ),
      jump(
        'map',
        tr('度假區地圖', '度假区地图', 'Resort map'),
        tr('園區、洗手間及餐廳位置', '园区、卫生间及餐厅位置', 'Zones, restrooms and restaurants'),
        '/GZ/vacation-map',
      ),
    ]),
    poiIntroBlock('GZ-INDEX-POI', tr('景點與酒店', '景点与酒店', 'Parks, shows and hotels'), [
      'GZ_SAFARI_PARK',
      'GZ_HAPPY_LAND',
      'GZ_WATER_PARK',
      'GZ_CIRCUS',
      'GZ_SAFARI_HOTEL',
      'GZ_PANDA_HOTEL',
      'GZ_CIRCUS_HOTEL',
    ]),
    poiSwiperBlock('GZ-INDEX-DINING', tr('園區美食', '园区美食', 'Where to eat'), [
      [
        'GZ_DIM_SUM_HOUSE',
        tr('即蒸蝦餃和腸粉', '现蒸虾饺和肠粉', 'Har gow and rice rolls, freshly steamed'),
      ],
      ['GZ_PANDA_CAFE', tr('熊貓拉花咖啡', '熊猫拉花咖啡', 'Panda latte art')],
      [
        'GZ_SAFARI_BBQ',
        tr('看著長頸鹿燒烤', '看着长颈鹿烧烤', 'Barbecue with a view of the giraffes'),
      ],
      ['GZ_RIVERSIDE_GRILL', tr('黃昏河景扒房', '傍晚河景扒房', 'Steaks by the river at sunset')],
      [
        'GZ_CIRCUS_BUFFET',
        tr('看馬戲前的自助晚餐', '看马戏前的自助晚餐', 'A buffet before the circus'),
      ],
    ]),
    // prices and show times come from the products sold (./catalog.ts)
    block('GZ-INDEX-PRODUCTS', 'PRODUCT_CARD', tr('熱賣推介', '热卖推荐', 'Best sellers'), [
      product(
        'safari-ticket',
        tr('野生動物世界一日門票', '野生动物世界一日门票', 'Safari Park day ticket'),
        adultsFrom('GZ_SAFARI_PARK_DAY'),
        tr(
          '<p>包觀光小火車，三歲以下免費。</p>',
          '<p>含观光小火车，3岁以下免费。</p>',
          '<p>Safari train included; under 3 free.</p>',
        ),
        tr('熱賣,親子', '热卖,亲子', 'Hot,Family'),
        'gz/card-safari',
        buyLink('GZ_SAFARI_PARK_DAY'),
      ),
      product(
        'happy-land',
        tr('歡樂世界一日門票', '欢乐世界一日门票', 'Happy Land day ticket'),
        adultsFrom('GZ_HAPPY_LAND_DAY'),
        tr(
          '<p>七十多項機動遊戲及景點，全日任玩。</p>',
          '<p>70多项游乐设施和景点，全天畅玩。</p>',
          '<p>More than seventy rides and attractions, all day long.</p>',
        ),
        tr('刺激,全日', '刺激,全天', 'Thrills,All day'),
        'gz/card-combo',
        buyLink('GZ_HAPPY_LAND_DAY'),
      ),
      product(
        'circus',
        tr('國際大馬戲', '国际大马戏', 'International Circus'),
        fromText(fromPrice('GZ_CIRCUS_SHOW')),
        showTimes('GZ_CIRCUS_SHOW'),
        tr('晚間,必看', '夜场,必看', 'Evening,Must-see'),
        'gz/card-circus',
        buyLink('GZ_CIRCUS_SHOW'),
      ),
      product(
        'hotel-package',
        tr(
          '野生動物酒店住宿連門票套餐',
          '野生动物酒店住宿连门票套餐',
          'Safari Hotel stay and play package',
        ),
        fromText(aggFromPrice('GZ_SAFARI_HOTEL_PACKAGE')),
        tr(
          '<p>一晚標準客房（含自助早餐）連兩張野生動物世界一日門票。</p>',
          '<p>一晚标准客房（含自助早餐）连两张野生动物世界一日门票。</p>',
          '<p>A night in a standard room with buffet breakfast and two Safari Park day tickets.</p>',
        ),
        tr('酒店,套餐', '酒店,套餐', 'Hotel,Package'),
        'gz/card-hotel',
        packageLink('GZ_SAFARI_HOTEL_PACKAGE'),
      ),
      product(
        'water-park',
        tr('水上樂園一日門票', '水上乐园一日门票', 'Splash Bay day ticket'),
        adultsFrom('GZ_WATER_PARK_DAY'),
        tr('<p>五月至十月開放。</p>', '<p>5月至10月开放。</p>', '<p>Open May to October.</p>'),
        tr('夏日,親子', '夏日,亲子', 'Summer,Family'),
        'gz/card-water',
        buyLink('GZ_WATER_PARK_DAY'),
      ),
      product(
        'dim-sum',
        tr('點心樓早茶套餐', '点心楼早茶套餐', 'Dim Sum House brunch set'),
        adultsFrom('GZ_DIM_SUM_HOUSE_SET'),
        tr(
          '<p>蝦餃、燒賣、腸粉及一壺普洱。</p>',
          '<p>虾饺、烧卖、肠粉及一壶普洱。</p>',
          '<p>Har gow, siu mai, rice rolls and a pot of pu’er.</p>',
        ),
        tr('美食,早茶', '美食,早茶', 'Food,Brunch'),
        'gz/card-dining',
        buyLink('GZ_DIM_SUM_HOUSE_SET'),
      ),
    ]),
    block('GZ-INDEX-SEASONS', 'RICH_TABS', tr('四季玩法', '四季玩法', 'Through the seasons'), [], {
      children: [
        season(
          'GZ-INDEX-TAB-SPRING',
          tr('春季', '春季', 'Spring'),
          tr('三至五月：動物寶寶季', '3至5月：动物宝宝季', 'March to May: baby animal season'),
          tr(
            '天氣溫和，最適合步行遊覽',
            '天气温和，最适合步行游览',
            'Mild weather, perfect for walking',
          ),
          tr(
            '<p>春天是不少動物的繁殖季節，長頸鹿和斑馬寶寶常在草原上奔跑。氣溫約 20–26°C，但回南天濕氣重，<strong>請帶備雨具</strong>。</p>',
            '<p>春天是不少动物的繁殖季节，长颈鹿和斑马宝宝常在草原上奔跑。气温约20–26°C，但回南天湿气重，<strong>请带好雨具</strong>。</p>',
            '<p>Spring is breeding season for many animals, and baby giraffes and zebras often race across the savanna. Temperatures are around 20–26 °C, but humid spells are common, so <strong>pack rain gear</strong>.</p>',
          ),
        ),
        season(
          'GZ-INDEX-TAB-SUMMER',
          tr('夏季', '夏季', 'Summer'),
          tr(
            '六至八月：水上樂園與夜場',
            '6至8月：水上乐园与夜场',
            'June to August: water park and late nights',
          ),
          tr('日間玩水，晚上看巡遊', '白天玩水，晚上看巡游', 'Water by day, parades by night'),
          tr(
            `<p>早上去野生動物世界，中午最熱時轉到<a href="${buyLink('GZ_WATER_PARK_DAY')}">水上樂園</a>，傍晚再看歡樂世界巡遊。颱風季節出發前請留意天氣預警。</p><ul><li>水上樂園夜場：七、八月逢星期六</li><li>歡樂世界開放至 21:00</li></ul>`,
            `<p>早上去野生动物世界，中午最热时转到<a href="${buyLink('GZ_WATER_PARK_DAY')}">水上乐园</a>，傍晚再看欢乐世界巡游。台风季节出发前请留意天气预警。</p><ul><li>水上乐园夜场：7、8月每周六</li><li>欢乐世界开放至21:00</li></ul>`,
            `<p>Do the Safari Park in the morning, move to <a href="${buyLink('GZ_WATER_PARK_DAY')}">Splash Bay</a> for the hottest hours, then catch the Happy Land parade at dusk. It is typhoon season, so check the weather warnings before you set off.</p><ul><li>Splash Bay night sessions: Saturdays in July and August</li><li>Happy Land open until 21:00</li></ul>`,
          ),
        ),
        season(
          'GZ-INDEX-TAB-WINTER',
          tr('秋冬', '秋冬', 'Autumn and winter'),
          tr(
            '九月至二月：最舒適的季節',
            '9月至2月：最舒适的季节',
            'September to February: the most comfortable months',
          ),
          tr('天高氣爽，輪候時間較短', '秋高气爽，排队时间较短', 'Clear skies and shorter queues'),
          tr(
            '<p>秋冬天氣乾爽，平日人流較少，是玩齊機動遊戲的最好時機。十二月有聖誕巡遊，農曆新年則有舞獅及花燈會。</p>',
            '<p>秋冬天气干爽，平日人流较少，是玩遍游乐设施的最好时机。12月有圣诞巡游，春节则有舞狮和花灯会。</p>',
            '<p>Autumn and winter are dry and weekdays are quiet: the best time to ride everything. December brings the Christmas parade, and Chinese New Year brings lion dances and a lantern fair.</p>',
          ),
        ),
      ],
    }),
    block('GZ-INDEX-GALLERY', 'GALLERY', tr('精彩瞬間', '精彩瞬间', 'Moments'), [
      info(
        'moments',
        tr('廣州奇境相片集', '广州奇境相册', 'Guangzhou Wonderland in pictures'),
        tr('由日出到夜幕', '从日出到夜幕', 'From sunrise to nightfall'),
        tr(
          '<p>草原上的黃昏、過山車的尖叫聲和大帳篷的燈光。</p>',
          '<p>草原上的黄昏、过山车的尖叫声和大帐篷的灯光。</p>',
          '<p>Dusk on the savanna, screams on the coaster and the lights of the big top.</p>',
        ),
        {
          imgLink: imageSet([
            'gz/gallery-1',
            'gz/gallery-2',
            'gz/gallery-3',
            'gz/gallery-4',
            'gz/gallery-5',
            'gz/gallery-6',
          ]),
        },
      ),
    ]),
    block('GZ-INDEX-TRAFFIC', 'TRAFFIC', tr('交通', '交通', 'Getting here'), [
      info(
        'metro',
        tr('地鐵', '地铁', 'Metro'),
        tr('3 號線奇境站 E 出口', '3号线奇境站E出口', 'Line 3, Wonderland Station, Exit E'),
        tr(
          '<p>由廣州市中心（體育西路）約 35 分鐘，出站步行五分鐘。</p>',
          '<p>从广州市中心（体育西路）约35分钟，出站步行5分钟。</p>',
          '<p>About 35 minutes from central Guangzhou (Tiyu Xilu), then a five-minute walk.</p>',
        ),
        { link: 'https://www.gzmtr.com/' },
      ),
      info(
        'high-speed-rail',
        tr('由香港乘高鐵', '从香港乘高铁', 'High-speed rail from Hong Kong'),
        tr(
          '西九龍至廣州南約 50 分鐘',
          '西九龙至广州南约50分钟',
          'West Kowloon to Guangzhou South in about 50 minutes',
        ),
        tr(
          '<p>於廣州南站轉乘的士約 25 分鐘到達度假區。車票請於高鐵官方網站購買。</p>',
          '<p>在广州南站换乘出租车约25分钟到达度假区。车票请在高铁官方网站购买。</p>',
          '<p>From Guangzhou South it is about 25 minutes by taxi. Buy train tickets on the operator’s website.</p>',
        ),
        { link: 'https://www.highspeed.mtr.com.hk/' },
      ),
      info(
        'car',
        tr('自駕', '自驾', 'By car'),
        tr('四個停車場共八千個車位', '四个停车场共8000个车位', 'Four car parks, 8,000 spaces'),
        tr(
          '<p>導航至「廣州奇境 P2 停車場」。設電動車充電位。</p>',
          '<p>导航至“广州奇境P2停车场”。设有电动车充电位。</p>',
          '<p>Navigate to “Guangzhou Wonderland car park P2”. EV charging bays available.</p>',
        ),
        { link: '/GZ/traffic-guide' },
      ),
    ]),
    block('GZ-INDEX-FAQ', 'FAQ', tr('常見問題', '常见问题', 'Frequently asked questions'), [
      info(
        'days',
        tr('廣州奇境要玩幾天？', '广州奇境要玩几天？', 'How many days do we need?'),
        tr('建議兩至三天', '建议两到三天', 'Two to three days'),
        tr(
          '<p>野生動物世界和歡樂世界各需一整天，加上晚上的馬戲，<strong>兩天一夜</strong>最為輕鬆；夏天想去水上樂園則建議三天。</p>',
          '<p>野生动物世界和欢乐世界各需一整天，加上晚上的马戏，<strong>两天一夜</strong>最为轻松；夏天想去水上乐园则建议三天。</p>',
          '<p>The Safari Park and Happy Land each deserve a full day; with the circus in the evening, <strong>two days and a night</strong> is comfortable. Add a third day in summer for Splash Bay.</p>',
        ),
      ),
      info(
        'luggage',
        tr('有行李寄存嗎？', '有行李寄存吗？', 'Is there left luggage?'),
        tr('度假區廣場設行李寄存', '度假区广场设行李寄存', 'At the resort plaza'),
        tr(
          '<p>度假區廣場遊客中心提供行李寄存，08:30–21:30 開放，每件每日收費。</p>',
          '<p>度假区广场游客中心提供行李寄存，08:30–21:30开放，按件按天收费。</p>',
          '<p>The visitor centre on the resort plaza stores luggage from 08:30 to 21:30, charged per item per day.</p>',
        ),
      ),
      info(
        'rain',
        tr('下雨天會退款嗎？', '下雨天会退款吗？', 'Do you refund for rain?'),
        tr('一般天氣不設退款', '一般天气不退款', 'Not for ordinary rain'),
        tr(
          '<p>一般下雨不設退款，但如因颱風或暴雨預警閉園，門票會自動全額退款。退款規則請參閱<a href="/GZ/common-problem">常見問題</a>。</p>',
          '<p>一般下雨不退款，但如因台风或暴雨预警闭园，门票会自动全额退款。退款规则请查看<a href="/GZ/common-problem">常见问题</a>。</p>',
          '<p>Ordinary rain is not grounds for a refund, but if a park closes for a typhoon or rainstorm warning your ticket is refunded in full automatically. See <a href="/GZ/common-problem">common questions</a> for the refund rules.</p>',
        ),
      ),
      info(
        'accessibility',
        tr(
          '輪椅使用者方便遊覽嗎？',
          '轮椅使用者方便游览吗？',
          'Is the resort wheelchair-friendly?',
        ),
        tr('主要路線無障礙', '主要路线无障碍', 'Step-free main routes'),
        tr(
          '<p>各園主要路線均為無障礙通道，觀光小火車設輪椅車廂，殘疾人士及一名陪同者可享半價。</p>',
          '<p>各园主要路线均为无障碍通道，观光小火车设有轮椅车厢，残障人士及一名陪同者可享半价。</p>',
          '<p>The main routes through every park are step-free, the safari train has a wheelchair carriage, and disabled visitors and one companion pay half price.</p>',
        ),
      ),
      info(
        'prohibited-items',
        tr('哪些物品不可帶入園區？', '哪些物品不能带入园区？', 'What can’t I bring into the park?'),
        tr(
          '玻璃樽、酒精飲品及無人機',
          '玻璃瓶、酒精饮料及无人机',
          'Glass bottles, alcohol and drones',
        ),
        tr(
          '<p>為了大家的安全，以下物品不可帶入園區：</p><ul><li>玻璃樽及酒精飲品</li><li>無人機及自拍桿</li><li>寵物（導盲犬除外）</li></ul><p>詳情請參閱<a href="/GZ/common-problem">常見問題</a>，或向正門遊客服務中心查詢。</p>',
          '<p>为了大家的安全，以下物品不能带入园区：</p><ul><li>玻璃瓶及酒精饮料</li><li>无人机及自拍杆</li><li>宠物（导盲犬除外）</li></ul><p>详情请查看<a href="/GZ/common-problem">常见问题</a>，或向正门游客服务中心咨询。</p>',
          '<p>For everyone’s safety, please leave these at home:</p><ul><li>Glass bottles and alcohol</li><li>Drones and selfie sticks</li><li>Pets (guide dogs are welcome)</li></ul><p>See <a href="/GZ/common-problem">common questions</a> or ask at Guest Services by the main gate.</p>',
        ),
      ),
    ]),
    parkNoticesBlock,
    consultingBlock('GZ-INDEX-CONSULT', 'GZ'),
  ],
};
