import { stableId } from '../../ids.ts';
import type { SeedPage } from '../types.ts';
import { commonProblemPage, guidePage, paymentPage, serviceCenterPage } from './guides-shared.ts';
import { imageSet, singleImage } from './media.ts';
import { block, info, table, tr } from './text.ts';

/**
 * Group-wide pages of the home area: offers across the resorts, learning programmes, and the
 * common problems, payment and service centre pages. For the other page kinds the site falls
 * back to Guangzhou.
 */

const discount = guidePage('HOME', 'DISCOUNT', tr('集團優惠', '集团优惠', 'Group offers'), [
  block('HOME-DISCOUNT-HIGHLIGHTS', 'CAROUSEL', tr('焦點優惠', '焦点优惠', 'Featured offers'), [
    info(
      'grand-tour',
      tr('雙城四日遊', '双城四日游', 'Two resorts in four days'),
      tr('廣州 + 橫琴，門票 8 折', '广州+横琴，门票8折', 'Guangzhou and Hengqin, 20% off tickets'),
      tr(
        '<p>同一張訂單預訂廣州及橫琴兩個度假區的門票，全部門票即享 8 折。</p>',
        '<p>同一个订单预订广州及横琴两个度假区的门票，全部门票即享8折。</p>',
        '<p>Book tickets for both Guangzhou and Hengqin in one order and take 20% off them all.</p>',
      ),
      { imgLink: singleImage('gz/card-combo'), link: '/GZ/buy-tickets' },
    ),
    info(
      'weekday',
      tr('平日親子遊', '平日亲子游', 'Weekday family days'),
      tr('星期一至四小童半價', '周一至周四儿童半价', 'Children half price, Monday to Thursday'),
      tr(
        '<p>非公眾假期的星期一至四，每位成人可帶一位 3–11 歲小童半價入場。</p>',
        '<p>非法定节假日的周一至周四，每位成人可带一位3–11岁儿童半价入园。</p>',
        '<p>On Mondays to Thursdays outside public holidays, each adult can bring one child aged 3–11 at half price.</p>',
      ),
      { imgLink: singleImage('zh/card-ocean'), link: '/ZH/buy-tickets' },
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
        'student',
        tr('學生優惠', '学生优惠', 'Student discount'),
        tr('全日制學生 85 折', '全日制学生85折', '15% off for full-time students'),
        tr(
          '<p>12 歲或以上的全日制學生購買成人門票可享 85 折，入場時須出示有效學生證。</p>',
          '<p>12岁及以上的全日制学生购买成人门票可享85折，入园时需出示有效学生证。</p>',
          '<p>Full-time students aged 12 and over get 15% off adult tickets; show a valid student card at the gate.</p>',
        ),
        {
          tags: tr('學生,全線', '学生,全线', 'Students,All resorts'),
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
        'hotel-combo',
        tr('酒店連住優惠', '酒店连住优惠', 'Longer hotel stays'),
        tr(
          '連住三晚，第三晚半價',
          '连住三晚，第三晚半价',
          'Stay three nights, the third at half price',
        ),
        tr(
          '<p>適用於廣州及橫琴五間主題酒店，週日至週四入住。</p>',
          '<p>适用于广州及横琴五家主题酒店，周日至周四入住。</p>',
          '<p>At all five themed hotels in Guangzhou and Hengqin, for stays starting Sunday to Thursday.</p>',
        ),
        {
          tags: tr('酒店,全線', '酒店,全线', 'Hotel,All resorts'),
          imgLink: singleImage('zh/card-hotel'),
          link: '/ZH/buy-hotel',
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
      tr(
        `${table([
          ['套票', '人數', '野生動物世界', '海洋王國'],
          ['二人同行', '兩位成人', 'HK$ 810', 'HK$ 858'],
          ['一家三口', '兩大一小', 'HK$ 1,080', 'HK$ 1,180'],
          ['親子（一大一小）', '一大一小', 'HK$ 680', 'HK$ 720'],
          ['親子（兩大兩小）', '兩大兩小', 'HK$ 1,380', 'HK$ 1,480'],
          ['四人同行', '四位成人', 'HK$ 1,560', 'HK$ 1,680'],
        ])}<p>所有價格以港幣計算，三歲以下小童免費。套票須同日同行入場。</p>`,
        `${table([
          ['套票', '人数', '野生动物世界', '海洋王国'],
          ['二人同行', '两位成人', 'HK$ 810', 'HK$ 858'],
          ['一家三口', '两大一小', 'HK$ 1,080', 'HK$ 1,180'],
          ['亲子（一大一小）', '一大一小', 'HK$ 680', 'HK$ 720'],
          ['亲子（两大两小）', '两大两小', 'HK$ 1,380', 'HK$ 1,480'],
          ['四人同行', '四位成人', 'HK$ 1,560', 'HK$ 1,680'],
        ])}<p>所有价格以港币计算，3岁以下儿童免费。套票需同日同行入园。</p>`,
        `${table([
          ['Bundle', 'Who', 'Safari Park', 'Ocean Kingdom'],
          ['Couple', 'Two adults', 'HK$ 810', 'HK$ 858'],
          ['Family of three', 'Two adults, one child', 'HK$ 1,080', 'HK$ 1,180'],
          ['Parent and child', 'One adult, one child', 'HK$ 680', 'HK$ 720'],
          ['Parents and children', 'Two adults, two children', 'HK$ 1,380', 'HK$ 1,480'],
          ['Party of four', 'Four adults', 'HK$ 1,560', 'HK$ 1,680'],
        ])}<p>All prices in Hong Kong dollars; children under 3 go free. Everyone on a bundle enters together on the same day.</p>`,
      ),
      { link: '/GZ/buy-tickets' },
    ),
  ]),
  block('HOME-DISCOUNT-TERMS', 'FAQ', tr('優惠條款', '优惠条款', 'Offer terms'), [
    info(
      'one-offer',
      tr('可以同時使用兩項優惠嗎？', '可以同时使用两项优惠吗？', 'Can I use two offers at once?'),
      tr('每張訂單一項', '每个订单一项', 'One per order'),
      tr(
        '<p>每張訂單只可使用一項優惠；系統會自動為您選擇最划算的一項。</p>',
        '<p>每个订单只能使用一项优惠；系统会自动为您选择最划算的一项。</p>',
        '<p>Each order can use one offer, and we automatically apply the one that saves you most.</p>',
      ),
    ),
    info(
      'proof',
      tr(
        '學生及長者要帶甚麼證明？',
        '学生和长者需要带什么证明？',
        'What proof do students and seniors need?',
      ),
      tr('入場時出示正本', '入园时出示原件', 'Show the original at the gate'),
      tr(
        '<p>學生請帶備有效學生證，長者請帶備顯示出生日期的身份證明文件。未能出示者須於閘口補回差價。</p>',
        '<p>学生请携带有效学生证，长者请携带显示出生日期的身份证件。无法出示的需在闸口补差价。</p>',
        '<p>Students need a valid student card and seniors an ID showing their date of birth. Without it, the difference is charged at the gate.</p>',
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
          `<p>學校團體可預約導賞及配套工作紙，請最少提前兩星期電郵 <a href="mailto:education@wonderland.example">education@wonderland.example</a>。</p>${table(
            [
              ['人數', '每位學生', '老師'],
              ['15–39 人', 'HK$ 180', '每十位學生一位免費'],
              ['40 人或以上', 'HK$ 150', '每八位學生一位免費'],
            ],
          )}`,
          `<p>学校团体可预约讲解及配套学习单，请至少提前两周发邮件至 <a href="mailto:education@wonderland.example">education@wonderland.example</a>。</p>${table(
            [
              ['人数', '每位学生', '老师'],
              ['15–39人', 'HK$ 180', '每10位学生一位免费'],
              ['40人及以上', 'HK$ 150', '每8位学生一位免费'],
            ],
          )}`,
          `<p>Schools can book guided tours with worksheets; e-mail <a href="mailto:education@wonderland.example">education@wonderland.example</a> at least two weeks ahead.</p>${table(
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
