import type { SeedPage } from '../types.ts';
import {
  adultsFrom,
  aggFromPrice,
  bundleDeal,
  buyLink,
  fromText,
  hkdTr,
  sessionsOf,
} from './catalog.ts';
import { guidePage, passTab } from './guides-shared.ts';
import { singleImage } from './media.ts';
import { block, info, mapTr, tr } from './text.ts';

/** Guangzhou pages: offers, annual passes and learning programmes. */

const discount = guidePage('GZ', 'DISCOUNT', tr('優惠專區', '优惠专区', 'Special offers'), [
  block('GZ-DISCOUNT-OFFERS', 'PRODUCT_CARD', tr('本月優惠', '本月优惠', 'This month’s offers'), [
    info(
      'evening',
      tr(
        '黃昏優惠：野生動物世界七折',
        '黄昏优惠：野生动物世界七折',
        'Evening offer: 30% off the Safari Park',
      ),
      adultsFrom('GZ_SAFARI_PARK_EVENING'),
      mapTr(sessionsOf('GZ_SAFARI_PARK_EVENING'), (time, lang) =>
        lang === 'en'
          ? `<p>Come in after ${time} for 30% off adult, child and senior tickets: the animals are at their liveliest before sunset.</p>`
          : lang === 'zh-TW'
            ? `<p>${time} 後入場，成人、小童及長者票一律七折；黃昏正是動物最活躍的時候。</p>`
            : `<p>${time}后入园，成人、儿童及长者票一律七折；傍晚正是动物最活跃的时候。</p>`,
      ),
      {
        tags: tr('黃昏,限時', '黄昏,限时', 'Evening,Limited'),
        imgLink: singleImage('gz/card-safari'),
        link: buyLink('GZ_SAFARI_PARK_EVENING'),
      },
    ),
    info(
      'family',
      tr('一家三口套票', '一家三口套票', 'Family of three ticket'),
      mapTr(hkdTr(bundleDeal('GZ_SAFARI_PARK_BUNDLE', 'FAMILY').price), (price, lang) =>
        lang === 'en'
          ? `Two adults and a child from ${price}`
          : lang === 'zh-TW'
            ? `兩大一小 ${price} 起`
            : `两大一小${price}起`,
      ),
      mapTr(hkdTr(bundleDeal('GZ_SAFARI_PARK_BUNDLE', 'FAMILY').saving), (saving, lang) =>
        lang === 'en'
          ? `<p>Two adults and one child at the Safari Park, saving ${saving} on separate tickets.</p>`
          : lang === 'zh-TW'
            ? `<p>野生動物世界兩位成人及一位小童，比分開購買節省 ${saving}。</p>`
            : `<p>野生动物世界两位成人及一位儿童，比分开购买节省${saving}。</p>`,
      ),
      {
        tags: tr('親子,套票', '亲子,套票', 'Family,Bundle'),
        imgLink: singleImage('gz/card-safari'),
        link: buyLink('GZ_SAFARI_PARK_BUNDLE'),
      },
    ),
    info(
      'hotel-package',
      tr('酒店住宿連門票套餐', '酒店住宿连门票套餐', 'Stay and play packages'),
      fromText(
        Math.min(
          aggFromPrice('GZ_SAFARI_HOTEL_PACKAGE'),
          aggFromPrice('GZ_PANDA_HOTEL_PACKAGE'),
          aggFromPrice('GZ_CIRCUS_HOTEL_PACKAGE'),
        ),
      ),
      tr(
        '<p>三間主題酒店任選一間，一晚標準客房（含自助早餐）連兩張野生動物世界一日門票，在本頁下方預訂。</p>',
        '<p>三家主题酒店任选一家，一晚标准客房（含自助早餐）连两张野生动物世界一日门票，在本页下方预订。</p>',
        '<p>Any of the three themed hotels: a night in a standard room with buffet breakfast and two Safari Park day tickets. Book it further down this page.</p>',
      ),
      {
        tags: tr('酒店,套餐', '酒店,套餐', 'Hotel,Package'),
        imgLink: singleImage('gz/card-hotel'),
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
        // Happy Land's picture (the card of the area home's Happy Land best seller)
        imgLink: singleImage('gz/card-combo'),
        link: buyLink('GZ_HAPPY_LAND_DAY'),
      },
    ),
  ]),
  block('GZ-DISCOUNT-TERMS', 'FAQ', tr('優惠條款', '优惠条款', 'Offer terms'), [
    info(
      'combine',
      tr('優惠可以同時使用嗎？', '优惠可以叠加使用吗？', 'Can offers be combined?'),
      tr('優惠價已經是最終價格', '优惠价已是最终价格', 'Offer prices are final'),
      tr(
        '<p>黃昏票、套票及住宿套餐按頁面所示價格出售，不可再與年卡折扣同時使用。</p>',
        '<p>黄昏票、套票及住宿套餐按页面所示价格出售，不能再与年卡折扣叠加使用。</p>',
        '<p>Evening tickets, bundles and packages are sold at the prices shown and cannot be combined with annual pass discounts.</p>',
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

/** The annual cards on sale in Guangzhou: one per park (prices from the products). */
const annualCard = guidePage('GZ', 'ANNUAL_CARD', tr('年卡', '年卡', 'Annual passes'), [
  passTab(
    'GZ-ANNUAL-SAFARI',
    tr('野生動物世界年卡', '野生动物世界年卡', 'Safari Park pass'),
    'gz/pass-1',
    'GZ_SAFARI_PARK_ANNUAL',
    tr(
      '<ul><li>一年內無限次進入野生動物世界</li><li>園內餐飲 9 折</li><li>熊貓谷會員專場：每月一次</li></ul><p>不適用日期：國慶黃金週（10 月 1–7 日）及農曆新年首三天。</p>',
      '<ul><li>一年内无限次进入野生动物世界</li><li>园内餐饮9折</li><li>熊猫谷会员专场：每月一次</li></ul><p>不适用日期：国庆黄金周（10月1–7日）及春节前三天。</p>',
      '<ul><li>Unlimited visits to the Safari Park for a year</li><li>10% off food and drink in the park</li><li>Members-only Panda Valley mornings, once a month</li></ul><p>Not valid during Golden Week (1–7 October) or the first three days of Chinese New Year.</p>',
    ),
  ),
  passTab(
    'GZ-ANNUAL-HAPPY-LAND',
    tr('歡樂世界年卡', '欢乐世界年卡', 'Happy Land pass'),
    'gz/pass-2',
    'GZ_HAPPY_LAND_ANNUAL',
    tr(
      '<ul><li>一年內無限次進入歡樂世界</li><li>逢星期六提早三十分鐘入園</li><li>園內餐飲 9 折</li></ul>',
      '<ul><li>一年内无限次进入欢乐世界</li><li>每周六提前30分钟入园</li><li>园内餐饮9折</li></ul>',
      '<ul><li>Unlimited visits to Happy Land for a year</li><li>Thirty minutes’ early entry every Saturday</li><li>10% off food and drink in the park</li></ul>',
    ),
  ),
  passTab(
    'GZ-ANNUAL-SPLASH-BAY',
    tr('水上樂園年卡', '水上乐园年卡', 'Splash Bay pass'),
    'gz/pass-3',
    'GZ_WATER_PARK_ANNUAL',
    tr(
      '<ul><li>水上樂園開放期間（五月至十月）無限次入場</li><li>儲物櫃及毛巾免費</li><li>七、八月夏夜派對優先入場</li></ul>',
      '<ul><li>水上乐园开放期间（5月至10月）不限次入园</li><li>储物柜及毛巾免费</li><li>7、8月夏夜派对优先入场</li></ul>',
      '<ul><li>Unlimited visits while Splash Bay is open (May to October)</li><li>Free lockers and towels</li><li>Priority entry to the summer night parties in July and August</li></ul>',
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
          '<p>學校團體可預約粵語、普通話或英語導賞及配套工作紙，請致電團體預約熱線 <a href="tel:+85236188000">+852 3618 8000</a>（按 3 字），或在<a href="/user/message/leave-message">網上留言</a>註明學校名稱及人數。</p>',
          '<p>学校团体可预约粤语、普通话或英语讲解及配套学习单，请致电团体预约热线 <a href="tel:+85236188000">+852 3618 8000</a>（按3），或在<a href="/user/message/leave-message">在线留言</a>中注明学校名称和人数。</p>',
          '<p>Schools can book guided tours in Cantonese, Mandarin or English, with worksheets. Call the group bookings line on <a href="tel:+85236188000">+852 3618 8000</a> (option 3), or <a href="/user/message/leave-message">leave us a message</a> with your school’s name and group size.</p>',
        ),
      ),
    ]),
  ],
);

export const gzGuidePages: SeedPage[] = [discount, annualCard, studyFurther];
