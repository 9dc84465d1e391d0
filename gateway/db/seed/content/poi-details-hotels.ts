import type { Translated } from '../types.ts';
import { buyLink } from './catalog.ts';
import { priceNote, type PoiDetail, type PriceRow } from './poi-pages.ts';
import { tr } from './text.ts';

/** POI page content of the hotels of all three areas (plain data). */

const room = (label: Translated, price: number | null, note: Translated): PriceRow => ({
  label,
  price,
  note,
});

const RATE_NOTE = tr(
  '房價以每房每晚計算，包房內住客的自助早餐。',
  '房价按每间每晚计算，含房内住客的自助早餐。',
  'Rates are per room per night and include buffet breakfast for the guests in the room.',
);

const CHECK_IN = {
  summary: tr('15:00 入住，12:00 退房', '15:00入住，12:00退房', 'Check-in 15:00, check-out 12:00'),
  body: tr(
    '<p>入住時間為 15:00 後，退房時間為中午 12:00 前，前台 24 小時服務。如需提早於 12:00 入住，可於訂房備註中提出，視乎當日房間情況安排。</p>',
    '<p>入住时间为15:00以后，退房时间为中午12:00前，前台24小时服务。如需提前至12:00入住，可在订单备注中说明，视当天房态安排。</p>',
    '<p>Check-in is from 15:00 and check-out by 12:00; the front desk is open 24 hours. To check in early from 12:00, add a note to your booking and we will do our best, depending on availability.</p>',
  ),
};

export const hotelPoiDetails: PoiDetail[] = [
  {
    code: 'GZ_SAFARI_HOTEL',
    image: 'poi/gz-safari-hotel',
    intro: {
      title: tr('與白虎為鄰', '与白虎为邻', 'Next door to the white tigers'),
      summary: tr(
        '一千五百間客房，住客提早入園',
        '1500间客房，住客提前入园',
        '1,500 rooms and early park entry',
      ),
      body: tr(
        '<p>酒店五座翼樓環抱一片兩公頃的棲息地，白虎、斑馬和紅鶴在此生活。每間野生動物景觀房都設露台，早餐時更可在大堂餐廳與長頸鹿平視。</p><ul><li>住客 09:00 提早進入野生動物世界</li><li>戶外泳池設兒童戲水區</li><li>免費穿梭巴士往返歡樂世界、水上樂園及馬戲劇場</li><li>兒童俱樂部（4–12 歲），09:00–21:00</li></ul>',
        '<p>酒店五栋翼楼环抱一片2公顷的栖息地，白虎、斑马和火烈鸟在这里生活。每间野生动物景观房都带阳台，早餐时还能在大堂餐厅与长颈鹿平视。</p><ul><li>住客09:00提前进入野生动物世界</li><li>户外泳池设儿童戏水区</li><li>免费接驳车往返欢乐世界、水上乐园和马戏剧场</li><li>儿童俱乐部（4–12岁），09:00–21:00</li></ul>',
        '<p>The hotel’s five wings curve around a two-hectare habitat shared by white tigers, zebras and flamingos. Every Safari View Room has a balcony onto the habitat, and at breakfast the lobby restaurant puts you eye to eye with the giraffes.</p><ul><li>Early entry to the Safari Park at 09:00 for hotel guests</li><li>Outdoor pool with a children’s splash area</li><li>Free shuttle to Happy Land, Splash Bay and the circus</li><li>Kids’ club for ages 4–12, 09:00–21:00</li></ul>',
      ),
    },
    hours: CHECK_IN,
    tips: {
      summary: tr('選高層看得更遠', '选高楼层看得更远', 'Ask for a higher floor'),
      body: tr(
        '<ul><li>三至六樓的景觀房可看到最多動物。</li><li>白虎於 07:00–09:00 最活躍，記得早起。</li><li>「長頸鹿早餐」座位有限，請於前一天向前台預約。</li></ul>',
        '<ul><li>3至6楼的景观房能看到最多动物。</li><li>白虎在07:00–09:00最活跃，记得早起。</li><li>“长颈鹿早餐”座位有限，请提前一天向前台预约。</li></ul>',
        '<ul><li>Safari View Rooms on floors 3 to 6 see the most animals.</li><li>The tigers are liveliest between 07:00 and 09:00, so set an alarm.</li><li>Seats at the giraffe breakfast are limited; book at the front desk the day before.</li></ul>',
      ),
    },
    prices: { note: priceNote('GZ', RATE_NOTE) },
    faq: [
      [
        tr(
          '房價包主題公園門票嗎？',
          '房价含主题公园门票吗？',
          'Are park tickets included in the rate?',
        ),
        tr(
          '<p>房價包住宿及早餐，不包門票。<a href="/GZ/discount">優惠專區</a>的住宿連門票套餐可一次過預訂一晚住宿及兩張一日門票。</p>',
          '<p>房价含住宿和早餐，不含门票。<a href="/GZ/discount">优惠专区</a>的住宿连门票套餐可以一次预订一晚住宿和两张一日门票。</p>',
          '<p>Room rates include breakfast but no park tickets. The stay and play packages on the <a href="/GZ/discount">special offers</a> page book a night and two day tickets in one go.</p>',
        ),
      ],
      [
        tr('晚上還能看到白虎嗎？', '晚上还能看到白虎吗？', 'Can we see the tigers at night?'),
        tr(
          '<p>棲息地照明開放至 22:00，其後讓動物休息。</p>',
          '<p>栖息地照明开放至22:00，之后让动物休息。</p>',
          '<p>The habitat is lit until 22:00, after which the animals are left to rest.</p>',
        ),
      ],
    ],
    gallery: ['gz/gallery-6'],
  },
  {
    code: 'GZ_PANDA_HOTEL',
    image: 'poi/gz-panda-hotel',
    intro: {
      title: tr(
        '處處有熊貓的親子酒店',
        '处处有熊猫的亲子酒店',
        'A family hotel with pandas at every turn',
      ),
      summary: tr(
        '雙層床客房、室內遊樂場和漂流泳池',
        '上下铺客房、室内游乐场和漂流泳池',
        'Bunk-bed rooms, indoor play and a lazy-river pool',
      ),
      body: tr(
        '<p>由床頭燈到浴袍都是熊貓造型，小朋友一進房就不想走。酒店設一千二百平方米的室內遊樂場，雨天也玩得盡興；四百米長的漂流泳池圍繞花園一周。</p><ul><li>熊貓曲奇烘焙班：每日 15:00（須預約）</li><li>嬰兒床、嬰兒浴盆及奶瓶消毒器免費借用</li><li>步行五分鐘到野生動物世界北門</li></ul>',
        '<p>从床头灯到浴袍都是熊猫造型，小朋友一进房就不想走。酒店有1200平方米的室内游乐场，雨天也能玩得尽兴；400米长的漂流泳池环绕花园一圈。</p><ul><li>熊猫曲奇烘焙课：每天15:00（需预约）</li><li>婴儿床、婴儿浴盆和奶瓶消毒器免费借用</li><li>步行5分钟到野生动物世界北门</li></ul>',
        '<p>From the bedside lamps to the bathrobes, everything has a panda on it, and children never want to leave the room. A 1,200 m² indoor playground saves rainy days, and a 400-metre lazy-river pool winds all the way round the garden.</p><ul><li>Panda cookie baking class: daily at 15:00 (booking needed)</li><li>Cots, baby baths and bottle sterilisers lent free of charge</li><li>Five minutes’ walk to the Safari Park north gate</li></ul>',
      ),
    },
    hours: CHECK_IN,
    tips: {
      summary: tr('記得帶泳衣', '记得带泳衣', 'Pack swimwear'),
      body: tr(
        '<ul><li>漂流泳池 08:00–21:00 開放，入池須穿泳衣及泳帽。</li><li>室內遊樂場 1.2 米以下小童須由成人陪同。</li><li>兒童餐可於房間送餐服務點選。</li></ul>',
        '<ul><li>漂流泳池08:00–21:00开放，下水需穿泳衣、戴泳帽。</li><li>室内游乐场1.2米以下儿童需由成人陪同。</li><li>儿童餐可通过客房送餐服务点选。</li></ul>',
        '<ul><li>The lazy-river pool is open 08:00–21:00; swimwear and swim caps are required.</li><li>Children under 1.2 m need an adult with them in the indoor playground.</li><li>Children’s meals are on the room-service menu.</li></ul>',
      ),
    },
    prices: { note: priceNote('GZ', RATE_NOTE) },
    faq: [
      [
        tr('可以借嬰兒床嗎？', '可以借婴儿床吗？', 'Can we borrow a cot?'),
        tr(
          '<p>可以，請在訂房備註中註明，嬰兒床、床圍及嬰兒浴盆均免費提供。</p>',
          '<p>可以，请在订单备注中注明，婴儿床、床围和婴儿浴盆均免费提供。</p>',
          '<p>Yes. Add a note to your booking; cots, bumpers and baby baths are free.</p>',
        ),
      ],
      [
        tr(
          '室內遊樂場要另外收費嗎？',
          '室内游乐场要另外收费吗？',
          'Is the indoor playground free?',
        ),
        tr(
          '<p>住客免費使用，每日 09:00–21:00 開放，須穿襪子入場。</p>',
          '<p>住客免费使用，每天09:00–21:00开放，需穿袜子入场。</p>',
          '<p>It is free for guests, open 09:00–21:00 daily; socks are required.</p>',
        ),
      ],
    ],
    gallery: ['gz/gallery-2'],
  },
  {
    code: 'GZ_CIRCUS_HOTEL',
    image: 'poi/gz-circus-hotel',
    intro: {
      title: tr(
        '落幕之後，表演繼續',
        '落幕之后，表演继续',
        'The show goes on after the curtain falls',
      ),
      summary: tr(
        '與大馬戲劇場一路之隔',
        '与大马戏剧场一路之隔',
        'Across the road from the big top',
      ),
      body: tr(
        '<p>酒店大堂以條紋大帳篷為設計靈感，天花掛滿復古馬戲海報。每日 16:00 有小丑及雜耍工作坊，由劇團演員親自教授；晚場散場後步行兩分鐘便回到房間。</p><ul><li>看晚場的住客可延遲至 13:00 退房</li><li>大堂設馬戲門票專櫃</li><li>馬戲自助餐廳就在地下</li></ul>',
        '<p>酒店大堂以条纹大帐篷为设计灵感，天花板挂满复古马戏海报。每天16:00有小丑和杂耍工作坊，由剧团演员亲自教授；晚场散场后步行2分钟就回到房间。</p><ul><li>看晚场的住客可延迟至13:00退房</li><li>大堂设马戏门票专柜</li><li>马戏自助餐厅就在一楼</li></ul>',
        '<p>The lobby takes its look from a striped big top, with vintage circus posters hung from the ceiling. Cast members teach clowning and juggling workshops every day at 16:00, and after the evening show your room is a two-minute walk away.</p><ul><li>Late check-out until 13:00 for guests who saw the evening show</li><li>Circus ticket desk in the lobby</li><li>The Circus Buffet is on the ground floor</li></ul>',
      ),
    },
    hours: CHECK_IN,
    tips: {
      summary: tr('工作坊名額有限', '工作坊名额有限', 'Workshop places are limited'),
      body: tr(
        '<ul><li>雜耍工作坊每場二十人，請於入住時報名。</li><li>延遲退房須於前台出示當晚門票。</li></ul>',
        '<ul><li>杂耍工作坊每场20人，请在入住时报名。</li><li>延迟退房需在前台出示当晚门票。</li></ul>',
        '<ul><li>Each juggling workshop takes twenty people; sign up when you check in.</li><li>Show your evening ticket at the front desk to get the late check-out.</li></ul>',
      ),
    },
    prices: { note: priceNote('GZ', RATE_NOTE) },
    faq: [
      [
        tr(
          '可以在酒店買馬戲門票嗎？',
          '可以在酒店买马戏门票吗？',
          'Can I buy circus tickets at the hotel?',
        ),
        tr(
          `<p>可以，大堂專櫃每日 10:00–19:30 營業；亦可<a href="${buyLink('GZ_CIRCUS_SHOW')}">網上預訂</a>，選位更多。</p>`,
          `<p>可以，大堂专柜每天10:00–19:30营业；也可以<a href="${buyLink('GZ_CIRCUS_SHOW')}">在线预订</a>，可选座位更多。</p>`,
          `<p>Yes, at the lobby desk, open 10:00–19:30 daily; or <a href="${buyLink('GZ_CIRCUS_SHOW')}">book online</a> for a wider choice of seats.</p>`,
        ),
      ],
      [
        tr('散場後酒店會很嘈吵嗎？', '散场后酒店会很吵吗？', 'Is the hotel noisy after the show?'),
        tr(
          '<p>客房全部採用雙層隔音玻璃，散場人潮約二十分鐘內便會散去。</p>',
          '<p>客房全部采用双层隔音玻璃，散场人流约20分钟内就会散去。</p>',
          '<p>All rooms have double soundproof glazing, and the after-show crowd clears within about twenty minutes.</p>',
        ),
      ],
    ],
    gallery: ['gz/gallery-5', 'gz/gallery-6'],
  },
  ...zhAndQyHotels(),
];

function zhAndQyHotels(): PoiDetail[] {
  return [
    {
      code: 'ZH_OCEAN_HOTEL',
      image: 'poi/zh-ocean-hotel',
      intro: {
        title: tr('與鯨鯊同眠', '与鲸鲨同眠', 'Sleep beside the whale sharks'),
        summary: tr(
          '大堂水族館與海底景觀套房',
          '大堂水族馆与海底景观套房',
          'A lobby aquarium and underwater-view suites',
        ),
        body: tr(
          '<p>酒店大堂正中是一座高十三米的圓柱形水族館，住著一萬五千條熱帶魚。海底景觀套房的落地玻璃直接面向海洋王國鯨鯊館，入睡前可看著鯨鯊在窗外游過。</p><ul><li>專用通道直達海洋王國</li><li>優先預訂海洋之夜看台座位</li><li>面向大海的無邊際泳池</li></ul>',
          '<p>酒店大堂正中是一座高13米的圆柱形水族馆，生活着1.5万条热带鱼。海底景观套房的落地玻璃直接面向海洋王国鲸鲨馆，睡前可以看着鲸鲨从窗外游过。</p><ul><li>专属通道直达海洋王国</li><li>优先预订海洋之夜看台座位</li><li>面朝大海的无边泳池</li></ul>',
          '<p>At the centre of the lobby stands a 13-metre cylindrical aquarium home to 15,000 tropical fish. The floor-to-ceiling windows of the underwater-view suites look straight into Ocean Kingdom’s whale-shark tank, so you can watch them glide past before you fall asleep.</p><ul><li>Private entrance to Ocean Kingdom</li><li>Priority booking for Ocean Nights grandstand seats</li><li>Infinity pool facing the sea</li></ul>',
        ),
      },
      hours: CHECK_IN,
      tips: {
        summary: tr('套房需提早預訂', '套房需提前预订', 'Book suites early'),
        body: tr(
          '<ul><li>海底景觀套房只有 24 間，假期通常提前兩個月售罄。</li><li>大堂水族館每日 11:00 及 17:00 有潛水員餵魚。</li></ul>',
          '<ul><li>海底景观套房只有24间，节假日通常提前两个月售罄。</li><li>大堂水族馆每天11:00和17:00有潜水员喂鱼。</li></ul>',
          '<ul><li>There are only 24 underwater-view suites; for holidays they usually sell out two months ahead.</li><li>Divers feed the fish in the lobby aquarium daily at 11:00 and 17:00.</li></ul>',
        ),
      },
      prices: { note: priceNote('ZH', RATE_NOTE) },
      faq: [
        [
          tr(
            '海底景觀套房看到甚麼？',
            '海底景观套房能看到什么？',
            'What will we see from an underwater-view suite?',
          ),
          tr(
            '<p>窗外就是鯨鯊館主缸，除了鯨鯊，還有魔鬼魚、石斑和大群沙甸魚。缸內燈光 23:00 調暗，讓動物休息。</p>',
            '<p>窗外就是鲸鲨馆主缸，除了鲸鲨，还有蝠鲼、石斑鱼和大群沙丁鱼。缸内灯光23:00调暗，让动物休息。</p>',
            '<p>The main tank of the whale-shark hall: as well as the whale sharks you will see manta rays, groupers and great shoals of sardines. The tank lights dim at 23:00 so the animals can rest.</p>',
          ),
        ],
        [
          tr('專用通道怎樣使用？', '专属通道怎么使用？', 'How does the private entrance work?'),
          tr(
            '<p>通道位於酒店二樓，09:30–17:00 開放，住客須持有效樂園門票及房卡。</p>',
            '<p>通道位于酒店二楼，09:30–17:00开放，住客需持有效乐园门票和房卡。</p>',
            '<p>It is on the hotel’s second floor, open 09:30–17:00; bring a valid park ticket and your room key.</p>',
          ),
        ],
      ],
      gallery: ['zh/gallery-6', 'zh/gallery-1'],
    },
    {
      code: 'ZH_PENGUIN_HOTEL',
      image: 'poi/zh-penguin-hotel',
      intro: {
        title: tr(
          '早餐前先跟企鵝打招呼',
          '早餐前先跟企鹅打招呼',
          'Say hello to the penguins before breakfast',
        ),
        summary: tr(
          '中庭企鵝館與冰屋兒童房',
          '中庭企鹅馆与冰屋儿童房',
          'An atrium penguin colony and igloo rooms',
        ),
        body: tr(
          '<p>酒店中庭住著四十隻巴布亞企鵝，每日 08:30 及 16:30 餵食，從各層走廊都能看到。兒童冰屋房設有半圓形雙層床，天台恆溫泳池則可隔著潟湖欣賞海洋之夜煙花。</p><ul><li>極地自助餐廳設於地下</li><li>免費穿梭巴士往返海洋王國</li></ul>',
          '<p>酒店中庭生活着40只巴布亚企鹅，每天08:30和16:30喂食，在各层走廊都能看到。儿童冰屋房配有半圆形上下铺，天台恒温泳池可隔着潟湖欣赏海洋之夜烟花。</p><ul><li>极地自助餐厅位于一楼</li><li>免费接驳车往返海洋王国</li></ul>',
          '<p>Forty gentoo penguins live in the hotel’s atrium and are fed at 08:30 and 16:30, in full view of every corridor. Igloo rooms have curved bunk beds for children, and the heated rooftop pool looks across the lagoon to the Ocean Nights fireworks.</p><ul><li>Polar Buffet on the ground floor</li><li>Free shuttle to Ocean Kingdom</li></ul>',
        ),
      },
      hours: CHECK_IN,
      tips: {
        summary: tr('20:00 前到天台', '20:00前到天台', 'Be on the roof before 20:00'),
        body: tr(
          '<ul><li>天台泳池 19:45 後人較多，想看煙花請提早到達。</li><li>企鵝館玻璃請勿拍打。</li></ul>',
          '<ul><li>天台泳池19:45后人较多，想看烟花请提前到。</li><li>请勿拍打企鹅馆玻璃。</li></ul>',
          '<ul><li>The rooftop fills up after 19:45, so arrive early for the fireworks.</li><li>Please don’t tap on the penguin glass.</li></ul>',
        ),
      },
      prices: { note: priceNote('ZH', RATE_NOTE) },
      faq: [
        [
          tr('甚麼時候可以看企鵝餵食？', '什么时候可以看企鹅喂食？', 'When are the penguins fed?'),
          tr(
            '<p>每日 08:30 及 16:30，飼養員會在二樓觀景台講解約十五分鐘。</p>',
            '<p>每天08:30和16:30，饲养员会在二楼观景台讲解约15分钟。</p>',
            '<p>Daily at 08:30 and 16:30, with a fifteen-minute keeper talk on the second-floor viewing deck.</p>',
          ),
        ],
        [
          tr('冬天天台泳池開放嗎？', '冬天天台泳池开放吗？', 'Is the rooftop pool open in winter?'),
          tr(
            '<p>開放，池水全年恆溫 28°C，寒流期間或會縮短開放時間。</p>',
            '<p>开放，池水全年恒温28°C，寒潮期间可能缩短开放时间。</p>',
            '<p>Yes. The water is kept at 28 °C all year, though hours may be shortened during cold snaps.</p>',
          ),
        ],
      ],
      gallery: ['zh/gallery-2'],
    },
    {
      code: 'QY_FOREST_RESORT',
      image: 'poi/qy-forest-resort',
      ownFaqOnly: true,
      intro: {
        title: tr(
          '松林與溫泉之間的度假酒店',
          '松林与温泉之间的度假酒店',
          'A resort among the pines and hot springs',
        ),
        summary: tr('興建中，即將開幕', '建设中，即将开业', 'Under construction, opening soon'),
        body: tr(
          '<p>清遠森林溫泉度假酒店正在興建中，主樓已經平頂，溫泉水質測試亦已完成。落成後將設三百八十間客房、六十間森林別墅、四十多個露天溫泉池，以及環山而建的森林步道和兒童自然學堂。</p><p><strong>度假區不設任何表演節目</strong>，專注山林、溫泉與慢活。<a href="/QY">登記訂閱</a>即可第一時間收到開幕消息。</p>',
          '<p>清远森林温泉度假酒店正在建设中，主楼已经封顶，温泉水质检测也已完成。建成后将设有380间客房、60间森林别墅、40多个露天温泉池，以及环山而建的森林步道和儿童自然学堂。</p><p><strong>度假区不设任何演出项目</strong>，专注山林、温泉与慢生活。<a href="/QY">登记订阅</a>即可第一时间收到开业消息。</p>',
          '<p>The Qingyuan Forest Hot Spring Resort is under construction: the main building has topped out and the spring water has passed its quality tests. When finished it will have 380 rooms, 60 forest villas, more than forty open-air hot-spring pools, woodland trails around the hillside and a nature school for children.</p><p><strong>There will be no shows or performances</strong>: the resort is about the forest, the springs and slowing down. <a href="/QY">Subscribe</a> to hear the opening news first.</p>',
        ),
      },
      hours: {
        summary: tr('開幕日期待公佈', '开业日期待公布', 'Opening date to be announced'),
        body: tr(
          '<p>預計於開幕前約三個月開放預訂，已登記的訂戶可優先預訂 48 小時。</p>',
          '<p>预计在开业前约三个月开放预订，已登记的用户可提前48小时优先预订。</p>',
          '<p>Bookings should open about three months before opening day, and registered subscribers get a 48-hour head start.</p>',
        ),
      },
      tips: {
        summary: tr('先登記，再留意電郵', '先登记，再留意邮件', 'Register, then watch your inbox'),
        body: tr(
          '<ul><li>登記時請使用常用電郵，開幕優惠只以電郵發送。</li><li>工地範圍不對外開放，請勿自行前往。</li></ul>',
          '<ul><li>登记时请使用常用邮箱，开业优惠只通过邮件发送。</li><li>工地范围不对外开放，请勿自行前往。</li></ul>',
          '<ul><li>Register with an e-mail address you check: pre-opening offers are sent by e-mail only.</li><li>The construction site is closed to the public, so please do not visit.</li></ul>',
        ),
      },
      prices: {
        summary: tr(
          '房價將於開放預訂時公佈',
          '房价将在开放预订时公布',
          'Rates will be announced when bookings open',
        ),
        rows: [
          room(
            tr('森林客房', '森林客房', 'Forest Room'),
            null,
            tr('私人露台', '私人阳台', 'Private balcony'),
          ),
          room(
            tr('溫泉別墅', '温泉别墅', 'Hot Spring Villa'),
            null,
            tr('獨立溫泉池', '独立温泉池', 'Private hot-spring pool'),
          ),
          room(
            tr('家庭套房', '家庭套房', 'Family Suite'),
            null,
            tr('兩間睡房', '两间卧室', 'Two bedrooms'),
          ),
        ],
        note: tr(
          '<p>開幕前登記的訂戶將收到專屬開幕優惠。</p>',
          '<p>开业前登记的用户将收到专属开业优惠。</p>',
          '<p>Everyone who registers before opening receives an exclusive pre-opening offer.</p>',
        ),
      },
      faq: [
        [
          tr('度假酒店何時開幕？', '度假酒店什么时候开业？', 'When will the resort open?'),
          tr(
            '<p>開幕日期會視乎工程進度確定，屆時將以電郵通知所有訂戶，並在本網站公佈。</p>',
            '<p>开业日期将根据工程进度确定，届时会通过邮件通知所有订阅用户，并在本网站公布。</p>',
            '<p>The date depends on the construction schedule; we will e-mail every subscriber and announce it here.</p>',
          ),
        ],
        [
          tr('清遠會有表演節目嗎？', '清远会有演出吗？', 'Will there be shows in Qingyuan?'),
          tr(
            '<p>不會。清遠度假區以溫泉和山林為主，不設表演節目；想看馬戲或煙花匯演，可前往<a href="/GZ">廣州</a>或<a href="/ZH">橫琴</a>。</p>',
            '<p>不会。清远度假区以温泉和山林为主，不设演出；想看马戏或烟花汇演，可前往<a href="/GZ">广州</a>或<a href="/ZH">横琴</a>。</p>',
            '<p>No. Qingyuan is about hot springs and the forest, with no performances. For the circus or the fireworks, head to <a href="/GZ">Guangzhou</a> or <a href="/ZH">Hengqin</a>.</p>',
          ),
        ],
        [
          tr('現在可以預訂嗎？', '现在可以预订吗？', 'Can I book now?'),
          tr(
            '<p>暫時未可以。現在登記意向完全免費，亦無須付訂金。</p>',
            '<p>暂时还不行。现在登记意向完全免费，也无需支付定金。</p>',
            '<p>Not yet. Registering your interest now is free and needs no deposit.</p>',
          ),
        ],
        [
          tr('溫泉是天然溫泉嗎？', '温泉是天然温泉吗？', 'Is the spring water natural?'),
          tr(
            '<p>是。泉水取自地下八百米，出水溫度約 58°C，屬碳酸氫鈉泉。</p>',
            '<p>是。泉水取自地下800米，出水温度约58°C，属碳酸氢钠泉。</p>',
            '<p>Yes. It rises from 800 metres underground at about 58 °C and is a sodium bicarbonate spring.</p>',
          ),
        ],
        [
          tr('由香港怎樣前往？', '从香港怎么去？', 'How will I get there from Hong Kong?'),
          tr(
            '<p>可乘高鐵至廣州南站轉車往清遠站，全程約兩小時；開幕後將提供清遠站接駁巴士。</p>',
            '<p>可乘高铁到广州南站换乘至清远站，全程约2小时；开业后将提供清远站接驳巴士。</p>',
            '<p>Take the high-speed train to Guangzhou South and change for Qingyuan, about two hours in all; a shuttle from Qingyuan Station will run once the resort opens.</p>',
          ),
        ],
      ],
      gallery: ['qy/gallery-1', 'qy/gallery-2'],
    },
  ];
}
