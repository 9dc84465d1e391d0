import type { SeedPage } from '../types.ts';
import { aggFromPrice, bundleDeal, buyLink, fromText, hkdTr } from './catalog.ts';
import { guidePage, passTab } from './guides-shared.ts';
import { singleImage } from './media.ts';
import { block, info, mapTr, tr } from './text.ts';

/** Hengqin pages: offers, annual passes and learning programmes. */

const discount = guidePage('ZH', 'DISCOUNT', tr('優惠專區', '优惠专区', 'Special offers'), [
  block('ZH-DISCOUNT-OFFERS', 'PRODUCT_CARD', tr('本月優惠', '本月优惠', 'This month’s offers'), [
    info(
      'couple',
      tr('二人同行套票', '二人同行套票', 'Two-person ticket'),
      mapTr(hkdTr(bundleDeal('ZH_OCEAN_KINGDOM_BUNDLE', 'COUPLE').price), (price, lang) =>
        lang === 'en'
          ? `Two adults from ${price}`
          : lang === 'zh-TW'
            ? `兩位成人 ${price} 起`
            : `两位成人${price}起`,
      ),
      mapTr(hkdTr(bundleDeal('ZH_OCEAN_KINGDOM_BUNDLE', 'COUPLE').saving), (saving, lang) =>
        lang === 'en'
          ? `<p>Two adult tickets to Ocean Kingdom, saving ${saving} on separate tickets.</p>`
          : lang === 'zh-TW'
            ? `<p>海洋王國兩位成人門票，比分開購買節省 ${saving}。</p>`
            : `<p>海洋王国两位成人门票，比分开购买节省${saving}。</p>`,
      ),
      {
        tags: tr('二人,套票', '二人,套票', 'Couples,Bundle'),
        imgLink: singleImage('zh/card-ocean'),
        link: buyLink('ZH_OCEAN_KINGDOM_BUNDLE'),
      },
    ),
    info(
      'parent-child',
      tr(
        '親子套票（兩大兩小）',
        '亲子套票（两大两小）',
        'Parent-and-child ticket (two adults, two children)',
      ),
      fromText(bundleDeal('ZH_OCEAN_KINGDOM_BUNDLE', 'PARENTCHILD').price),
      mapTr(hkdTr(bundleDeal('ZH_OCEAN_KINGDOM_BUNDLE', 'PARENTCHILD').saving), (saving, lang) =>
        lang === 'en'
          ? `<p>Ocean Kingdom for two adults and two children, saving ${saving} on separate tickets.</p>`
          : lang === 'zh-TW'
            ? `<p>海洋王國兩位成人及兩位小童，比分開購買節省 ${saving}。</p>`
            : `<p>海洋王国两位成人及两位儿童，比分开购买节省${saving}。</p>`,
      ),
      {
        tags: tr('親子,熱賣', '亲子,热卖', 'Family,Hot'),
        imgLink: singleImage('zh/card-science'),
        link: buyLink('ZH_OCEAN_KINGDOM_BUNDLE'),
      },
    ),
    info(
      'night-combo',
      tr('樂園 + 煙花看台', '乐园+烟花看台', 'Park and fireworks grandstand'),
      fromText(aggFromPrice('ZH_PARK_SHOW')),
      tr(
        '<p>海洋王國一日門票連海洋之夜看台座位，省卻排隊霸位，在本頁下方預訂。</p>',
        '<p>海洋王国一日门票连海洋之夜看台座位，省去排队占位，在本页下方预订。</p>',
        '<p>An Ocean Kingdom day ticket with a reserved Ocean Nights grandstand seat, so there is no need to queue for a spot. Book it further down this page.</p>',
      ),
      {
        tags: tr('晚間,套餐', '夜场,套餐', 'Evening,Package'),
        imgLink: singleImage('zh/card-show'),
      },
    ),
    info(
      'penguin-package',
      tr('企鵝酒店住宿連門票套餐', '企鹅酒店住宿连门票套餐', 'Penguin Hotel stay and play package'),
      fromText(aggFromPrice('ZH_PENGUIN_HOTEL_PACKAGE')),
      tr(
        '<p>一晚標準客房（含自助早餐）連兩張海洋王國一日門票，在本頁下方預訂。</p>',
        '<p>一晚标准客房（含自助早餐）连两张海洋王国一日门票，在本页下方预订。</p>',
        '<p>A night in a standard room with buffet breakfast and two Ocean Kingdom day tickets. Book it further down this page.</p>',
      ),
      {
        tags: tr('酒店,套餐', '酒店,套餐', 'Hotel,Package'),
        imgLink: singleImage('zh/card-polar'),
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
      tr('看台門票全額退款', '看台门票全额退款', 'Grandstand tickets are refunded'),
      tr(
        '<p>如因天氣取消海洋之夜，看台門票會自動全額退款。</p>',
        '<p>如因天气取消海洋之夜，看台门票会自动全额退款。</p>',
        '<p>If Ocean Nights is cancelled for weather, grandstand tickets are refunded in full automatically.</p>',
      ),
    ),
  ]),
]);

/** The annual cards on sale in Hengqin: one per park (prices from the products). */
const annualCard = guidePage('ZH', 'ANNUAL_CARD', tr('年卡', '年卡', 'Annual passes'), [
  passTab(
    'ZH-ANNUAL-OCEAN',
    tr('海洋王國年卡', '海洋王国年卡', 'Ocean Kingdom pass'),
    'zh/pass-1',
    'ZH_OCEAN_KINGDOM_ANNUAL',
    tr(
      '<ul><li>一年內無限次進入海洋王國</li><li>園內餐飲 9 折</li><li>生日月送海洋奇觀大匯演門票兩張</li></ul><p>不適用日期：國慶黃金週及農曆新年首三天。</p>',
      '<ul><li>一年内无限次进入海洋王国</li><li>园内餐饮9折</li><li>生日月赠送海洋奇观大汇演门票两张</li></ul><p>不适用日期：国庆黄金周及春节前三天。</p>',
      '<ul><li>Unlimited visits to Ocean Kingdom for a year</li><li>10% off food and drink in the park</li><li>Two Marine Spectacular tickets in your birthday month</li></ul><p>Not valid during Golden Week or the first three days of Chinese New Year.</p>',
    ),
  ),
  passTab(
    'ZH-ANNUAL-SCIENCE',
    tr('海洋科學館年卡', '海洋科学馆年卡', 'Marine Science Museum pass'),
    'zh/pass-2',
    'ZH_MARINE_SCIENCE_ANNUAL',
    tr(
      '<ul><li>一年內無限次進入海洋科學館</li><li>每月一次生物學家導賞</li><li>研學活動報名優先</li></ul>',
      '<ul><li>一年内无限次进入海洋科学馆</li><li>每月一次生物学家讲解</li><li>研学活动优先报名</li></ul>',
      '<ul><li>Unlimited visits to the Marine Science Museum for a year</li><li>A guided tour with a biologist every month</li><li>First pick of places on the learning programmes</li></ul>',
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
