import type { SeedPage } from '../types.ts';
import { guidePage, passPrices, passTab } from './guides-shared.ts';
import { singleImage } from './media.ts';
import { block, info, tr } from './text.ts';

/** Hengqin pages: offers, annual passes and learning programmes. */

const discount = guidePage('ZH', 'DISCOUNT', tr('優惠專區', '优惠专区', 'Special offers'), [
  block('ZH-DISCOUNT-OFFERS', 'PRODUCT_CARD', tr('本月優惠', '本月优惠', 'This month’s offers'), [
    info(
      'couple',
      tr('二人同行套票', '二人同行套票', 'Two-person ticket'),
      tr('兩位成人 HK$ 858', '两位成人HK$ 858', 'Two adults for HK$ 858'),
      tr(
        '<p>海洋王國兩位成人門票，比分開購買節省 HK$ 102。</p>',
        '<p>海洋王国两位成人门票，比分开购买节省HK$ 102。</p>',
        '<p>Two adult tickets to Ocean Kingdom, saving HK$ 102.</p>',
      ),
      {
        tags: tr('二人,套票', '二人,套票', 'Couples,Bundle'),
        imgLink: singleImage('zh/card-ocean'),
        link: '/ZH/buy-tickets',
      },
    ),
    info(
      'parent-child',
      tr(
        '親子套票（兩大兩小）',
        '亲子套票（两大两小）',
        'Parent-and-child ticket (two adults, two children)',
      ),
      tr('HK$ 1,480', 'HK$ 1,480', 'HK$ 1,480'),
      tr(
        '<p>海洋王國兩位成人及兩位小童，另送科學館門票兩張。</p>',
        '<p>海洋王国两位成人及两位儿童，另赠科学馆门票两张。</p>',
        '<p>Ocean Kingdom for two adults and two children, plus two free Marine Science Museum tickets.</p>',
      ),
      {
        tags: tr('親子,熱賣', '亲子,热卖', 'Family,Hot'),
        imgLink: singleImage('zh/card-science'),
        link: '/ZH/buy-tickets',
      },
    ),
    info(
      'night-combo',
      tr('樂園 + 煙花看台', '乐园+烟花看台', 'Park and fireworks grandstand'),
      tr('成人 HK$ 598', '成人HK$ 598', 'Adults HK$ 598'),
      tr(
        '<p>海洋王國門票連海洋之夜看台座位，省卻排隊霸位。</p>',
        '<p>海洋王国门票含海洋之夜看台座位，省去排队占位。</p>',
        '<p>An Ocean Kingdom ticket with a reserved Ocean Nights grandstand seat, so there is no need to queue for a spot.</p>',
      ),
      {
        tags: tr('晚間,套票', '夜场,套票', 'Evening,Bundle'),
        imgLink: singleImage('zh/card-show'),
        link: '/ZH/buy-tickets',
      },
    ),
    info(
      'penguin-weekday',
      tr('企鵝酒店平日 8 折', '企鹅酒店平日8折', '20% off weekdays at the Penguin Hotel'),
      tr('星期日至四入住', '周日至周四入住', 'Sunday to Thursday nights'),
      tr(
        '<p>連住兩晚或以上，另送極地自助晚餐一次。</p>',
        '<p>连住两晚及以上，另赠极地自助晚餐一次。</p>',
        '<p>Stay two nights or more and dinner at the Polar Buffet is on us.</p>',
      ),
      {
        tags: tr('酒店,平日', '酒店,平日', 'Hotel,Weekdays'),
        imgLink: singleImage('zh/card-polar'),
        link: '/ZH/buy-hotel',
      },
    ),
  ]),
  block('ZH-DISCOUNT-TERMS', 'FAQ', tr('優惠條款', '优惠条款', 'Offer terms'), [
    info(
      'together',
      tr('套票可以分開入場嗎？', '套票可以分开入园吗？', 'Can a bundle be used on different days?'),
      tr('須同日同行', '需同日同行', 'Same day, together'),
      tr(
        '<p>套票內所有門票須於同一日一同入場。</p>',
        '<p>套票内所有门票需在同一天一同入园。</p>',
        '<p>All tickets in a bundle must be used together on the same day.</p>',
      ),
    ),
    info(
      'weather',
      tr('煙花取消怎麼辦？', '烟花取消怎么办？', 'What if the fireworks are cancelled?'),
      tr('看台部分可退款', '看台部分可退款', 'The grandstand part is refunded'),
      tr(
        '<p>如因天氣取消海洋之夜，套票內的看台部分（HK$ 118）會自動退回。</p>',
        '<p>如因天气取消海洋之夜，套票内的看台部分（HK$ 118）会自动退回。</p>',
        '<p>If Ocean Nights is cancelled for weather, the grandstand part of the bundle (HK$ 118) is refunded automatically.</p>',
      ),
    ),
  ]),
]);

const annualCard = guidePage('ZH', 'ANNUAL_CARD', tr('年卡', '年卡', 'Annual passes'), [
  passTab(
    'ZH-ANNUAL-OCEAN',
    tr('海洋年卡', '海洋年卡', 'Ocean Pass'),
    'zh/pass-1',
    'HK$ 980',
    passPrices([
      ['成人', '成人', 'Adult', 'HK$ 1,380'],
      ['小童／長者', '儿童／长者', 'Child / senior', 'HK$ 980'],
    ]),
    tr(
      '<ul><li>一年內無限次進入海洋王國</li><li>園內餐飲 9 折</li></ul><p>不適用日期：國慶黃金週及農曆新年首三天。</p>',
      '<ul><li>一年内无限次进入海洋王国</li><li>园内餐饮9折</li></ul><p>不适用日期：国庆黄金周及春节前三天。</p>',
      '<ul><li>Unlimited visits to Ocean Kingdom for a year</li><li>10% off food and drink in the park</li></ul><p>Not valid during Golden Week or the first three days of Chinese New Year.</p>',
    ),
  ),
  passTab(
    'ZH-ANNUAL-OCEAN-PLUS',
    tr('海洋尊享年卡', '海洋尊享年卡', 'Ocean Plus Pass'),
    'zh/pass-2',
    'HK$ 1,480',
    passPrices([
      ['成人', '成人', 'Adult', 'HK$ 2,080'],
      ['小童／長者', '儿童／长者', 'Child / senior', 'HK$ 1,480'],
    ]),
    tr(
      '<ul><li>海洋王國及海洋科學館全年無限次</li><li>每季一次海洋之夜看台座位</li><li>酒店平日房價 8 折</li></ul>',
      '<ul><li>海洋王国及海洋科学馆全年无限次</li><li>每季度一次海洋之夜看台座位</li><li>酒店平日房价8折</li></ul>',
      '<ul><li>Unlimited visits to Ocean Kingdom and the Marine Science Museum, all year</li><li>An Ocean Nights grandstand seat every quarter</li><li>20% off weekday hotel rates</li></ul>',
    ),
  ),
  passTab(
    'ZH-ANNUAL-FAMILY',
    tr('海洋家庭年卡', '海洋家庭年卡', 'Ocean Family Pass'),
    'zh/pass-3',
    'HK$ 4,280',
    passPrices([
      ['兩成人一小童', '两成人一儿童', 'Two adults and a child', 'HK$ 4,280'],
      ['每加一位小童', '每增加一位儿童', 'Each extra child', 'HK$ 1,080'],
    ]),
    tr(
      '<ul><li>一家人全年暢遊海洋王國</li><li>生日月送海洋奇觀大匯演門票兩張</li></ul>',
      '<ul><li>全家全年畅游海洋王国</li><li>生日月赠送海洋奇观大汇演门票两张</li></ul>',
      '<ul><li>The whole family enjoys Ocean Kingdom all year</li><li>Two Marine Spectacular tickets in your birthday month</li></ul>',
    ),
  ),
]);

const studyFurther = guidePage(
  'ZH',
  'STUDY_FURTHER',
  tr('研學活動', '研学活动', 'Learning programmes'),
  [
    block('ZH-STUDY-PROGRAMMES', 'ARTICLE_BOX', tr('海洋學堂', '海洋学堂', 'Ocean school'), [
      info(
        'junior-biologist',
        tr('小小海洋生物學家', '小小海洋生物学家', 'Junior marine biologist'),
        tr('7–12 歲，每位 HK$ 680', '7–12岁，每位HK$ 680', 'Ages 7–12, HK$ 680 each'),
        tr(
          '<p>在科學館實驗室用顯微鏡觀察浮游生物，再到珊瑚育苗室幫忙記錄珊瑚生長。課程三小時，包實驗袍及證書。</p>',
          '<p>在科学馆实验室用显微镜观察浮游生物，再到珊瑚育苗室帮忙记录珊瑚生长。课程3小时，含实验服和证书。</p>',
          '<p>Look at plankton under the microscope in the museum lab, then help record coral growth in the nursery. Three hours, with a lab coat and certificate.</p>',
        ),
        { imgLink: singleImage('zh/study-1') },
      ),
      info(
        'dolphin-talk',
        tr('海豚訓練師的一天', '海豚训练师的一天', 'A day with the dolphin trainers'),
        tr('10–16 歲，每位 HK$ 980', '10–16岁，每位HK$ 980', 'Ages 10–16, HK$ 980 each'),
        tr(
          '<p>了解海豚的健康檢查和正向訓練方法，並在池邊觀察訓練過程。</p>',
          '<p>了解海豚的健康检查和正向训练方法，并在池边观察训练过程。</p>',
          '<p>Learn how dolphins get their health checks and how positive-reinforcement training works, watching from the poolside.</p>',
        ),
        { imgLink: singleImage('zh/study-2') },
      ),
      info(
        'polar-night',
        tr('極地館夜宿', '极地馆夜宿', 'A night in Polar Adventure'),
        tr(
          '親子過夜，每位 HK$ 1,880',
          '亲子过夜，每位HK$ 1,880',
          'Family overnight, HK$ 1,880 each',
        ),
        tr(
          '<p>在企鵝館旁的玻璃帳篷過夜，晚上聽飼養員講極地故事，清晨看北極熊吃早餐。</p>',
          '<p>在企鹅馆旁的玻璃帐篷过夜，晚上听饲养员讲极地故事，清晨看北极熊吃早餐。</p>',
          '<p>Sleep in a glass tent beside the penguins, hear keepers’ polar stories at night and watch the polar bears’ breakfast at dawn.</p>',
        ),
        { imgLink: singleImage('zh/study-3') },
      ),
    ]),
  ],
);

export const zhGuidePages: SeedPage[] = [discount, annualCard, studyFurther];
