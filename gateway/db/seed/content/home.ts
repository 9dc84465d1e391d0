import type { SeedPage } from '../types.ts';
import { imageSet, singleImage } from './media.ts';
import { bannerBlock, clipText, CTA, DEMO_CLIP } from './banners.ts';
import {
  adultsFrom,
  aggFromPrice,
  buyLink,
  fromPrice,
  fromText,
  packageLink,
  sessionsLine,
  showTimes,
} from './catalog.ts';
import { consultingBlock, poiIntroBlock, poiSwiperBlock } from './shared.ts';
import { block, info, mapTr, tr } from './text.ts';

/** The home area (regionCode ''): its index page and the group honours page. */

const homeIndex: SeedPage = {
  code: 'HOME-INDEX',
  type: 'INDEX',
  poiCode: 'HOME',
  regionCode: '',
  name: tr('奇境度假集團', '奇境度假集团', 'Wonderland Resorts'),
  desc: tr(
    '廣州、橫琴、清遠三大度假區',
    '广州、横琴、清远三大度假区',
    'Three resorts: Guangzhou, Hengqin and Qingyuan',
  ),
  blocks: [
    bannerBlock('HOME-INDEX-BANNER', tr('首頁橫額', '首页横幅', 'Home banner'), [
      {
        key: 'three-resorts',
        picture: 'home/banner-1',
        headline: tr(
          '三大度假區，無限驚喜',
          '三大度假区，无限惊喜',
          'Three resorts, endless wonder',
        ),
        subline: tr('廣州・橫琴・清遠', '广州・横琴・清远', 'Guangzhou · Hengqin · Qingyuan'),
        alt: tr(
          '夕陽下，長頸鹿在金合歡樹之間漫步。',
          '夕阳下，长颈鹿在金合欢树之间漫步。',
          'Giraffes walking among acacia trees at sunset.',
        ),
        cta: { label: tr('探索廣州奇境', '探索广州奇境', 'Explore Guangzhou'), href: '/GZ' },
      },
      {
        key: 'film',
        picture: { video: DEMO_CLIP.mp4 },
        headline: clipText.headline,
        subline: tr(
          '由草原日落到海上煙花',
          '从草原日落到海上烟花',
          'From savanna sunsets to fireworks over the sea',
        ),
        alt: clipText.alt,
        cta: { label: CTA.offers, href: '/home/discount' },
      },
      {
        key: 'whale-sharks',
        picture: 'home/banner-2',
        headline: tr('與鯨鯊相遇', '与鲸鲨相遇', 'Meet the whale sharks'),
        subline: tr('橫琴海洋王國', '横琴海洋王国', 'Ocean Kingdom, Hengqin'),
        alt: tr(
          '鯨鯊在藍色海水中游過，海豚躍出水面。',
          '鲸鲨在蓝色海水中游过，海豚跃出水面。',
          'A whale shark glides through blue water as a dolphin leaps above it.',
        ),
        cta: { label: tr('探索橫琴奇境', '探索横琴奇境', 'Explore Hengqin'), href: '/ZH' },
      },
      {
        key: 'circus',
        picture: 'home/banner-3',
        headline: tr('馬戲之夜', '马戏之夜', 'A night at the circus'),
        subline: tr(
          '廣州奇境國際大馬戲',
          '广州奇境国际大马戏',
          'Wonderland International Circus, Guangzhou',
        ),
        alt: tr(
          '夜空下，射燈照亮紅白相間的馬戲帳篷。',
          '夜空下，射灯照亮红白相间的马戏帐篷。',
          'Searchlights over the red-and-white big top at night.',
        ),
        cta: { label: CTA.buyTickets, href: '/GZ/buy-tickets' },
      },
      {
        key: 'qingyuan',
        picture: 'home/banner-4',
        headline: tr('清遠，即將開幕', '清远，即将开业', 'Qingyuan is coming'),
        subline: tr(
          '山谷裡的森林溫泉度假區',
          '山谷里的森林温泉度假区',
          'A forest and hot-spring resort in the hills',
        ),
        alt: tr(
          '晨霧籠罩的山谷裡，溫泉冒著熱氣。',
          '晨雾笼罩的山谷里，温泉冒着热气。',
          'A steaming hot spring in a misty valley.',
        ),
        cta: { label: tr('了解清遠', '了解清远', 'About Qingyuan'), href: '/QY' },
      },
    ]),
    block('HOME-INDEX-ABOUT', 'ABOUT_CARD', tr('關於我們', '关于我们', 'About us'), [
      info(
        'group',
        tr(
          '二十五年，只為一家人的快樂時光',
          '25年，只为一家人的快乐时光',
          'Twenty-five years of family days out',
        ),
        tr('由一座野生動物園開始', '从一座野生动物园开始', 'It started with one safari park'),
        tr(
          '<p>奇境度假集團於 1999 年在廣州開設第一座野生動物園，今天已發展成橫跨<strong>廣州</strong>、<strong>橫琴</strong>和<strong>清遠</strong>的三大度假區，每年接待超過三千萬人次。</p><p>我們相信好的假期要讓大人和小朋友都玩得盡興，同時尊重動物和自然。集團旗下所有動物園區均通過國際動物福利認證，並參與大熊貓及鯨鯊的保育研究。</p>',
          '<p>奇境度假集团于1999年在广州开设第一座野生动物园，如今已发展成横跨<strong>广州</strong>、<strong>横琴</strong>和<strong>清远</strong>的三大度假区，每年接待游客超过3000万人次。</p><p>我们相信好的假期要让大人和孩子都玩得尽兴，同时尊重动物和自然。集团旗下所有动物园区均通过国际动物福利认证，并参与大熊猫和鲸鲨的保护研究。</p>',
          '<p>Wonderland Resorts opened its first safari park in Guangzhou in 1999. Today it runs three resort areas, in <strong>Guangzhou</strong>, <strong>Hengqin</strong> and <strong>Qingyuan</strong>, welcoming more than thirty million visits a year.</p><p>We believe a good holiday should delight grown-ups and children alike while respecting animals and nature. All our animal parks hold international animal-welfare accreditation and take part in giant panda and whale shark conservation research.</p>',
        ),
        { imgLink: singleImage('home/about'), link: '/home/group-Honor' },
      ),
    ]),
    poiIntroBlock('HOME-INDEX-POI', tr('精選景點', '精选景点', 'Where to go'), [
      'GZ_SAFARI_PARK',
      'GZ_HAPPY_LAND',
      'GZ_WATER_PARK',
      'GZ_CIRCUS',
      'ZH_OCEAN_KINGDOM',
      'ZH_MARINE_SCIENCE',
      'ZH_OCEAN_NIGHT_SHOW',
      'ZH_MARINE_SPECTACULAR',
      'QY_FOREST_RESORT',
    ]),
    poiSwiperBlock('HOME-INDEX-HOTELS', tr('主題酒店', '主题酒店', 'Stay with us'), [
      'GZ_SAFARI_HOTEL',
      'GZ_PANDA_HOTEL',
      'GZ_CIRCUS_HOTEL',
      'ZH_OCEAN_HOTEL',
      'ZH_PENGUIN_HOTEL',
      'QY_FOREST_RESORT',
    ]),
    // prices come from the products and packages sold (./catalog.ts)
    block('HOME-INDEX-PRODUCTS', 'PRODUCT_CARD', tr('人氣產品', '人气产品', 'Popular picks'), [
      info(
        'gz-park-show',
        tr(
          '野生動物世界連國際大馬戲',
          '野生动物世界连国际大马戏',
          'Safari Park and the circus in one day',
        ),
        fromText(aggFromPrice('GZ_PARK_SHOW')),
        tr(
          '<p>日間乘小火車看長頸鹿，晚上到大帳篷看馬戲：一張野生動物世界一日門票連一張馬戲門票。</p>',
          '<p>白天乘小火车看长颈鹿，晚上到大帐篷看马戏：一张野生动物世界一日门票连一张马戏门票。</p>',
          '<p>Giraffes from the safari train by day, the big top by night: a Safari Park day ticket and a circus ticket together.</p>',
        ),
        {
          tags: tr('熱賣,一日遊', '热卖,一日游', 'Hot,Day out'),
          imgLink: singleImage('gz/card-safari'),
          link: packageLink('GZ_PARK_SHOW'),
        },
      ),
      info(
        'zh-ocean-day',
        tr('海洋王國一日門票', '海洋王国一日门票', 'Ocean Kingdom day ticket'),
        adultsFrom('ZH_OCEAN_KINGDOM_DAY'),
        tr(
          '<p>慢慢看鯨鯊、北極熊和白鯨，晚上留下來看<strong>海洋之夜</strong>煙花。</p>',
          '<p>慢慢看鲸鲨、北极熊和白鲸，晚上留下来看<strong>海洋之夜</strong>烟花。</p>',
          '<p>Take your time with the whale sharks, polar bears and belugas, and stay on for the <strong>Ocean Nights</strong> fireworks.</p>',
        ),
        {
          tags: tr('熱賣,親子', '热卖,亲子', 'Hot,Family'),
          imgLink: singleImage('zh/card-ocean'),
          link: buyLink('ZH_OCEAN_KINGDOM_DAY'),
        },
      ),
      info(
        'gz-circus',
        tr('國際大馬戲', '国际大马戏', 'International Circus'),
        fromText(fromPrice('GZ_CIRCUS_SHOW')),
        showTimes('GZ_CIRCUS_SHOW'),
        {
          tags: tr('晚間,必看', '夜场,必看', 'Evening,Must-see'),
          imgLink: singleImage('gz/card-circus'),
          link: buyLink('GZ_CIRCUS_SHOW'),
        },
      ),
      info(
        'zh-hotel-package',
        tr('海洋酒店住宿連門票套餐', '海洋酒店住宿连门票套餐', 'Ocean Hotel stay and play package'),
        fromText(aggFromPrice('ZH_OCEAN_HOTEL_PACKAGE')),
        tr(
          '<p>一晚標準客房（含自助早餐）連兩張海洋王國一日門票。</p>',
          '<p>一晚标准客房（含自助早餐）连两张海洋王国一日门票。</p>',
          '<p>A night in a standard room with buffet breakfast and two Ocean Kingdom day tickets.</p>',
        ),
        {
          tags: tr('酒店,套餐', '酒店,套餐', 'Hotel,Package'),
          imgLink: singleImage('zh/card-hotel'),
          link: packageLink('ZH_OCEAN_HOTEL_PACKAGE'),
        },
      ),
    ]),
    block('HOME-INDEX-CAROUSEL', 'CAROUSEL', tr('最新推介', '最新推荐', 'What’s on'), [
      info(
        'summer',
        tr('水上樂園夏夜派對', '水上乐园夏夜派对', 'Summer night parties at Splash Bay'),
        tr('七、八月逢星期六', '7、8月每周六', 'Saturdays in July and August'),
        tr(
          '<p>DJ 打碟、泡泡雨和夜光滑水道，日間門票可玩到派對結束。</p>',
          '<p>DJ打碟、泡泡雨和夜光滑道，日间门票可以玩到派对结束。</p>',
          '<p>DJ sets, bubble showers and glow-in-the-dark slides; your day ticket lasts until the party ends.</p>',
        ),
        { imgLink: singleImage('gz/card-water'), link: buyLink('GZ_WATER_PARK_DAY') },
      ),
      info(
        'ocean-nights',
        tr('海洋之夜全新終章', '海洋之夜全新终章', 'A new finale for Ocean Nights'),
        sessionsLine('ZH_OCEAN_NIGHT_SHOW_SHOW'),
        mapTr(fromText(fromPrice('ZH_OCEAN_NIGHT_SHOW_SHOW')), (from, lang) =>
          lang === 'en'
            ? `<p>A hundred more high-altitude shells; grandstand seats ${from.charAt(0).toLowerCase()}${from.slice(1)}.</p>`
            : lang === 'zh-TW'
              ? `<p>新增一百發高空煙花，看台座位 ${from}。</p>`
              : `<p>新增100发高空烟花，看台座位${from}。</p>`,
        ),
        { imgLink: singleImage('zh/card-show'), link: buyLink('ZH_OCEAN_NIGHT_SHOW_SHOW') },
      ),
      info(
        'qingyuan',
        tr('清遠度假區即將開幕', '清远度假区即将开业', 'Qingyuan is coming soon'),
        tr('登記以獲取開幕優惠', '登记领取开业优惠', 'Register for the opening offer'),
        tr(
          '<p>森林、溫泉與星空，搶先登記收取最新消息。</p>',
          '<p>森林、温泉与星空，抢先登记获取最新消息。</p>',
          '<p>Forest, hot springs and starry skies: register now for the latest news.</p>',
        ),
        { imgLink: singleImage('qy/about'), link: '/QY' },
      ),
    ]),
    block(
      'HOME-INDEX-IMAGES',
      'IMAGE_BOX',
      tr('三大度假區一覽', '三大度假区一览', 'The three resorts at a glance'),
      [
        info(
          'areas',
          tr('由山林到大海', '从山林到大海', 'From the hills to the sea'),
          tr('廣州、橫琴、清遠', '广州、横琴、清远', 'Guangzhou, Hengqin, Qingyuan'),
          tr(
            '<p>廣州以動物和機動遊戲為主，橫琴是海洋世界，清遠則是山林溫泉。</p>',
            '<p>广州以动物和游乐设施为主，横琴是海洋世界，清远则是山林温泉。</p>',
            '<p>Guangzhou is animals and rides, Hengqin is the ocean, and Qingyuan will be forest and hot springs.</p>',
          ),
          { imgLink: imageSet(['gz/gallery-1', 'gz/gallery-3', 'zh/gallery-1', 'qy/gallery-2']) },
        ),
      ],
    ),
    block('HOME-INDEX-NEWS', 'ARTICLE_BOX', tr('最新消息', '最新消息', 'News'), [
      info(
        'dolphin-calf',
        tr(
          '海洋王國迎來今年第一隻海豚寶寶',
          '海洋王国迎来今年第一只海豚宝宝',
          'Ocean Kingdom welcomes its first dolphin calf of the year',
        ),
        tr(
          '母子平安，暫於後場休養',
          '母子平安，暂在后场休养',
          'Mother and calf are doing well behind the scenes',
        ),
        tr(
          '<p>海豚灣的瓶鼻海豚「珍珠」於上月誕下一隻雌性寶寶，體重約十五公斤。獸醫團隊二十四小時監察，母子預計兩個月後與公眾見面。</p><p>大家可於海豚灣的直播屏幕上看到牠們的最新情況。</p>',
          '<p>海豚湾的宽吻海豚“珍珠”上月产下一只雌性宝宝，体重约15公斤。兽医团队24小时监护，母子预计两个月后与公众见面。</p><p>大家可以在海豚湾的直播屏幕上看到它们的最新情况。</p>',
          '<p>Pearl, a bottlenose dolphin at Dolphin Bay, gave birth to a female calf weighing about fifteen kilograms last month. The vet team is watching them around the clock, and the pair should meet visitors in about two months.</p><p>Until then, follow them on the live screens at Dolphin Bay.</p>',
        ),
        { imgLink: singleImage('home/news-1') },
      ),
      info(
        'fireworks',
        tr('海洋之夜換上全新終章', '海洋之夜换上全新终章', 'Ocean Nights gets a brand-new finale'),
        tr('新增一百發高空煙花', '新增100发高空烟花', 'A hundred more shells in the sky'),
        tr(
          '<p>由本月起，海洋之夜的最後三分鐘改為全新編排，煙花高度提升至二百米，配合水幕上的鯨鯊動畫。</p>',
          '<p>从本月起，海洋之夜的最后三分钟改为全新编排，烟花高度提升至200米，配合水幕上的鲸鲨动画。</p>',
          '<p>From this month, the last three minutes of Ocean Nights are newly choreographed, with shells bursting at two hundred metres above an animated whale shark on the water screen.</p>',
        ),
        { imgLink: singleImage('home/news-2') },
      ),
      info(
        'qingyuan-topping-out',
        tr('清遠度假區主樓平頂', '清远度假区主楼封顶', 'Qingyuan resort tops out'),
        tr('工程進入內部裝修階段', '工程进入室内装修阶段', 'Work moves on to the interiors'),
        tr(
          '<p>清遠森林溫泉度假酒店主樓已順利平頂，溫泉水質亦通過檢測。<a href="/QY">按此登記</a>，第一時間收到開幕消息。</p>',
          '<p>清远森林温泉度假酒店主楼已顺利封顶，温泉水质也通过了检测。<a href="/QY">点此登记</a>，第一时间收到开业消息。</p>',
          '<p>The main building of the Qingyuan Forest Hot Spring Resort has topped out and the spring water has passed its tests. <a href="/QY">Register here</a> to hear the opening news first.</p>',
        ),
        { imgLink: singleImage('home/news-3') },
      ),
    ]),
    block(
      'HOME-INDEX-FAQ',
      'FAQ',
      tr('常見問題', '常见问题', 'Frequently asked questions'),
      homeFaq(),
    ),
    consultingBlock('HOME-INDEX-CONSULT', 'home'),
  ],
};

function homeFaq() {
  return [
    info(
      'which-resort',
      tr(
        '第一次去，應該選哪個度假區？',
        '第一次去，应该选哪个度假区？',
        'First visit: which resort should we choose?',
      ),
      tr('視乎家人的喜好', '看家人的喜好', 'It depends on what your family loves'),
      tr(
        '<p>喜歡動物和機動遊戲，選<a href="/GZ">廣州</a>；想看鯨鯊和海洋動物，選<a href="/ZH">橫琴</a>。兩地車程約兩小時，不少家庭會安排四至五天一次過遊覽。</p>',
        '<p>喜欢动物和游乐设施，选<a href="/GZ">广州</a>；想看鲸鲨和海洋动物，选<a href="/ZH">横琴</a>。两地车程约2小时，不少家庭会安排4至5天一次玩遍。</p>',
        '<p>For animals and rides, choose <a href="/GZ">Guangzhou</a>; for whale sharks and sea life, choose <a href="/ZH">Hengqin</a>. They are about two hours apart by road, and many families see both in four or five days.</p>',
      ),
    ),
    info(
      'documents',
      tr(
        '由香港出發需要甚麼證件？',
        '从香港出发需要什么证件？',
        'What documents do I need from Hong Kong?',
      ),
      tr('回鄉證或有效簽證', '回乡证或有效签证', 'A Home Return Permit or a valid visa'),
      tr(
        '<p>香港居民須持有效的<strong>港澳居民來往內地通行證</strong>（回鄉證）；外國旅客須持有效護照及中國簽證，或符合免簽入境資格。入園時須出示與訂單相同的證件。</p>',
        '<p>香港居民需持有效的<strong>港澳居民来往内地通行证</strong>；外国游客需持有效护照及中国签证，或符合免签入境条件。入园时需出示与订单一致的证件。</p>',
        '<p>Hong Kong residents need a valid <strong>Mainland Travel Permit for Hong Kong and Macao Residents</strong> (Home Return Permit). Other visitors need a passport with a Chinese visa, or must qualify for visa-free entry. Bring the same document you booked with: it is checked at the gate.</p>',
      ),
    ),
    info(
      'e-ticket',
      tr('門票是電子票嗎？', '门票是电子票吗？', 'Are tickets electronic?'),
      tr('憑二維碼或證件入場', '凭二维码或证件入园', 'Enter with a QR code or your ID'),
      tr(
        '<p>是。付款成功後，電子憑證會發送到您的電郵，亦可在<a href="/user/order">我的訂單</a>下載，入場時掃描二維碼或直接刷證件即可。</p>',
        '<p>是。支付成功后，电子凭证会发送到您的邮箱，也可以在<a href="/user/order">我的订单</a>下载，入园时扫描二维码或直接刷证件即可。</p>',
        '<p>Yes. Once you have paid, the e-voucher is e-mailed to you and can be downloaded from <a href="/user/order">my orders</a>; scan its QR code or your ID at the gate.</p>',
      ),
    ),
    info(
      'infants',
      tr('小朋友要買票嗎？', '小朋友要买票吗？', 'Do children need tickets?'),
      tr('三歲以下免費', '3岁以下免费', 'Under 3 go free'),
      tr(
        '<p>三歲以下小童由持票成人陪同可免費入場；3–11 歲小童及 65 歲或以上長者可購買優惠票。</p>',
        '<p>3岁以下儿童由购票成人陪同可免费入园；3–11岁儿童及65岁及以上长者可购买优惠票。</p>',
        '<p>Children under 3 enter free with a paying adult; children aged 3–11 and seniors aged 65 and over get concession prices.</p>',
      ),
    ),
    info(
      'currency',
      tr('網站以甚麼貨幣收費？', '网站以什么货币收费？', 'Which currency do you charge in?'),
      tr('全部以港幣結算', '全部以港币结算', 'Everything is in Hong Kong dollars'),
      tr(
        '<p>網站所有價格均以港幣顯示及結算，支援支付寶、AlipayHK、微信支付、Visa、Mastercard 及銀聯。詳情請參閱<a href="/GZ/payment-instructions">付款說明</a>。</p>',
        '<p>网站所有价格均以港币显示和结算，支持支付宝、AlipayHK、微信支付、Visa、Mastercard及银联。详情请查看<a href="/GZ/payment-instructions">支付说明</a>。</p>',
        '<p>All prices are shown and charged in Hong Kong dollars. We accept Alipay, AlipayHK, WeChat Pay, Visa, Mastercard and UnionPay; see <a href="/GZ/payment-instructions">payment instructions</a>.</p>',
      ),
    ),
  ];
}

/** GROUP_HONOR: awards of the group. */
const groupHonor: SeedPage = {
  code: 'HOME-GROUP_HONOR',
  type: 'GROUP_HONOR',
  poiCode: 'HOME',
  regionCode: '',
  name: tr('集團榮譽', '集团荣誉', 'Awards and honours'),
  blocks: [
    block('HOME-HONOR-AWARDS', 'ARTICLE_BOX', tr('獎項', '奖项', 'Awards'), [
      info(
        'theme-park',
        tr('亞洲最佳主題公園', '亚洲最佳主题公园', 'Best Theme Park in Asia'),
        tr('海洋王國連續五年獲獎', '海洋王国连续五年获奖', 'Ocean Kingdom, five years running'),
        tr(
          '<p>海洋王國憑鯨鯊館及極地探險區，連續五年獲亞洲主題公園業界評選為<strong>最佳主題公園</strong>。</p>',
          '<p>海洋王国凭借鲸鲨馆和极地探险区，连续五年被亚洲主题公园业界评为<strong>最佳主题公园</strong>。</p>',
          '<p>Ocean Kingdom has been voted <strong>Best Theme Park</strong> by Asia’s theme-park industry five years in a row, for its Whale Shark Hall and Polar Adventure.</p>',
        ),
        { imgLink: singleImage('home/honor-1') },
      ),
      info(
        'green',
        tr('綠色度假區金獎', '绿色度假区金奖', 'Green Resort Gold Award'),
        tr('全面使用可再生能源', '全面使用可再生能源', 'Fully on renewable power'),
        tr(
          '<p>廣州度假區屋頂太陽能板每年發電逾八百萬度，園內九成廢水經處理後用於灌溉。</p>',
          '<p>广州度假区屋顶太阳能板每年发电超过800万度，园内九成污水经处理后用于灌溉。</p>',
          '<p>Rooftop solar panels at the Guangzhou resort generate more than eight million kWh a year, and ninety per cent of its waste water is treated and reused for irrigation.</p>',
        ),
        { imgLink: singleImage('home/honor-2') },
      ),
      info(
        'family',
        tr('家長之選大獎', '家长之选大奖', 'Parents’ Choice Award'),
        tr('熊貓酒店獲家長投票選出', '熊猫酒店获家长投票选出', 'Panda Hotel, voted by parents'),
        tr(
          '<p>超過十萬名家長投票，熊貓酒店獲選為<strong>最受歡迎親子酒店</strong>。</p>',
          '<p>超过10万名家长投票，熊猫酒店被评为<strong>最受欢迎亲子酒店</strong>。</p>',
          '<p>More than 100,000 parents voted the Panda Hotel their <strong>favourite family hotel</strong>.</p>',
        ),
        { imgLink: singleImage('home/honor-3') },
      ),
      info(
        'service',
        tr('卓越顧客服務獎', '卓越客户服务奖', 'Service Excellence Award'),
        tr('客服熱線滿意度 98%', '客服热线满意度98%', '98% satisfaction on our hotline'),
        tr(
          '<p>客戶服務中心以三種語言提供服務，平均等候時間少於四十秒。</p>',
          '<p>客户服务中心提供三种语言服务，平均等待时间少于40秒。</p>',
          '<p>Our customer service centre works in three languages, with an average wait under forty seconds.</p>',
        ),
        { imgLink: singleImage('home/honor-4') },
      ),
    ]),
    block('HOME-HONOR-GALLERY', 'GALLERY', tr('頒獎時刻', '颁奖时刻', 'Award moments'), [
      info(
        'trophies',
        tr('獎盃陳列', '奖杯陈列', 'The trophy cabinet'),
        tr('集團總部大堂', '集团总部大堂', 'At the group headquarters'),
        tr(
          '<p>所有獎盃均於廣州總部大堂展出。</p>',
          '<p>所有奖杯均在广州总部大堂展出。</p>',
          '<p>Every trophy is on display in the lobby of our Guangzhou headquarters.</p>',
        ),
        { imgLink: imageSet(['home/honor-1', 'home/honor-2', 'home/honor-3', 'home/honor-4']) },
      ),
    ]),
  ],
};

export const homePages: SeedPage[] = [homeIndex, groupHonor];
