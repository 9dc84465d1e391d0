import { stableId } from '../../ids.ts';
import type { SeedPage } from '../types.ts';
import { commonProblemPage, guidePage, paymentPage, serviceCenterPage } from './guides-shared.ts';
import {
  adultPrice,
  aggFromPrice,
  bundleDeal,
  buyLink,
  catalog,
  fromText,
  hkdTr,
  sessionsOf,
} from './catalog.ts';
import { imageSet, singleImage } from './media.ts';
import { block, hkd, info, mapTr, table, tr } from './text.ts';

/** Bundles shown in the table: type, its name and who comes, in each language. */
const BUNDLE_ROWS = [
  ['COUPLE', tr('二人同行|兩位成人', '二人同行|两位成人', 'Couple|Two adults')],
  ['FAMILY', tr('一家三口|兩大一小', '一家三口|两大一小', 'Family of three|Two adults, one child')],
  [
    'PARENTCHILD1A1C',
    tr(
      '親子（一大一小）|一大一小',
      '亲子（一大一小）|一大一小',
      'Parent and child|One adult, one child',
    ),
  ],
  [
    'PARENTCHILD',
    tr(
      '親子（兩大兩小）|兩大兩小',
      '亲子（两大两小）|两大两小',
      'Parents and children|Two adults, two children',
    ),
  ],
  ['FOURSOME', tr('四人同行|四位成人', '四人同行|四位成人', 'Party of four|Four adults')],
] as const;

/** The bundles of the Safari Park and Ocean Kingdom at weekday prices, from the products. */
function bundleTable() {
  const head = tr(
    '套票|人數|野生動物世界|海洋王國',
    '套票|人数|野生动物世界|海洋王国',
    'Bundle|Who|Safari Park|Ocean Kingdom',
  );
  const note = tr(
    '<p>以上為平日價格；週末、公眾假期及暑假按週末及假期價格計算。所有價格以港幣計算，三歲以下小童免費。套票須同日同行入場。</p>',
    '<p>以上为平日价格；周末、公众假期及暑假按周末及假期价格计算。所有价格以港币计算，3岁以下儿童免费。套票需同日同行入园。</p>',
    '<p>Weekday prices; weekend and holiday prices apply on weekends, public holidays and in the summer holidays. All prices in Hong Kong dollars; children under 3 go free. Everyone on a bundle enters together on the same day.</p>',
  );
  return mapTr(head, (h, lang) => {
    const rows = BUNDLE_ROWS.map(([type, label]) => [
      ...label[lang].split('|'),
      hkd(bundleDeal('GZ_SAFARI_PARK_BUNDLE', type).price),
      hkd(bundleDeal('ZH_OCEAN_KINGDOM_BUNDLE', type).price),
    ]);
    return `${table([h.split('|'), ...rows])}${note[lang]}`;
  });
}

/**
 * Group-wide pages of the home area: offers across the resorts, learning programmes, and the
 * common problems, payment and service centre pages. For the other page kinds the site falls
 * back to Guangzhou.
 */

const discount = guidePage('HOME', 'DISCOUNT', tr('集團優惠', '集团优惠', 'Group offers'), [
  block('HOME-DISCOUNT-HIGHLIGHTS', 'CAROUSEL', tr('焦點優惠', '焦点优惠', 'Featured offers'), [
    info(
      'stay-and-play',
      tr('住宿連門票套餐', '住宿连门票套餐', 'Stay and play packages'),
      fromText(
        Math.min(
          ...catalog.aggs
            .filter((a) => a.type === 'HOTEL_PACKAGE')
            .map((a) => aggFromPrice(a.code)),
        ),
      ),
      tr(
        '<p>廣州或橫琴任何一間主題酒店住一晚（含自助早餐），再加兩張樂園一日門票。</p>',
        '<p>广州或横琴任何一家主题酒店住一晚（含自助早餐），再加两张乐园一日门票。</p>',
        '<p>A night at any themed hotel in Guangzhou or Hengqin, with buffet breakfast and two park day tickets.</p>',
      ),
      { imgLink: singleImage('gz/card-hotel'), link: '/GZ/discount' },
    ),
    info(
      'weekday',
      tr('平日價格更相宜', '平日价格更实惠', 'Weekdays cost less'),
      mapTr(hkdTr(adultPrice('ZH_OCEAN_KINGDOM_DAY')), (price, lang) =>
        lang === 'en'
          ? `Ocean Kingdom adults ${price} on weekdays`
          : lang === 'zh-TW'
            ? `海洋王國平日成人 ${price}`
            : `海洋王国平日成人${price}`,
      ),
      tr(
        '<p>星期一至五（公眾假期及暑假除外）所有門票均按平日價格計算，園區人流也較少。</p>',
        '<p>周一至周五（公众假期及暑假除外）所有门票均按平日价格计算，园区人流也较少。</p>',
        '<p>From Monday to Friday, outside public holidays and the summer holidays, every ticket is sold at the weekday price, and the parks are quieter too.</p>',
      ),
      { imgLink: singleImage('zh/card-ocean'), link: buyLink('ZH_OCEAN_KINGDOM_DAY') },
    ),
    info(
      'qingyuan-opening',
      tr('清遠開幕優惠登記', '清远开业优惠登记', 'Qingyuan opening offer'),
      tr('搶先登記，開幕即享優惠', '抢先登记，开业即享优惠', 'Register now for an opening deal'),
      tr(
        '<p>註冊帳戶並同意接收推廣資訊，清遠度假酒店開放預訂時即可收到專屬優惠碼。</p>',
        '<p>注册账户并同意接收推广信息，清远度假酒店开放预订时即可收到专属优惠码。</p>',
        '<p>Create an account and opt in to promotions to receive an exclusive code when Qingyuan opens for bookings.</p>',
      ),
      { imgLink: singleImage('qy/about'), link: '/register' },
    ),
  ]),
  block(
    'HOME-DISCOUNT-OFFERS',
    'PRODUCT_CARD',
    tr('全線優惠', '全线优惠', 'Offers at every resort'),
    [
      info(
        'evening',
        tr('黃昏優惠票', '黄昏优惠票', 'Evening tickets'),
        mapTr(sessionsOf('GZ_SAFARI_PARK_EVENING'), (time, lang) =>
          lang === 'en'
            ? `30% off after ${time}`
            : lang === 'zh-TW'
              ? `${time} 後入場七折`
              : `${time}后入园七折`,
        ),
        mapTr(sessionsOf('GZ_SAFARI_PARK_EVENING'), (time, lang) =>
          lang === 'en'
            ? `<p>Evening tickets at every park in Guangzhou and Hengqin are 30% off for adults, children and seniors entering after ${time}.</p>`
            : lang === 'zh-TW'
              ? `<p>廣州及橫琴各樂園的黃昏票 ${time} 後入場，成人、小童及長者票一律七折。</p>`
              : `<p>广州及横琴各乐园的黄昏票${time}后入园，成人、儿童及长者票一律七折。</p>`,
        ),
        {
          tags: tr('黃昏,全線', '黄昏,全线', 'Evening,All resorts'),
          imgLink: singleImage('gz/study-1'),
          link: '/GZ/buy-tickets',
        },
      ),
      info(
        'seniors',
        tr('長者優惠', '长者优惠', 'Seniors'),
        tr('65 歲或以上享優惠票價', '65岁及以上享优惠票价', 'Concession prices from age 65'),
        tr(
          '<p>65 歲或以上長者可購買長者票，價格與小童票相同，並可免費借用輪椅。</p>',
          '<p>65岁及以上长者可购买长者票，价格与儿童票相同，并可免费借用轮椅。</p>',
          '<p>Visitors aged 65 and over pay the same as children and can borrow a wheelchair free of charge.</p>',
        ),
        {
          tags: tr('長者,全線', '长者,全线', 'Seniors,All resorts'),
          imgLink: singleImage('gz/card-safari'),
          link: '/GZ/buy-tickets',
        },
      ),
      info(
        'bundles',
        tr('同行套票', '同行套票', 'Group bundles'),
        tr('一起來更划算', '一起来更划算', 'Save when you come together'),
        tr(
          '<p>二人、一家三口、親子及四人同行套票，適用於各樂園及表演，詳見下方價格表。</p>',
          '<p>二人、一家三口、亲子及四人同行套票，适用于各乐园及演出，详见下方价格表。</p>',
          '<p>Bundles for couples, families of three, parents and children, and parties of four, at every park and show: see the table below.</p>',
        ),
        {
          tags: tr('套票,全線', '套票,全线', 'Bundles,All resorts'),
          imgLink: singleImage('zh/card-hotel'),
          link: '/ZH/buy-tickets',
        },
      ),
      info(
        'pass-upgrade',
        tr('門票升級年卡', '门票升级年卡', 'Upgrade your ticket to a pass'),
        tr('即日補差價', '当天补差价', 'Pay the difference on the day'),
        tr(
          '<p>入場當日到遊客服務中心補差價，即可把門票升級為年卡，全年無限次再來。</p>',
          '<p>入园当天到游客服务中心补差价，即可把门票升级为年卡，全年无限次畅玩。</p>',
          '<p>Pay the difference at Guest Services on the day of your visit and your ticket becomes an annual pass, with unlimited visits all year.</p>',
        ),
        {
          tags: tr('年卡,升級', '年卡,升级', 'Annual pass,Upgrade'),
          imgLink: singleImage('gz/pass-2'),
          // annual-card/{catalogId}: the root node of the Guangzhou annual pass page
          link: `/GZ/annual-card/${stableId('catalog', 'GZ-ANNUAL_CARD')}`,
        },
      ),
    ],
  ),
  block('HOME-DISCOUNT-BUNDLES', 'PRICE_PANEL', tr('套票價格', '套票价格', 'Bundle prices'), [
    info(
      'bundles',
      tr('套票一覽', '套票一览', 'Bundles at a glance'),
      tr(
        '一日門票，同行人數越多越划算',
        '一日门票，同行人数越多越划算',
        'One-day tickets: the more of you, the more you save',
      ),
      bundleTable(),
      { link: '/GZ/buy-tickets' },
    ),
  ]),
  block('HOME-DISCOUNT-TERMS', 'FAQ', tr('優惠條款', '优惠条款', 'Offer terms'), [
    info(
      'one-offer',
      tr('可以同時使用兩項優惠嗎？', '可以同时使用两项优惠吗？', 'Can I use two offers at once?'),
      tr('優惠價已是最終價格', '优惠价已是最终价格', 'Offer prices are final'),
      tr(
        '<p>黃昏票、套票及住宿套餐各有價格，按頁面所示價格出售，不會再疊加其他折扣。</p>',
        '<p>黄昏票、套票及住宿套餐各有价格，按页面所示价格出售，不会再叠加其他折扣。</p>',
        '<p>Evening tickets, bundles and packages each have their own price, sold as shown; no further discount is added on top.</p>',
      ),
    ),
    info(
      'proof',
      tr(
        '小童及長者要帶甚麼證明？',
        '儿童和长者需要带什么证明？',
        'What proof do children and seniors need?',
      ),
      tr('入場時出示正本', '入园时出示原件', 'Show the original at the gate'),
      tr(
        '<p>小童及長者請帶備顯示出生日期的身份證明文件正本。未能出示者須於閘口補回差價。</p>',
        '<p>儿童和长者请携带显示出生日期的身份证件原件。无法出示的需在闸口补差价。</p>',
        '<p>Children and seniors need an original ID showing their date of birth. Without it, the difference is charged at the gate.</p>',
      ),
    ),
  ]),
]);

const studyFurther = guidePage(
  'HOME',
  'STUDY_FURTHER',
  tr('研學活動', '研学活动', 'Learning programmes'),
  [
    block('HOME-STUDY-INTRO', 'ABOUT_CARD', tr('走出課室', '走出课堂', 'Beyond the classroom'), [
      info(
        'intro',
        tr('在動物和海洋身邊學習', '在动物和海洋身边学习', 'Learning next to animals and the sea'),
        tr('每年接待十萬名學生', '每年接待10万名学生', '100,000 students a year'),
        tr(
          '<p>我們的研學活動由飼養員、獸醫和海洋生物學家親自帶領，讓小朋友在真實的環境中認識動物、海洋和保育。</p><p>所有課程均按年齡設計，並提供粵語、普通話及英語版本。</p>',
          '<p>我们的研学活动由饲养员、兽医和海洋生物学家亲自带领，让孩子在真实的环境中认识动物、海洋和保护工作。</p><p>所有课程均按年龄设计，并提供粤语、普通话及英语版本。</p>',
          '<p>Our learning programmes are led by keepers, vets and marine biologists, so children discover animals, the ocean and conservation in the real world.</p><p>Every programme is designed for its age group and runs in Cantonese, Mandarin or English.</p>',
        ),
        { imgLink: singleImage('gz/study-1') },
      ),
    ]),
    block(
      'HOME-STUDY-PROGRAMMES',
      'ARTICLE_BOX',
      tr('三大度假區的課程', '三大度假区的课程', 'Programmes at each resort'),
      [
        info(
          'safari',
          tr('廣州：野生動物學堂', '广州：野生动物学堂', 'Guangzhou: the safari school'),
          tr('小小飼養員及夜宿營', '小小饲养员及夜宿营', 'Keeper for a day and night camps'),
          tr(
            '<p>跟隨飼養員準備動物早餐，或在草原營地過一夜，看長頸鹿清晨出舍。</p>',
            '<p>跟随饲养员准备动物早餐，或在草原营地过一夜，看长颈鹿清晨出舍。</p>',
            '<p>Help the keepers prepare the animals’ breakfast, or spend a night on the savanna and watch the giraffes head out at dawn.</p>',
          ),
          { imgLink: singleImage('gz/study-2'), link: '/GZ/study-further' },
        ),
        info(
          'ocean',
          tr('橫琴：海洋學堂', '横琴：海洋学堂', 'Hengqin: the ocean school'),
          tr('實驗室與珊瑚育苗室', '实验室与珊瑚育苗室', 'The lab and the coral nursery'),
          tr(
            '<p>用顯微鏡觀察浮游生物、記錄珊瑚生長，或在極地館旁的玻璃帳篷過夜。</p>',
            '<p>用显微镜观察浮游生物、记录珊瑚生长，或在极地馆旁的玻璃帐篷过夜。</p>',
            '<p>Study plankton under the microscope, record coral growth or sleep in a glass tent beside the penguins.</p>',
          ),
          { imgLink: singleImage('zh/study-1'), link: '/ZH/study-further' },
        ),
        info(
          'forest',
          tr('清遠：森林自然學堂', '清远：森林自然学堂', 'Qingyuan: the forest school'),
          tr('開幕後推出', '开业后推出', 'Coming with the opening'),
          tr(
            '<p>在松林裡認識昆蟲和雀鳥，晚上到星空營地看星。課程詳情將於開幕前公佈。</p>',
            '<p>在松林里认识昆虫和鸟类，晚上到星空营地观星。课程详情将在开业前公布。</p>',
            '<p>Meet the insects and birds of the pine forest and look at the stars from the camp at night. Details will be announced before opening.</p>',
          ),
          { imgLink: singleImage('qy/gallery-2'), link: '/QY' },
        ),
      ],
    ),
    block('HOME-STUDY-IMAGES', 'IMAGE_BOX', tr('課堂花絮', '课堂花絮', 'In the classroom'), [
      info(
        'moments',
        tr('研學活動花絮', '研学活动花絮', 'Learning moments'),
        tr('由草原到海底', '从草原到海底', 'From the savanna to the sea floor'),
        tr(
          '<p>小朋友的好奇心，是最好的老師。</p>',
          '<p>孩子的好奇心，是最好的老师。</p>',
          '<p>Curiosity is the best teacher.</p>',
        ),
        { imgLink: imageSet(['gz/study-1', 'gz/study-3', 'zh/study-2', 'zh/study-3']) },
      ),
    ]),
    block('HOME-STUDY-JUMP', 'TITLE_JUMP', tr('快速連結', '快速链接', 'Quick links'), [
      info(
        'gz',
        tr('廣州研學活動', '广州研学活动', 'Guangzhou programmes'),
        tr('野生動物與馬戲', '野生动物与马戏', 'Animals and the circus'),
        tr('<p>野生動物與馬戲。</p>', '<p>野生动物与马戏。</p>', '<p>Animals and the circus.</p>'),
        { link: '/GZ/study-further' },
      ),
      info(
        'zh',
        tr('橫琴研學活動', '横琴研学活动', 'Hengqin programmes'),
        tr('海洋與極地', '海洋与极地', 'The ocean and the poles'),
        tr('<p>海洋與極地。</p>', '<p>海洋与极地。</p>', '<p>The ocean and the poles.</p>'),
        { link: '/ZH/study-further' },
      ),
      info(
        'contact',
        tr('學校團體查詢', '学校团体咨询', 'School enquiries'),
        tr('服務中心', '服务中心', 'Service centre'),
        tr('<p>服務中心。</p>', '<p>服务中心。</p>', '<p>Service centre.</p>'),
        { link: '/home/service-center' },
      ),
    ]),
    block('HOME-STUDY-SCHOOLS', 'VISITOR_GUIDE', tr('學校團體', '学校团体', 'School groups'), [
      info(
        'booking',
        tr('學校團體預約', '学校团体预约', 'Booking for schools'),
        tr('十五人以上，提前兩星期', '15人以上，提前两周', 'Fifteen or more, two weeks ahead'),
        tr(
          `<p>學校團體可預約導賞及配套工作紙，請最少提前兩星期致電團體預約熱線 <a href="tel:+85236188000">+852 3618 8000</a>（按 3 字）。</p>${table(
            [
              ['人數', '每位學生', '老師'],
              ['15–39 人', 'HK$ 180', '每十位學生一位免費'],
              ['40 人或以上', 'HK$ 150', '每八位學生一位免費'],
            ],
          )}`,
          `<p>学校团体可预约讲解及配套学习单，请至少提前两周致电团体预约热线 <a href="tel:+85236188000">+852 3618 8000</a>（按3）。</p>${table(
            [
              ['人数', '每位学生', '老师'],
              ['15–39人', 'HK$ 180', '每10位学生一位免费'],
              ['40人及以上', 'HK$ 150', '每8位学生一位免费'],
            ],
          )}`,
          `<p>Schools can book guided tours with worksheets; call the group bookings line on <a href="tel:+85236188000">+852 3618 8000</a> (option 3) at least two weeks ahead.</p>${table(
            [
              ['Group size', 'Per student', 'Teachers'],
              ['15–39', 'HK$ 180', 'One free per ten students'],
              ['40 or more', 'HK$ 150', 'One free per eight students'],
            ],
          )}`,
        ),
      ),
    ]),
  ],
);

/** The common problems of the home area: the shared questions plus account questions. */
function commonProblems(): SeedPage {
  const page = commonProblemPage('HOME');
  const account = block(
    'HOME-PROBLEM-ACCOUNT',
    'FAQ',
    tr('帳戶與登入', '账户与登录', 'Account and login'),
    [
      info(
        'one-account',
        tr(
          '一個帳戶可以用於所有度假區嗎？',
          '一个账户可以用于所有度假区吗？',
          'Does one account work at every resort?',
        ),
        tr('可以', '可以', 'Yes'),
        tr(
          '<p>可以。同一個帳戶可以預訂廣州、橫琴及日後清遠的所有產品，訂單都會顯示在<a href="/user/order">我的訂單</a>。</p>',
          '<p>可以。同一个账户可以预订广州、横琴及日后清远的所有产品，订单都会显示在<a href="/user/order">我的订单</a>。</p>',
          '<p>Yes. One account books everything in Guangzhou, Hengqin and, later, Qingyuan, and every order appears in <a href="/user/order">my orders</a>.</p>',
        ),
      ),
      info(
        'logged-out',
        tr('為甚麼我被自動登出？', '为什么我被自动退出登录？', 'Why was I logged out?'),
        tr(
          '閒置三十分鐘或在其他裝置登入',
          '闲置30分钟或在其他设备登录',
          'Thirty minutes idle, or a login elsewhere',
        ),
        tr(
          '<p>為保障帳戶安全，閒置超過 <strong>30 分鐘</strong>會自動登出；在另一部裝置登入時，原本的裝置亦會登出。重新登入即可繼續。</p>',
          '<p>为保障账户安全，闲置超过<strong>30分钟</strong>会自动退出登录；在另一台设备登录时，原设备也会退出登录。重新登录即可继续。</p>',
          '<p>To keep your account safe, you are logged out after <strong>30 minutes</strong> without activity, and logging in on another device logs out the first one. Just log in again to carry on.</p>',
        ),
      ),
      info(
        'forgot',
        tr('忘記密碼怎麼辦？', '忘记密码怎么办？', 'I forgot my password'),
        tr('用電郵重設', '通过邮箱重置', 'Reset it by e-mail'),
        tr(
          '<p>在登入頁按「忘記密碼」，輸入註冊電郵後會收到驗證碼，驗證碼五分鐘內有效。</p>',
          '<p>在登录页点击“忘记密码”，输入注册邮箱后会收到验证码，验证码5分钟内有效。</p>',
          '<p>Press “forgot password” on the login page and enter your e-mail; the code we send is valid for five minutes.</p>',
        ),
        { link: '/forget-password' },
      ),
    ],
  );
  return { ...page, blocks: [account, ...page.blocks] };
}

export const homeGuidePages: SeedPage[] = [
  discount,
  studyFurther,
  commonProblems(),
  paymentPage('HOME'),
  serviceCenterPage('HOME'),
];
