import type { SeedInfo, SeedPage, Translated } from '../types.ts';
import { imageSet, singleImage } from './media.ts';
import { bannerBlock, CTA } from './banners.ts';
import {
  adultsFrom,
  buyLink,
  fromPrice,
  fromText,
  hotelLink,
  nightsFrom,
  showTimes,
} from './catalog.ts';
import { AREA_NAME, consultingBlock, poiIntroBlock, poiSwiperBlock } from './shared.ts';
import { block, info, tr } from './text.ts';

/** The Hengqin home page. */

const p = (t: Translated): Translated =>
  tr(`<p>${t['zh-TW']}</p>`, `<p>${t['zh-CN']}</p>`, `<p>${t.en}</p>`);

const card = (
  key: string,
  title: Translated,
  summary: Translated,
  desc: Translated,
  image: string,
  link: string,
  tags?: Translated,
): SeedInfo =>
  info(key, title, summary, desc, { imgLink: singleImage(image), link, ...(tags ? { tags } : {}) });

const panel = (code: string, name: Translated, items: SeedInfo[]) =>
  block(code, 'TAB', name, items);

export const zhIndex: SeedPage = {
  code: 'ZH-INDEX',
  type: 'INDEX',
  poiCode: 'ZH',
  regionCode: 'ZH',
  name: AREA_NAME.ZH,
  desc: tr(
    '海洋王國、海洋科學館與海洋之夜',
    '海洋王国、海洋科学馆与海洋之夜',
    'Ocean Kingdom, the Marine Science Museum and Ocean Nights',
  ),
  blocks: [
    bannerBlock('ZH-INDEX-BANNER', tr('橫琴橫額', '横琴横幅', 'Hengqin banner'), [
      {
        key: 'ocean-kingdom',
        picture: 'zh/banner-1',
        headline: tr('潛入海洋王國', '潜入海洋王国', 'Dive into Ocean Kingdom'),
        subline: tr(
          '鯨鯊、海豚和北極熊',
          '鲸鲨、海豚和北极熊',
          'Whale sharks, dolphins and polar bears',
        ),
        alt: tr(
          '鯨鯊在藍色海水中游過，海豚躍出水面。',
          '鲸鲨在蓝色海水中游过，海豚跃出水面。',
          'A whale shark glides through blue water as a dolphin leaps above it.',
        ),
        cta: { label: CTA.buyTickets, href: '/ZH/buy-tickets' },
      },
      {
        key: 'ocean-nights',
        picture: 'zh/banner-2',
        headline: tr('海洋之夜', '海洋之夜', 'Ocean Nights'),
        subline: tr('海灣上空的煙花匯演', '海湾上空的烟花汇演', 'Fireworks over the bay'),
        alt: tr(
          '夜空中綻放的煙花和射燈，倒映在海面上。',
          '夜空中绽放的烟花和射灯，倒映在海面上。',
          'Fireworks and searchlights in the night sky, reflected in the sea.',
        ),
        cta: { label: CTA.buyTickets, href: '/ZH/buy-tickets' },
      },
      {
        key: 'marine-spectacular',
        picture: 'zh/banner-3',
        headline: tr('海洋奇觀', '海洋奇观', 'Marine Spectacular'),
        subline: tr(
          '雜技、高台跳水與水幕',
          '杂技、高台跳水与水幕',
          'Acrobats, high divers and a wall of water',
        ),
        alt: tr(
          '黃昏時分，兩條海豚躍出海面。',
          '黄昏时分，两条海豚跃出海面。',
          'Two dolphins leaping from the sea at dusk.',
        ),
        cta: { label: CTA.buyTickets, href: '/ZH/buy-tickets' },
      },
      {
        key: 'hotels',
        picture: 'zh/banner-4',
        headline: tr('枕著海浪入睡', '枕着海浪入睡', 'Sleep by the sea'),
        subline: tr('海洋酒店及企鵝酒店', '海洋酒店及企鹅酒店', 'Ocean Hotel and Penguin Hotel'),
        alt: tr(
          '黃昏下，棕櫚樹旁的海景酒店亮起燈光。',
          '黄昏下，棕榈树旁的海景酒店亮起灯光。',
          'A seafront hotel lighting up among palm trees at dusk.',
        ),
        cta: { label: CTA.bookRoom, href: '/ZH/buy-hotel' },
      },
    ]),
    block(
      'ZH-INDEX-ABOUT',
      'ABOUT_CARD',
      tr('認識橫琴奇境', '认识横琴奇境', 'About Hengqin Wonderland'),
      [
        info(
          'about',
          tr(
            '珠江口上的海洋度假區',
            '珠江口上的海洋度假区',
            'An ocean resort at the mouth of the Pearl River',
          ),
          tr('與澳門只隔一條水道', '与澳门仅一水之隔', 'Just across the water from Macau'),
          tr(
            '<p>橫琴奇境位於橫琴島南端，由澳門經橫琴口岸過來只需十分鐘車程，由香港經港珠澳大橋約兩小時。度假區以<strong>海洋王國</strong>為中心，旁邊是海洋科學館、兩間海洋主題酒店和每晚上演的煙花匯演。</p>',
            '<p>横琴奇境位于横琴岛南端，从澳门经横琴口岸过来只需10分钟车程，从香港经港珠澳大桥约2小时。度假区以<strong>海洋王国</strong>为中心，旁边是海洋科学馆、两家海洋主题酒店和每晚上演的烟花汇演。</p>',
            '<p>Hengqin Wonderland sits at the southern tip of Hengqin Island, ten minutes by car from Macau through Hengqin Port and about two hours from Hong Kong over the Hong Kong–Zhuhai–Macao Bridge. At its centre is <strong>Ocean Kingdom</strong>, surrounded by the Marine Science Museum, two ocean-themed hotels and a fireworks show every night.</p>',
          ),
          { imgLink: singleImage('zh/about') },
        ),
      ],
    ),
    block('ZH-INDEX-JUMP', 'TITLE_JUMP', tr('快速連結', '快速链接', 'Quick links'), [
      info(
        'tickets',
        tr('購買門票', '购买门票', 'Buy tickets'),
        tr('樂園、科學館及匯演', '乐园、科学馆及汇演', 'Parks, museum and shows'),
        p(tr('一次買齊所有門票。', '一次买齐所有门票。', 'Every ticket in one place.')),
        { link: '/ZH/buy-tickets' },
      ),
      info(
        'hotels',
        tr('預訂酒店', '预订酒店', 'Book a hotel'),
        tr('海洋酒店與企鵝酒店', '海洋酒店与企鹅酒店', 'Ocean Hotel and Penguin Hotel'),
        p(
          tr('住客享專用通道入園。', '住客享专属通道入园。', 'Guests use a private park entrance.'),
        ),
        { link: '/ZH/buy-hotel' },
      ),
      info(
        'dining',
        tr('餐飲預訂', '餐饮预订', 'Dining'),
        tr('茶樓、小館與自助餐', '茶楼、小馆与自助餐', 'Tea house, bistro and buffet'),
        p(tr('預訂海港茶樓早茶。', '预订海港茶楼早茶。', 'Book brunch at the Harbour Tea House.')),
        { link: '/ZH/buy-food/ZH_HARBOUR_TEA' },
      ),
      info(
        'traffic',
        tr('交通指南', '交通指南', 'Traffic guide'),
        tr('香港、澳門及廣州出發', '从香港、澳门及广州出发', 'From Hong Kong, Macau or Guangzhou'),
        p(
          tr(
            '大橋巴士、口岸及城際鐵路。',
            '大桥巴士、口岸及城际铁路。',
            'Bridge buses, border crossings and intercity rail.',
          ),
        ),
        { link: '/ZH/traffic-guide' },
      ),
      info(
        'map',
        tr('度假區地圖', '度假区地图', 'Resort map'),
        tr('八大園區位置', '八大园区位置', 'Where the eight zones are'),
        p(tr('可下載高清地圖。', '可下载高清地图。', 'Download the full-size map.')),
        { link: '/ZH/vacation-map' },
      ),
    ]),
    poiIntroBlock('ZH-INDEX-POI', tr('景點與酒店', '景点与酒店', 'Parks, shows and hotels'), [
      'ZH_OCEAN_KINGDOM',
      'ZH_MARINE_SCIENCE',
      'ZH_OCEAN_NIGHT_SHOW',
      'ZH_MARINE_SPECTACULAR',
      'ZH_OCEAN_HOTEL',
      'ZH_PENGUIN_HOTEL',
    ]),
    poiSwiperBlock('ZH-INDEX-DINING', tr('園區美食', '园区美食', 'Where to eat'), [
      [
        'ZH_DOLPHIN_DINER',
        tr('窗外就是海豚池', '窗外就是海豚池', 'Burgers beside the dolphin pool'),
      ],
      ['ZH_OCEAN_BISTRO', tr('魚群在身旁游過', '鱼群在身旁游过', 'Dinner with fish swimming past')],
      ['ZH_POLAR_BUFFET', tr('冰川海鮮吧', '冰川海鲜吧', 'A glacier of seafood')],
      ['ZH_HARBOUR_TEA', tr('橫琴蠔仔粥', '横琴蚝仔粥', 'Hengqin oyster congee')],
    ]),
    block('ZH-INDEX-PRODUCTS', 'PRODUCT_CARD', tr('熱賣推介', '热卖推荐', 'Best sellers'), [
      card(
        'ocean-ticket',
        tr('海洋王國一日門票', '海洋王国一日门票', 'Ocean Kingdom day ticket'),
        adultsFrom('ZH_OCEAN_KINGDOM_DAY'),
        p(
          tr(
            '包海洋之夜站立觀賞區。',
            '含海洋之夜站立观赏区。',
            'Includes the Ocean Nights standing areas.',
          ),
        ),
        'zh/card-ocean',
        buyLink('ZH_OCEAN_KINGDOM_DAY'),
        tr('熱賣,親子', '热卖,亲子', 'Hot,Family'),
      ),
      card(
        'science',
        tr('海洋科學館門票', '海洋科学馆门票', 'Marine Science Museum ticket'),
        adultsFrom('ZH_MARINE_SCIENCE_DAY'),
        p(
          tr(
            '雨天首選，包生物學家講座。',
            '雨天首选，含生物学家讲座。',
            'The rainy-day pick, with biologist talks.',
          ),
        ),
        'zh/card-science',
        buyLink('ZH_MARINE_SCIENCE_DAY'),
        tr('室內,學習', '室内,研学', 'Indoor,Learning'),
      ),
      card(
        'night-show',
        tr('海洋之夜看台', '海洋之夜看台', 'Ocean Nights grandstand'),
        fromText(fromPrice('ZH_OCEAN_NIGHT_SHOW_SHOW')),
        showTimes('ZH_OCEAN_NIGHT_SHOW_SHOW'),
        'zh/card-show',
        buyLink('ZH_OCEAN_NIGHT_SHOW_SHOW'),
        tr('晚間,必看', '夜场,必看', 'Evening,Must-see'),
      ),
      card(
        'penguin-stay',
        tr('企鵝酒店親子住宿', '企鹅酒店亲子住宿', 'Family stay at the Penguin Hotel'),
        nightsFrom('ZH_PENGUIN_HOTEL'),
        p(
          tr(
            '家庭客房可住兩位成人及兩位小童，含自助早餐。',
            '家庭客房可住两位成人和两位儿童，含自助早餐。',
            'Family rooms sleep two adults and two children, with buffet breakfast.',
          ),
        ),
        'zh/card-polar',
        hotelLink('ZH_PENGUIN_HOTEL'),
        tr('酒店,親子', '酒店,亲子', 'Hotel,Family'),
      ),
      card(
        'ocean-hotel',
        tr('海洋酒店', '海洋酒店', 'Ocean Hotel'),
        nightsFrom('ZH_OCEAN_HOTEL'),
        p(tr('專用通道直達樂園。', '专属通道直达乐园。', 'Private entrance to the park.')),
        'zh/card-hotel',
        hotelLink('ZH_OCEAN_HOTEL'),
        tr('酒店,熱賣', '酒店,热卖', 'Hotel,Hot'),
      ),
    ]),
    block('ZH-INDEX-CAROUSEL', 'CAROUSEL', tr('園區活動', '园区活动', 'In the park'), [
      card(
        'parade',
        tr('海洋大巡遊', '海洋大巡游', 'Ocean Parade'),
        tr('每日 15:30', '每天15:30', 'Daily at 15:30'),
        p(
          tr(
            '十二輛花車沿海洋大道出發。',
            '12辆花车沿海洋大道出发。',
            'Twelve floats set off along Ocean Avenue.',
          ),
        ),
        'zh/gallery-4',
        '/ZH/play-guide',
      ),
      card(
        'polar',
        tr('北極熊早餐時間', '北极熊早餐时间', 'Polar bear breakfast'),
        tr('每日 10:30', '每天10:30', 'Daily at 10:30'),
        p(
          tr(
            '飼養員講解北極熊的飲食。',
            '饲养员讲解北极熊的饮食。',
            'Keepers explain what polar bears eat.',
          ),
        ),
        'zh/gallery-2',
        '/ZH/play-guide',
      ),
      card(
        'jelly',
        tr('水母光影夜', '水母光影夜', 'Jellyfish light nights'),
        tr('逢星期五、六', '每周五、周六', 'Fridays and Saturdays'),
        p(
          tr(
            '科學館延長開放至 21:00。',
            '科学馆延长开放至21:00。',
            'The museum stays open until 21:00.',
          ),
        ),
        'zh/gallery-3',
        buyLink('ZH_MARINE_SCIENCE_DAY'),
      ),
    ]),
    block('ZH-INDEX-ACCORDION', 'ACCORDION', tr('怎樣玩最好', '怎么玩最好', 'Plan your day'), [], {
      children: [
        panel('ZH-INDEX-ACC-TODDLERS', tr('帶幼童', '带幼儿', 'With toddlers'), [
          info(
            'toddlers',
            tr('慢慢來，午睡最重要', '慢慢来，午睡最重要', 'Slow down and protect nap time'),
            tr('嬰兒車友善路線', '婴儿车友好路线', 'A stroller-friendly route'),
            tr(
              '<ul><li>上午：鯨鯊館、海豚灣</li><li>午飯：<a href="/ZH/buy-food/ZH_DOLPHIN_DINER">海豚餐廳</a>兒童餐</li><li>午睡：回酒店或到育嬰室</li><li>傍晚：海洋大巡遊</li></ul>',
              '<ul><li>上午：鲸鲨馆、海豚湾</li><li>午饭：<a href="/ZH/buy-food/ZH_DOLPHIN_DINER">海豚餐厅</a>儿童餐</li><li>午睡：回酒店或去母婴室</li><li>傍晚：海洋大巡游</li></ul>',
              '<ul><li>Morning: Whale Shark Hall and Dolphin Bay</li><li>Lunch: a kids’ meal at the <a href="/ZH/buy-food/ZH_DOLPHIN_DINER">Dolphin Diner</a></li><li>Nap: back to the hotel or the baby-care room</li><li>Evening: the Ocean Parade</li></ul>',
            ),
          ),
        ]),
        panel('ZH-INDEX-ACC-TEENS', tr('帶青少年', '带青少年', 'With teenagers'), [
          info(
            'teens',
            tr('刺激優先', '刺激优先', 'Thrills first'),
            tr(
              '過山車、跳水秀與煙花',
              '过山车、跳水秀与烟花',
              'Coasters, high divers and fireworks',
            ),
            tr(
              `<p>開園直奔<strong>鸚鵡過山車</strong>，下午看<a href="${buyLink('ZH_MARINE_SPECTACULAR_SHOW')}">海洋奇觀大匯演</a>的高台跳水，晚上以煙花作結。</p>`,
              `<p>开园直奔<strong>鹦鹉过山车</strong>，下午看<a href="${buyLink('ZH_MARINE_SPECTACULAR_SHOW')}">海洋奇观大汇演</a>的高台跳水，晚上以烟花收尾。</p>`,
              `<p>Head straight for the <strong>Parrot Coaster</strong> at opening, watch the high divers of the <a href="${buyLink('ZH_MARINE_SPECTACULAR_SHOW')}">Marine Spectacular</a> in the afternoon and finish with the fireworks.</p>`,
            ),
          ),
        ]),
        panel('ZH-INDEX-ACC-RAIN', tr('雨天', '雨天', 'On a rainy day'), [
          info(
            'rain',
            tr('室內也玩得開心', '室内也玩得开心', 'Plenty to do indoors'),
            tr('科學館、極地館與劇場', '科学馆、极地馆与剧场', 'Museum, polar hall and theatre'),
            tr(
              '<p>海洋科學館、鯨鯊館、極地探險和海洋奇觀大匯演劇場都在室內，之間有有蓋走廊連接。</p>',
              '<p>海洋科学馆、鲸鲨馆、极地探险和海洋奇观大汇演剧场都在室内，之间有连廊相通。</p>',
              '<p>The Marine Science Museum, the Whale Shark Hall, Polar Adventure and the Marine Spectacular theatre are all indoors and linked by covered walkways.</p>',
            ),
          ),
        ]),
      ],
    }),
    block(
      'ZH-INDEX-IMAGES',
      'IMAGE_BOX',
      tr('海洋王國八大園區', '海洋王国八大园区', 'Ocean Kingdom’s zones'),
      [
        info(
          'zones',
          tr('由極地到熱帶', '从极地到热带', 'From the poles to the tropics'),
          tr('每個園區都有自己的主角', '每个园区都有自己的主角', 'Every zone has its star'),
          p(
            tr(
              '鯨鯊館、極地探險、海豚灣和潟湖舞台。',
              '鲸鲨馆、极地探险、海豚湾和潟湖舞台。',
              'Whale Shark Hall, Polar Adventure, Dolphin Bay and the lagoon stage.',
            ),
          ),
          { imgLink: imageSet(['zh/gallery-1', 'zh/gallery-2', 'zh/gallery-4', 'zh/gallery-5']) },
        ),
      ],
    ),
    block('ZH-INDEX-GALLERY', 'GALLERY', tr('精彩瞬間', '精彩瞬间', 'Moments'), [
      info(
        'moments',
        tr('橫琴奇境相片集', '横琴奇境相册', 'Hengqin Wonderland in pictures'),
        tr(
          '海底、冰川與夜空',
          '海底、冰川与夜空',
          'Under the sea, on the ice and in the night sky',
        ),
        p(
          tr(
            '相片由遊客及攝影團隊提供。',
            '照片由游客及摄影团队提供。',
            'Photos by our visitors and our own photographers.',
          ),
        ),
        {
          imgLink: imageSet([
            'zh/gallery-1',
            'zh/gallery-2',
            'zh/gallery-3',
            'zh/gallery-4',
            'zh/gallery-5',
            'zh/gallery-6',
          ]),
        },
      ),
    ]),
    block('ZH-INDEX-TRAFFIC', 'TRAFFIC', tr('交通', '交通', 'Getting here'), [
      info(
        'bridge',
        tr('港珠澳大橋', '港珠澳大桥', 'Hong Kong–Zhuhai–Macao Bridge'),
        tr(
          '香港口岸至珠海口岸約 45 分鐘',
          '香港口岸至珠海口岸约45分钟',
          'About 45 minutes from Hong Kong Port to Zhuhai Port',
        ),
        p(
          tr(
            '穿梭巴士 24 小時運行，到站後轉乘度假區直通巴士。',
            '穿梭巴士24小时运行，到站后换乘度假区直通车。',
            'Shuttle buses run around the clock; change to the resort coach at Zhuhai Port.',
          ),
        ),
        { link: 'https://www.hzmbus.com/' },
      ),
      info(
        'macau',
        tr('由澳門出發', '从澳门出发', 'From Macau'),
        tr(
          '橫琴口岸過關後約十分鐘',
          '横琴口岸通关后约10分钟',
          'About ten minutes after Hengqin Port',
        ),
        p(
          tr(
            '口岸 24 小時通關，出口設的士站。',
            '口岸24小时通关，出口设出租车站。',
            'The port is open 24 hours, with a taxi rank at the exit.',
          ),
        ),
        { link: '/ZH/traffic-guide' },
      ),
      info(
        'rail',
        tr('城際鐵路', '城际铁路', 'Intercity rail'),
        tr(
          '廣州南站至橫琴站約 90 分鐘',
          '广州南站至横琴站约90分钟',
          'About 90 minutes from Guangzhou South to Hengqin',
        ),
        p(
          tr(
            '橫琴站有免費接駁車，每 20 分鐘一班。',
            '横琴站有免费接驳车，每20分钟一班。',
            'A free shuttle meets the trains every 20 minutes.',
          ),
        ),
        { link: 'https://www.12306.cn/' },
      ),
    ]),
    block('ZH-INDEX-NEWS', 'ARTICLE_BOX', tr('園區消息', '园区消息', 'Park news'), [
      info(
        'coral',
        tr(
          '第一批人工培育珊瑚回歸南海',
          '首批人工培育珊瑚回归南海',
          'First nursery-grown corals return to the South China Sea',
        ),
        tr(
          '海洋科學館保育計劃',
          '海洋科学馆保护计划',
          'A Marine Science Museum conservation project',
        ),
        tr(
          '<p>科學館團隊培育的三百株珊瑚已移植到萬山群島海域，存活率超過八成。</p>',
          '<p>科学馆团队培育的300株珊瑚已移植到万山群岛海域，存活率超过八成。</p>',
          '<p>Three hundred corals grown by the museum team have been replanted around the Wanshan Islands, with more than eighty per cent surviving.</p>',
        ),
        { imgLink: singleImage('zh/study-1') },
      ),
      info(
        'beluga',
        tr('白鯨館延長開放', '白鲸馆延长开放', 'Beluga hall opens later'),
        tr('暑假開放至 21:00', '暑假开放至21:00', 'Open until 21:00 in the summer holidays'),
        tr(
          '<p>暑假期間白鯨館延長開放，晚上可看到白鯨在藍光下游泳。</p>',
          '<p>暑假期间白鲸馆延长开放，晚上可以看到白鲸在蓝光下游泳。</p>',
          '<p>During the summer holidays the beluga hall stays open late, so you can watch the belugas swim under blue evening light.</p>',
        ),
        { imgLink: singleImage('zh/study-3') },
      ),
    ]),
    block('ZH-INDEX-FAQ', 'FAQ', tr('常見問題', '常见问题', 'Frequently asked questions'), zhFaq()),
    consultingBlock('ZH-INDEX-CONSULT', 'ZH'),
  ],
};

function zhFaq(): SeedInfo[] {
  const q = (key: string, question: Translated, summary: Translated, answer: Translated) =>
    info(key, question, summary, answer);
  return [
    q(
      'macau-visa',
      tr(
        '由澳門過來需要簽注嗎？',
        '从澳门过来需要签注吗？',
        'Do I need a visa to come from Macau?',
      ),
      tr('視乎證件', '视证件而定', 'It depends on your document'),
      tr(
        '<p>港澳居民持回鄉證即可經橫琴口岸入境；持外國護照的旅客須有有效中國簽證或符合免簽政策。詳情請參閱<a href="https://www.gov.mo/" target="_blank">澳門特區政府入口網站</a>。</p>',
        '<p>港澳居民持回乡证即可经横琴口岸入境；持外国护照的游客需有有效中国签证或符合免签政策。详情请查看<a href="https://www.gov.mo/" target="_blank">澳门特区政府门户网站</a>。</p>',
        '<p>Hong Kong and Macau residents can cross at Hengqin Port with a Home Return Permit; foreign passport holders need a valid Chinese visa or must qualify for visa-free entry. See the <a href="https://www.gov.mo/" target="_blank">Macao SAR Government portal</a>.</p>',
      ),
    ),
    q(
      'whale-shark',
      tr('鯨鯊館要另外買票嗎？', '鲸鲨馆要另外买票吗？', 'Is the Whale Shark Hall extra?'),
      tr('已包括在樂園門票內', '已包含在乐园门票内', 'It is included in the park ticket'),
      p(
        tr(
          '鯨鯊館屬海洋王國的一部分，無須另外購票。',
          '鲸鲨馆属于海洋王国的一部分，无需另外购票。',
          'The Whale Shark Hall is part of Ocean Kingdom; no extra ticket is needed.',
        ),
      ),
    ),
    q(
      'typhoon',
      tr('颱風期間會閉園嗎？', '台风期间会闭园吗？', 'Do you close for typhoons?'),
      tr('按當地預警安排', '按当地预警安排', 'We follow local warnings'),
      p(
        tr(
          '如珠海發出颱風橙色或以上預警，樂園會暫停開放，已購門票自動全額退款。',
          '如珠海发布台风橙色及以上预警，乐园将暂停开放，已购门票自动全额退款。',
          'If Zhuhai issues an orange typhoon warning or higher, the park closes and tickets are refunded in full automatically.',
        ),
      ),
    ),
    q(
      'lockers',
      tr('有儲物櫃嗎？', '有存包柜吗？', 'Are there lockers?'),
      tr('正門及各大場館均設', '正门及各大场馆均设', 'At the gate and in the big halls'),
      p(
        tr(
          '正門、鯨鯊館及極地探險出口設有電子儲物櫃，以手機掃碼使用。',
          '正门、鲸鲨馆和极地探险出口设有电子存包柜，手机扫码使用。',
          'Electronic lockers are at the main gate and the exits of the Whale Shark Hall and Polar Adventure; scan the code with your phone.',
        ),
      ),
    ),
    q(
      'pets',
      tr('可以帶寵物嗎？', '可以带宠物吗？', 'Can I bring my pet?'),
      tr('導盲犬除外', '导盲犬除外', 'Guide dogs only'),
      p(
        tr(
          '為保護園內動物，除導盲犬外，寵物不可入園。',
          '为保护园内动物，除导盲犬外，宠物不得入园。',
          'To protect our animals, pets other than guide dogs are not allowed in the park.',
        ),
      ),
    ),
  ];
}
