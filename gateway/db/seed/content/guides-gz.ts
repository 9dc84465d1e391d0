import type { SeedPage } from '../types.ts';
import { guidePage, passPrices, passTab } from './guides-shared.ts';
import { singleImage } from './media.ts';
import { block, info, tr } from './text.ts';

/** Guangzhou pages: offers, annual passes and learning programmes. */

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

export const gzGuidePages: SeedPage[] = [discount, annualCard, studyFurther];
