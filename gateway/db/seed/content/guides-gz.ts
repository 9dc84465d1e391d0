import type { SeedPage } from '../types.ts';
import { guidePage, passPrices, passTab } from './guides-shared.ts';
import { singleImage } from './media.ts';
import { block, info, table, tr } from './text.ts';

/** Guangzhou pages: offers, annual passes, learning, play guide, traffic guide and map. */

const discount = guidePage('GZ', 'DISCOUNT', tr('優惠專區', '优惠专区', 'Special offers'), [
  block('GZ-DISCOUNT-OFFERS', 'PRODUCT_CARD', tr('本月優惠', '本月优惠', 'This month’s offers'), [
    info(
      'early-bird',
      tr(
        '早鳥優惠：野生動物世界 85 折',
        '早鸟优惠：野生动物世界85折',
        'Early bird: 15% off the Safari Park',
      ),
      tr(
        '提前七天預訂，成人 HK$ 383',
        '提前7天预订，成人HK$ 383',
        'Book seven days ahead: adults HK$ 383',
      ),
      tr(
        '<p>遊玩日七天前預訂即享 85 折，適用於成人、小童及長者票。</p>',
        '<p>游玩日7天前预订即享85折，适用于成人、儿童及长者票。</p>',
        '<p>Book at least seven days before your visit for 15% off adult, child and senior tickets.</p>',
      ),
      {
        tags: tr('早鳥,限時', '早鸟,限时', 'Early bird,Limited'),
        imgLink: singleImage('gz/card-safari'),
        link: '/GZ/buy-tickets',
      },
    ),
    info(
      'family',
      tr('一家三口套票', '一家三口套票', 'Family of three ticket'),
      tr('兩大一小 HK$ 1,080', '两大一小HK$ 1,080', 'Two adults and a child: HK$ 1,080'),
      tr(
        '<p>野生動物世界兩位成人及一位小童，比分開購買節省 HK$ 135。</p>',
        '<p>野生动物世界两位成人及一位儿童，比分开购买节省HK$ 135。</p>',
        '<p>Two adults and one child at the Safari Park, saving HK$ 135 on separate tickets.</p>',
      ),
      {
        tags: tr('親子,套票', '亲子,套票', 'Family,Bundle'),
        imgLink: singleImage('gz/card-combo'),
        link: '/GZ/buy-tickets',
      },
    ),
    info(
      'hotel-bundle',
      tr('酒店連兩園門票', '酒店含两园门票', 'Hotel plus two parks'),
      tr('兩成人 HK$ 2,480 起', '两成人HK$ 2,480起', 'Two adults from HK$ 2,480'),
      tr(
        '<p>野生動物酒店一晚、早餐及兩園兩天門票，週日至週四入住適用。</p>',
        '<p>野生动物酒店一晚、早餐及两园两天门票，周日至周四入住适用。</p>',
        '<p>One night at the Safari Hotel with breakfast and two-day tickets for both parks; for stays from Sunday to Thursday.</p>',
      ),
      {
        tags: tr('酒店,套票', '酒店,套票', 'Hotel,Bundle'),
        imgLink: singleImage('gz/card-hotel'),
        link: '/GZ/buy-hotel',
      },
    ),
    info(
      'birthday',
      tr('生日月免費玩歡樂世界', '生日月免费玩欢乐世界', 'Free Happy Land in your birthday month'),
      tr('壽星由一位付費成人陪同', '寿星由一位付费成人陪同', 'With one paying adult'),
      tr(
        '<p>生日當月憑證件即可免費入場，每年一次。</p>',
        '<p>生日当月凭证件即可免费入园，每年一次。</p>',
        '<p>Enter free once a year during your birthday month: just show your ID.</p>',
      ),
      {
        tags: tr('生日,免費', '生日,免费', 'Birthday,Free'),
        imgLink: singleImage('gz/card-water'),
        link: '/GZ/buy-tickets',
      },
    ),
  ]),
  block('GZ-DISCOUNT-TERMS', 'FAQ', tr('優惠條款', '优惠条款', 'Offer terms'), [
    info(
      'combine',
      tr('優惠可以同時使用嗎？', '优惠可以叠加使用吗？', 'Can offers be combined?'),
      tr('每張訂單限用一項', '每个订单限用一项', 'One per order'),
      tr(
        '<p>每張訂單只可使用一項優惠，不可與年卡折扣同時使用。</p>',
        '<p>每个订单只能使用一项优惠，不能与年卡折扣叠加使用。</p>',
        '<p>Each order can use one offer, and offers cannot be combined with annual pass discounts.</p>',
      ),
    ),
    info(
      'bundle-refund',
      tr('套票可以部分退款嗎？', '套票可以部分退款吗？', 'Can part of a bundle be refunded?'),
      tr('只可整張退款', '只能整单退款', 'Only the whole bundle'),
      tr(
        '<p>套票只可整張退款，退款規則與單張門票相同。</p>',
        '<p>套票只能整单退款，退款规则与单张门票相同。</p>',
        '<p>Bundles are refunded as a whole, on the same terms as single tickets.</p>',
      ),
    ),
    info(
      'birthday-id',
      tr(
        '生日優惠要帶甚麼證件？',
        '生日优惠要带什么证件？',
        'What ID does the birthday offer need?',
      ),
      tr('有出生日期的證件', '有出生日期的证件', 'ID showing your date of birth'),
      tr(
        '<p>請帶備回鄉證、護照或身份證正本，入場時核對出生日期。</p>',
        '<p>请携带通行证、护照或身份证原件，入园时核对出生日期。</p>',
        '<p>Bring an original Home Return Permit, passport or ID card; your date of birth is checked at the gate.</p>',
      ),
    ),
  ]),
]);

const GZ_PASS_PRICE = {
  safari: passPrices([
    ['成人', '成人', 'Adult', 'HK$ 1,280'],
    ['小童／長者', '儿童／长者', 'Child / senior', 'HK$ 880'],
  ]),
  twoPark: passPrices([
    ['成人', '成人', 'Adult', 'HK$ 1,880'],
    ['小童／長者', '儿童／长者', 'Child / senior', 'HK$ 1,280'],
  ]),
  family: passPrices([
    ['兩成人一小童', '两成人一儿童', 'Two adults and a child', 'HK$ 3,980'],
    ['每加一位小童', '每增加一位儿童', 'Each extra child', 'HK$ 980'],
  ]),
};

const annualCard = guidePage('GZ', 'ANNUAL_CARD', tr('年卡', '年卡', 'Annual passes'), [
  passTab(
    'GZ-ANNUAL-SAFARI',
    tr('野生動物年卡', '野生动物年卡', 'Safari Pass'),
    'gz/pass-1',
    'HK$ 880',
    GZ_PASS_PRICE.safari,
    tr(
      '<ul><li>一年內無限次進入野生動物世界</li><li>園內餐飲 9 折</li><li>熊貓谷會員專場：每月一次</li></ul><p>不適用日期：國慶黃金週（10 月 1–7 日）及農曆新年首三天。</p>',
      '<ul><li>一年内无限次进入野生动物世界</li><li>园内餐饮9折</li><li>熊猫谷会员专场：每月一次</li></ul><p>不适用日期：国庆黄金周（10月1–7日）及春节前三天。</p>',
      '<ul><li>Unlimited visits to the Safari Park for a year</li><li>10% off food and drink in the park</li><li>Members-only Panda Valley mornings, once a month</li></ul><p>Not valid during Golden Week (1–7 October) or the first three days of Chinese New Year.</p>',
    ),
  ),
  passTab(
    'GZ-ANNUAL-TWO-PARK',
    tr('兩園年卡', '两园年卡', 'Two-Park Pass'),
    'gz/pass-2',
    'HK$ 1,280',
    GZ_PASS_PRICE.twoPark,
    tr(
      '<ul><li>野生動物世界及歡樂世界無限次入園，全年適用</li><li>酒店平日房價 8 折</li><li>逢星期六提早三十分鐘入園</li></ul>',
      '<ul><li>野生动物世界及欢乐世界无限次入园，全年适用</li><li>酒店平日房价8折</li><li>每周六提前30分钟入园</li></ul>',
      '<ul><li>Unlimited visits to the Safari Park and Happy Land, every day of the year</li><li>20% off weekday hotel rates</li><li>Thirty minutes’ early entry every Saturday</li></ul>',
    ),
  ),
  passTab(
    'GZ-ANNUAL-FAMILY',
    tr('家庭年卡', '家庭年卡', 'Family Pass'),
    'gz/pass-3',
    'HK$ 3,980',
    GZ_PASS_PRICE.family,
    tr(
      '<ul><li>兩位成人及一位小童全年暢玩兩園</li><li>可加購小童附卡</li><li>生日月送馬戲門票兩張</li></ul>',
      '<ul><li>两位成人及一位儿童全年畅玩两园</li><li>可加购儿童附卡</li><li>生日月赠送马戏门票两张</li></ul>',
      '<ul><li>Two adults and one child enjoy both parks all year</li><li>Add extra children at a reduced price</li><li>Two circus tickets in your birthday month</li></ul>',
    ),
  ),
]);

const studyFurther = guidePage(
  'GZ',
  'STUDY_FURTHER',
  tr('研學活動', '研学活动', 'Learning programmes'),
  [
    block(
      'GZ-STUDY-PROGRAMMES',
      'ARTICLE_BOX',
      tr('親子及學生活動', '亲子及学生活动', 'For families and students'),
      [
        info(
          'keeper',
          tr('一日小小飼養員', '一日小小饲养员', 'Keeper for a day'),
          tr('8–14 歲，每位 HK$ 880', '8–14岁，每位HK$ 880', 'Ages 8–14, HK$ 880 each'),
          tr(
            '<p>跟隨飼養員準備長頸鹿的早餐、清潔考拉森林，並學習動物行為觀察。活動約五小時，包午餐及證書。</p><p>逢星期六、日進行，每班十二人。</p>',
            '<p>跟随饲养员准备长颈鹿的早餐、清洁考拉森林，并学习动物行为观察。活动约5小时，含午餐和证书。</p><p>每周六、周日开展，每班12人。</p>',
            '<p>Help the keepers prepare the giraffes’ breakfast, clean the Koala Forest and learn to observe animal behaviour. About five hours, with lunch and a certificate.</p><p>Saturdays and Sundays, twelve children per group.</p>',
          ),
          { imgLink: singleImage('gz/study-1') },
        ),
        info(
          'night-camp',
          tr('野生動物夜宿營', '野生动物夜宿营', 'Night safari camp'),
          tr(
            '親子過夜，每位 HK$ 1,680',
            '亲子过夜，每位HK$ 1,680',
            'Family overnight, HK$ 1,680 each',
          ),
          tr(
            '<p>日落後跟隨導賞員用紅光電筒觀察夜行動物，晚上在草原營地紮營，清晨看長頸鹿出舍。</p>',
            '<p>日落后跟随讲解员用红光手电筒观察夜行动物，晚上在草原营地扎营，清晨看长颈鹿出舍。</p>',
            '<p>After sunset, follow a guide with red-light torches to watch nocturnal animals, camp on the savanna and wake up to see the giraffes head out.</p>',
          ),
          { imgLink: singleImage('gz/study-2') },
        ),
        info(
          'circus-school',
          tr('馬戲學堂體驗班', '马戏学堂体验课', 'Circus school taster'),
          tr('6–12 歲，每位 HK$ 380', '6–12岁，每位HK$ 380', 'Ages 6–12, HK$ 380 each'),
          tr(
            '<p>由劇團演員教授雜耍、走綱線和小丑化妝，九十分鐘課程後可留下觀看晚場。</p>',
            '<p>由剧团演员教授杂耍、走钢丝和小丑化妆，90分钟课程后可以留下观看晚场。</p>',
            '<p>Cast members teach juggling, tightrope walking and clown make-up; after the ninety-minute class, stay on for the evening show.</p>',
          ),
          { imgLink: singleImage('gz/study-3') },
        ),
      ],
    ),
    block('GZ-STUDY-SCHOOLS', 'VISITOR_GUIDE', tr('學校團體', '学校团体', 'School groups'), [
      info(
        'schools',
        tr('學校團體預約', '学校团体预约', 'Booking for schools'),
        tr('十五人以上', '15人以上', 'Fifteen or more'),
        tr(
          '<p>學校團體可預約粵語、普通話或英語導賞及配套工作紙，請電郵 <a href="mailto:education@wonderland.example">education@wonderland.example</a>。</p>',
          '<p>学校团体可预约粤语、普通话或英语讲解及配套学习单，请发邮件至 <a href="mailto:education@wonderland.example">education@wonderland.example</a>。</p>',
          '<p>Schools can book guided tours in Cantonese, Mandarin or English, with worksheets. E-mail <a href="mailto:education@wonderland.example">education@wonderland.example</a>.</p>',
        ),
      ),
    ]),
  ],
);

const playGuide = guidePage('GZ', 'PLAY_GUIDE', tr('遊玩攻略', '游玩攻略', 'Play guide'), [
  block('GZ-PLAY-ROUTES', 'ARTICLE_BOX', tr('行程建議', '行程建议', 'Suggested plans'), [
    info(
      'one-day',
      tr('一天精華：野生動物世界', '一日精华：野生动物世界', 'One perfect day at the Safari Park'),
      tr('小火車、熊貓和長頸鹿', '小火车、熊猫和长颈鹿', 'Train, pandas and giraffes'),
      tr(
        '<ol><li><strong>09:30</strong> 入園後先乘觀光小火車</li><li><strong>10:30</strong> 熊貓谷餵食時間</li><li><strong>12:00</strong> <a href="/GZ/buy-food/GZ_PANDA_CAFE">熊貓咖啡館</a>午餐</li><li><strong>14:00</strong> 長頸鹿平台親手餵食</li><li><strong>16:00</strong> 大象平原飼養員講解</li></ol>',
        '<ol><li><strong>09:30</strong> 入园后先坐观光小火车</li><li><strong>10:30</strong> 熊猫谷喂食时间</li><li><strong>12:00</strong> <a href="/GZ/buy-food/GZ_PANDA_CAFE">熊猫咖啡馆</a>午餐</li><li><strong>14:00</strong> 长颈鹿平台亲手喂食</li><li><strong>16:00</strong> 大象平原饲养员讲解</li></ol>',
        '<ol><li><strong>09:30</strong> Ride the safari train as soon as you arrive</li><li><strong>10:30</strong> Panda Valley feeding time</li><li><strong>12:00</strong> Lunch at the <a href="/GZ/buy-food/GZ_PANDA_CAFE">Panda Café</a></li><li><strong>14:00</strong> Feed the giraffes at Giraffe Terrace</li><li><strong>16:00</strong> Keeper talk at Elephant Plain</li></ol>',
      ),
      { imgLink: singleImage('gz/card-safari') },
    ),
    info(
      'two-day',
      tr(
        '兩天經典：動物、過山車與馬戲',
        '两日经典：动物、过山车与马戏',
        'Two-day classic: animals, coasters and the circus',
      ),
      tr('住一晚最輕鬆', '住一晚最轻松', 'Easiest with one night’s stay'),
      tr(
        '<p><strong>第一天</strong>：野生動物世界，傍晚入住酒店，19:30 看馬戲。</p><p><strong>第二天</strong>：酒店住客提早入園，先玩巨龍過山車，下午看巡遊後回程。</p>',
        '<p><strong>第一天</strong>：野生动物世界，傍晚入住酒店，19:30看马戏。</p><p><strong>第二天</strong>：酒店住客提前入园，先玩巨龙过山车，下午看完巡游后返程。</p>',
        '<p><strong>Day one</strong>: the Safari Park, check in at dusk, then the circus at 19:30.</p><p><strong>Day two</strong>: use hotel early entry to ride the Dragon Coaster before the queues, catch the parade and head home.</p>',
      ),
      { imgLink: singleImage('gz/card-combo') },
    ),
    info(
      'rainy',
      tr('雨天後備方案', '雨天备选方案', 'A rainy-day plan'),
      tr('室內場館與有蓋路線', '室内场馆与有顶棚路线', 'Indoor halls and covered routes'),
      tr(
        '<ul><li>夜行動物館、熊貓谷室內館</li><li>歡樂世界 4D 影院及鏡子迷宮</li><li>馬戲日場（週末 14:30）</li></ul>',
        '<ul><li>夜行动物馆、熊猫谷室内馆</li><li>欢乐世界4D影院及镜子迷宫</li><li>马戏日场（周末14:30）</li></ul>',
        '<ul><li>The nocturnal house and the indoor panda hall</li><li>Happy Land’s 4D cinema and mirror maze</li><li>The circus matinee (weekends at 14:30)</li></ul>',
      ),
      { imgLink: singleImage('gz/card-circus') },
    ),
  ]),
]);

const trafficGuide = guidePage('GZ', 'TRAFFIC_GUIDE', tr('交通指南', '交通指南', 'Traffic guide'), [
  block(
    'GZ-TRAFFIC-ROUTES',
    'TRAFFIC',
    tr('前往廣州奇境', '前往广州奇境', 'Getting to Guangzhou Wonderland'),
    [
      info(
        'hsr',
        tr('香港：高鐵', '香港：高铁', 'From Hong Kong by high-speed rail'),
        tr(
          '西九龍 → 廣州南，約 50 分鐘',
          '西九龙→广州南，约50分钟',
          'West Kowloon to Guangzhou South, about 50 minutes',
        ),
        tr(
          '<p>廣州南站轉乘的士約 25 分鐘，或乘地鐵 7 號線轉 3 號線至奇境站。高鐵班次及車票請查閱港鐵高速鐵路網站。</p>',
          '<p>广州南站换乘出租车约25分钟，或乘地铁7号线换乘3号线至奇境站。高铁班次及车票请查询港铁高速铁路网站。</p>',
          '<p>From Guangzhou South, take a taxi (about 25 minutes) or Metro Line 7 changing to Line 3 for Wonderland Station. Check times and fares on the MTR high-speed rail website.</p>',
        ),
        { link: 'https://www.highspeed.mtr.com.hk/' },
      ),
      info(
        'coach',
        tr('香港：跨境巴士', '香港：跨境巴士', 'From Hong Kong by cross-border coach'),
        tr('約三小時，直達度假區', '约3小时，直达度假区', 'About three hours, door to door'),
        tr(
          '<p>每日設多班由尖沙咀及灣仔出發的直通巴士，經深圳灣口岸直達度假區廣場。</p>',
          '<p>每天有多班从尖沙咀及湾仔出发的直通巴士，经深圳湾口岸直达度假区广场。</p>',
          '<p>Several direct coaches a day leave Tsim Sha Tsui and Wan Chai and cross at Shenzhen Bay Port to the resort plaza.</p>',
        ),
        { link: 'https://www.ctshk.com/' },
      ),
      info(
        'airport',
        tr('白雲機場', '白云机场', 'From Baiyun Airport'),
        tr(
          '地鐵 3 號線直達，約 80 分鐘',
          '地铁3号线直达，约80分钟',
          'Metro Line 3 direct, about 80 minutes',
        ),
        tr(
          '<p>於機場南站乘 3 號線往番禺廣場方向，在奇境站下車，無須轉車。</p>',
          '<p>在机场南站乘3号线往番禺广场方向，在奇境站下车，无需换乘。</p>',
          '<p>Take Line 3 from Airport South towards Panyu Square and get off at Wonderland Station, with no changes.</p>',
        ),
        { link: 'https://www.gzmtr.com/' },
      ),
      info(
        'parking',
        tr('自駕及泊車', '自驾及停车', 'Driving and parking'),
        tr('P1–P4 停車場', 'P1–P4停车场', 'Car parks P1 to P4'),
        tr(
          `<p>各停車場位置見<a href="/GZ/vacation-map">度假區地圖</a>。</p>${table([
            ['停車場', '最近景點'],
            ['P1', '歡樂世界'],
            ['P2', '野生動物世界正門'],
            ['P3', '水上樂園'],
            ['P4', '馬戲劇場及酒店'],
          ])}`,
          `<p>各停车场位置见<a href="/GZ/vacation-map">度假区地图</a>。</p>${table([
            ['停车场', '最近景点'],
            ['P1', '欢乐世界'],
            ['P2', '野生动物世界正门'],
            ['P3', '水上乐园'],
            ['P4', '马戏剧场及酒店'],
          ])}`,
          `<p>See the <a href="/GZ/vacation-map">resort map</a> for where they are.</p>${table([
            ['Car park', 'Nearest to'],
            ['P1', 'Happy Land'],
            ['P2', 'Safari Park main gate'],
            ['P3', 'Splash Bay'],
            ['P4', 'Circus theatre and hotels'],
          ])}`,
        ),
        { link: '/GZ/vacation-map' },
      ),
    ],
  ),
]);

const vacationMap = guidePage('GZ', 'VACATION_MAP', tr('度假區地圖', '度假区地图', 'Resort map'), [
  block(
    'GZ-MAP',
    'VACATION_MAP_BLOCK',
    tr('廣州奇境全圖', '广州奇境全图', 'Guangzhou Wonderland map'),
    [
      info(
        'map',
        tr('廣州奇境全圖', '广州奇境全图', 'Guangzhou Wonderland map'),
        tr('可放大、拖動及下載', '可放大、拖动及下载', 'Zoom, pan and download'),
        tr(
          '<p>地圖標示七大區域、遊客服務中心、洗手間、急救站、餐飲及拍照點。</p>',
          '<p>地图标示七大区域、游客服务中心、卫生间、急救站、餐饮及拍照点。</p>',
          '<p>The map shows the seven zones, guest services, restrooms, first aid, food and drink, and photo spots.</p>',
        ),
        { imgLink: singleImage('gz/map') },
      ),
    ],
  ),
  block('GZ-MAP-NOTES', 'VISITOR_GUIDE', tr('地圖說明', '地图说明', 'Map notes'), [
    info(
      'first-aid',
      tr('急救站', '急救站', 'First aid'),
      tr('三個急救站', '三个急救站', 'Three first-aid posts'),
      tr(
        '<p>分別位於度假區廣場、考拉森林及刺激地帶入口，均有註冊護士當值。</p>',
        '<p>分别位于度假区广场、考拉森林和刺激地带入口，均有注册护士值班。</p>',
        '<p>At the resort plaza, Koala Forest and the Thrill Zone entrance, each staffed by a registered nurse.</p>',
      ),
    ),
  ]),
]);

export const gzGuidePages: SeedPage[] = [
  discount,
  annualCard,
  studyFurther,
  playGuide,
  trafficGuide,
  vacationMap,
];
