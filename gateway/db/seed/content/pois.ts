import type { SeedPoi, Translated } from '../types.ts';
import { media } from './media.ts';
import { REFUND_FEE_RULES } from '../../../../src/lib/contract/order.ts';
import { tr } from './text.ts';

/**
 * When a booking can be refunded and at what fee, in the words of each kind of place: from the
 * refund rules the gateway applies (REFUND_FEE_RULES), days before the first visit date.
 */
function refundTerms(day: Translated): Translated {
  const rules = [...REFUND_FEE_RULES].sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  const parts = rules.map((rule, i) => {
    const lo = rule.minDaysBefore;
    const hi = i === 0 ? Infinity : (rules[i - 1]?.minDaysBefore ?? Infinity) - 1;
    const when =
      hi === Infinity
        ? tr(
            `${day['zh-TW']}前 ${lo} 天或更早`,
            `${day['zh-CN']}前${lo}天及更早`,
            `up to ${lo} days before the ${day.en}`,
          )
        : lo === hi
          ? lo === 1
            ? tr(`${day['zh-TW']}前一天`, `${day['zh-CN']}前一天`, `the day before`)
            : tr(`${day['zh-TW']}前 ${lo} 天`, `${day['zh-CN']}前${lo}天`, `${lo} days before`)
          : tr(
              `${day['zh-TW']}前 ${lo}–${hi} 天`,
              `${day['zh-CN']}前${lo}–${hi}天`,
              `${lo}–${hi} days before`,
            );
    return rule.percent === 0
      ? tr(`${when['zh-TW']}可免費退款`, `${when['zh-CN']}可免费退款`, `free refunds ${when.en}`)
      : tr(
          `${when['zh-TW']}退款收取 ${rule.percent}% 手續費`,
          `${when['zh-CN']}退款收取${rule.percent}%手续费`,
          `a ${rule.percent}% handling fee ${when.en}`,
        );
  });
  const en = parts.map((p) => p.en);
  const first = en[0] ?? '';
  return tr(
    `${parts.map((p) => p['zh-TW']).join('；')}；${day['zh-TW']}當日及之後恕不退款。`,
    `${parts.map((p) => p['zh-CN']).join('；')}；${day['zh-CN']}当天及之后不支持退款。`,
    `${first.charAt(0).toUpperCase()}${first.slice(1)}; ${en.slice(1).join('; ')}; no refunds on or after the ${day.en}.`,
  );
}

/** Sentences one after another: Chinese without spaces, English with. */
const sentences = (parts: readonly Translated[]): Translated =>
  tr(
    parts.map((p) => p['zh-TW']).join(''),
    parts.map((p) => p['zh-CN']).join(''),
    parts.map((p) => p.en).join(' '),
  );

/** Refund terms shared by the places of one kind; some places add their own sentence. */
const REFUND = {
  park: sentences([
    refundTerms(tr('遊玩日', '游玩日', 'visit date')),
    tr(
      '三歲以下小童由持票成人陪同可免費入場，無須購票。',
      '3岁以下儿童由购票成人陪同可免费入园，无需购票。',
      'Children under 3 enter free with a paying adult and need no ticket.',
    ),
  ]),
  show: sentences([
    tr('座位於訂購時即時分配。', '座位在下单时即时分配。', 'Seats are allocated when you book.'),
    refundTerms(tr('演出日', '演出日', 'show date')),
    tr(
      '三歲以下小童如坐在成人膝上可免費入場，佔用座位者須購票。',
      '3岁以下儿童坐在成人膝上可免费入场，占用座位须购票。',
      'Children under 3 sitting on an adult’s lap enter free; a child who takes a seat needs a ticket.',
    ),
  ]),
  hotel: sentences([
    refundTerms(tr('入住日', '入住日', 'check-in date')),
    tr(
      '三歲以下小童與父母同床免費。',
      '3岁以下儿童与父母同床免费。',
      'Children under 3 sharing their parents’ bed stay free.',
    ),
  ]),
  dining: sentences([
    refundTerms(tr('用餐日', '用餐日', 'dining date')),
    tr(
      '逾期未使用的餐券即告失效。三歲以下小童免費用餐，可預留兒童椅。',
      '逾期未使用的餐券自动失效。3岁以下儿童免费用餐，可预留儿童座椅。',
      'Unused vouchers expire. Children under 3 dine free, and a high chair can be reserved.',
    ),
  ]),
};

const withExtra = (base: Translated, extra: Translated): Translated =>
  tr(
    `${base['zh-TW']}${extra['zh-TW']}`,
    `${base['zh-CN']}${extra['zh-CN']}`,
    `${base.en} ${extra.en}`,
  );

const places: Omit<SeedPoi, 'nameNative'>[] = [
  // ---- parks ----------------------------------------------------------------------------------
  {
    poiCode: 'GZ_SAFARI_PARK',
    poiType: 1,
    regionCode: 'GZ',
    name: tr('奇境野生動物世界', '奇境野生动物世界', 'Wonderland Safari Park'),
    summary: tr(
      '在廣州南面的亞熱帶山谷中，五百多個物種、兩萬多隻動物自在生活。乘坐開篷觀光小火車近距離經過長頸鹿、白犀牛和孟加拉虎，再徒步走進考拉森林和熊貓谷，探望四川以外數一數二的大熊貓家族。',
      '在广州南部的亚热带山谷里，500多个物种、2万多只动物自由生活。乘坐敞篷观光小火车近距离经过长颈鹿、白犀牛和孟加拉虎，再步行走进考拉森林和熊猫谷，看望四川以外数一数二的大熊猫家族。',
      'More than 500 species and 20,000 animals live in a subtropical valley on the southern edge of Guangzhou. Ride the open-sided safari train past giraffes, white rhinos and Bengal tigers, then walk through Koala Forest and Panda Valley, home to one of the largest panda families outside Sichuan.',
    ),
    refundDesc: REFUND.park,
    imgMain: media('poi/gz-safari-park'),
  },
  {
    poiCode: 'GZ_HAPPY_LAND',
    poiType: 1,
    regionCode: 'GZ',
    name: tr('奇境歡樂世界', '奇境欢乐世界', 'Happy Land Theme Park'),
    summary: tr(
      '六大主題園區共七十多項機動遊戲與景點，由十連環「巨龍過山車」、六十米高跳樓機，到適合小朋友的咖啡杯和旋轉木馬應有盡有。週末及公眾假期晚上設巡遊表演，黃昏登上八十八米高的「天空之輪」，整個度假區盡收眼底。',
      '六大主题园区共70多项游乐设施和景点，从十环“巨龙过山车”、60米高跳楼机，到适合小朋友的咖啡杯和旋转木马一应俱全。周末及节假日晚上有花车巡游，傍晚登上88米高的“天空之轮”，整个度假区尽收眼底。',
      'Seventy rides and attractions in six themed lands, from the ten-loop Dragon Coaster and a 60-metre drop tower to teacups and a carousel for the smallest guests. Parades run on weekend and holiday evenings, and the 88-metre Sky Wheel gives the best view of the whole resort at sunset.',
    ),
    refundDesc: withExtra(
      REFUND.park,
      tr(
        '個別機動遊戲設有身高限制，因天氣或保養暫停的設施不構成退款理由。',
        '部分游乐设施有身高限制，因天气或检修暂停的项目不作为退款理由。',
        'Some rides have height limits; a ride closed for weather or maintenance is not grounds for a refund.',
      ),
    ),
    imgMain: media('poi/gz-happy-land'),
  },
  {
    poiCode: 'GZ_WATER_PARK',
    poiType: 1,
    regionCode: 'GZ',
    name: tr('奇境水上樂園', '奇境水上乐园', 'Splash Bay Water Park'),
    summary: tr(
      '每年五月至十月開放的季節性水上樂園，設有浪高四米的人造海浪池、全長六百米的漂流河，以及由幼兒戲水區到近乎垂直的「極速飛墮」等多條滑水道。七、八月逢星期六加開夜場，由 DJ 現場打碟。',
      '每年5月至10月开放的季节性水上乐园，有浪高4米的人造海浪池、全长600米的漂流河，以及从幼儿戏水区到近乎垂直的“极速飞坠”等多条滑道。7、8月每周六加开夜场，DJ现场打碟。',
      'A seasonal water park open from May to October, with a wave pool that builds four-metre waves, a 600-metre lazy river and slides ranging from toddler splash pads to the near-vertical Free Fall. Night sessions with live DJ sets run on Saturdays in July and August.',
    ),
    refundDesc: withExtra(
      REFUND.park,
      tr(
        '如遊玩當日因颱風或暴雨預警閉園，門票將自動全額退款。',
        '如游玩当天因台风或暴雨预警闭园，门票将自动全额退款。',
        'If the park closes on your visit date because of a typhoon or rainstorm warning, the ticket is refunded in full automatically.',
      ),
    ),
    imgMain: media('poi/gz-water-park'),
  },
  {
    poiCode: 'ZH_OCEAN_KINGDOM',
    poiType: 1,
    regionCode: 'ZH',
    name: tr('奇境海洋王國', '奇境海洋王国', 'Ocean Kingdom'),
    summary: tr(
      '橫琴島上的海洋主題公園，八大園區圍繞中央潟湖而建。在容量達二千二百萬公升的巨型水族館與鯨鯊對望，到極地館探望北極熊和企鵝，再挑戰沿海岸線飛馳的「鸚鵡過山車」。',
      '横琴岛上的海洋主题公园，八大园区环绕中央潟湖而建。在容量达2200万升的巨型水族馆与鲸鲨对望，到极地馆探望北极熊和企鹅，再挑战沿海岸线飞驰的“鹦鹉过山车”。',
      'An ocean theme park on Hengqin Island, with eight zones set around a central lagoon. Come face to face with whale sharks in a 22-million-litre aquarium, visit the polar bears and penguins of Polar Adventure, then ride the Parrot Coaster as it races along the shoreline.',
    ),
    refundDesc: REFUND.park,
    imgMain: media('poi/zh-ocean-kingdom'),
  },
  {
    poiCode: 'ZH_MARINE_SCIENCE',
    poiType: 1,
    regionCode: 'ZH',
    name: tr('奇境海洋科學館', '奇境海洋科学馆', 'Marine Science Museum'),
    summary: tr(
      '以南海為主題的室內科學館，設有觸摸池、三百六十度水母穹頂、玻璃後的珊瑚育苗室，每日更有照顧動物的海洋生物學家親身講解。全館設有空調，是雨天的熱門之選。',
      '以南海为主题的室内科学馆，有触摸池、360度水母穹顶、玻璃后的珊瑚育苗室，每天还有照顾动物的海洋生物学家现场讲解。全馆空调开放，是雨天的热门选择。',
      'An indoor museum of the South China Sea, with touch pools, a 360-degree jellyfish dome, a coral nursery behind glass and daily talks by the marine biologists who look after the animals. It is fully air-conditioned and a favourite on rainy days.',
    ),
    refundDesc: REFUND.park,
    imgMain: media('poi/zh-marine-science'),
  },
  // ---- shows ----------------------------------------------------------------------------------
  {
    poiCode: 'GZ_CIRCUS',
    poiType: 2,
    regionCode: 'GZ',
    name: tr('奇境國際大馬戲', '奇境国际大马戏', 'Wonderland International Circus'),
    summary: tr(
      '來自二十多個國家的演員，在可容納六千名觀眾的大帳篷劇場上演九十分鐘的馬戲盛宴：空中飛人、鋼球飛車，以及在冰上舉行的壓軸一幕。每日 14:30 及 19:30 兩場。',
      '来自20多个国家的演员，在可容纳6000名观众的大帐篷剧场上演90分钟的马戏盛宴：空中飞人、球形铁笼飞车，以及在冰面上演的压轴一幕。每天14:30和19:30两场。',
      'Performers from more than twenty countries fill a 6,000-seat big-top theatre for ninety minutes of aerialists, motorbikes racing inside a steel globe and a finale on ice. Shows daily at 14:30 and 19:30.',
    ),
    refundDesc: REFUND.show,
    imgMain: media('poi/gz-circus'),
  },
  {
    poiCode: 'ZH_OCEAN_NIGHT_SHOW',
    poiType: 2,
    regionCode: 'ZH',
    name: tr('海洋之夜煙花匯演', '海洋之夜烟花汇演', 'Ocean Nights Fireworks Show'),
    summary: tr(
      '每晚 20:00 在潟湖上演出的二十五分鐘匯演，結合煙花、水幕投影和激光。看台設劃位座位；湖畔長廊的站立觀賞區憑樂園門票即可免費進入。',
      '每晚20:00在潟湖上演的25分钟汇演，融合烟花、水幕投影和激光。看台为对号入座；湖畔长廊的站立观赏区凭乐园门票即可免费进入。',
      'Twenty-five minutes of fireworks, water-screen projections and lasers over the lagoon, every night at 20:00. Grandstand seats are reserved; the standing areas along the lakeside promenade are free with a park ticket.',
    ),
    refundDesc: withExtra(
      REFUND.show,
      tr(
        '如因天氣取消演出，可全額退款或免費改期。',
        '如因天气取消演出，可全额退款或免费改期。',
        'If the show is cancelled because of the weather, you can choose a full refund or a free date change.',
      ),
    ),
    imgMain: media('poi/zh-ocean-night-show'),
  },
  {
    poiCode: 'ZH_MARINE_SPECTACULAR',
    poiType: 2,
    regionCode: 'ZH',
    name: tr('橫琴海洋奇觀大匯演', '横琴海洋奇观大汇演', 'Hengqin Marine Spectacular'),
    summary: tr(
      '七十分鐘的室內舞台製作，雜技演員、高台跳水員與四十米寬的水幕，講述少年潛水員橫越七大洋的冒險旅程。劇場位於海洋王國正門旁，每日 14:00 及 17:30 兩場。',
      '70分钟的室内舞台作品，杂技演员、高台跳水运动员与40米宽的水幕，讲述少年潜水员横渡七大洋的冒险旅程。剧场位于海洋王国正门旁，每天14:00和17:30两场。',
      'A seventy-minute indoor stage production in which acrobats, high divers and a 40-metre water curtain tell the story of a young diver crossing the seven seas. The theatre stands beside the Ocean Kingdom main gate, with shows daily at 14:00 and 17:30.',
    ),
    refundDesc: REFUND.show,
    imgMain: media('poi/zh-marine-spectacular'),
  },
  // ---- hotels ---------------------------------------------------------------------------------
  {
    poiCode: 'GZ_SAFARI_HOTEL',
    poiType: 3,
    regionCode: 'GZ',
    name: tr('奇境野生動物酒店', '奇境野生动物酒店', 'Wonderland Safari Hotel'),
    summary: tr(
      '景觀客房俯瞰私家白虎棲息地，白老虎就在露台下的岩石上午睡。住客可提早三十分鐘進入野生動物世界，並免費乘搭穿梭巴士往返歡樂世界及馬戲劇場。',
      '景观客房俯瞰酒店专属白虎栖息地，白老虎就在阳台下的岩石上午睡。住客可提前30分钟进入野生动物世界，并免费乘坐接驳车往返欢乐世界和马戏剧场。',
      'Safari-view rooms look over a private habitat where white tigers nap on the rocks below your balcony. Guests enter the Safari Park thirty minutes early and ride a free shuttle to Happy Land and the circus.',
    ),
    refundDesc: REFUND.hotel,
    imgMain: media('poi/gz-safari-hotel'),
  },
  {
    poiCode: 'GZ_PANDA_HOTEL',
    poiType: 3,
    regionCode: 'GZ',
    name: tr('奇境熊貓酒店', '奇境熊猫酒店', 'Panda Hotel'),
    summary: tr(
      '專為家庭而設的主題酒店：熊貓主題客房附設兒童雙層床，室內遊樂場全天開放，還有四百米長的漂流泳池。步行五分鐘即達野生動物世界北門。',
      '专为家庭打造的主题酒店：熊猫主题客房配有儿童上下铺，室内游乐场全天开放，还有400米长的漂流泳池。步行5分钟即到野生动物世界北门。',
      'A hotel built for families: panda-themed rooms with bunk beds for the children, an indoor playground open all day and a 400-metre lazy-river pool. The Safari Park north gate is a five-minute walk away.',
    ),
    refundDesc: REFUND.hotel,
    imgMain: media('poi/gz-panda-hotel'),
  },
  {
    poiCode: 'GZ_CIRCUS_HOTEL',
    poiType: 3,
    regionCode: 'GZ',
    name: tr('奇境馬戲酒店', '奇境马戏酒店', 'Circus Hotel'),
    summary: tr(
      '與大馬戲劇場只隔一條馬路，大堂以條紋帳篷為設計靈感，每日設小丑及雜耍工作坊。看完晚場馬戲，住客可享延遲至下午一時退房。',
      '与大马戏剧场仅一路之隔，大堂以条纹帐篷为设计灵感，每天有小丑和杂耍工作坊。看完晚场马戏，住客可延迟至下午1点退房。',
      'Just across the road from the big-top theatre, with a lobby inspired by a striped circus tent and daily clowning and juggling workshops. After an evening show, guests can check out as late as 13:00.',
    ),
    refundDesc: REFUND.hotel,
    imgMain: media('poi/gz-circus-hotel'),
  },
  {
    poiCode: 'ZH_OCEAN_HOTEL',
    poiType: 3,
    regionCode: 'ZH',
    name: tr('奇境海洋酒店', '奇境海洋酒店', 'Ocean Hotel'),
    summary: tr(
      '酒店圍繞大堂內高十三米的水族館而建，海底景觀套房的落地玻璃正對鯨鯊館。住客可經專用通道直達海洋王國，並優先預留海洋之夜看台座位。',
      '酒店围绕大堂里高13米的水族馆而建，海底景观套房的落地玻璃正对鲸鲨馆。住客可经专属通道直达海洋王国，并优先预留海洋之夜看台座位。',
      'Built around a 13-metre aquarium in the lobby, with underwater-view suites whose floor-to-ceiling windows look straight into the whale-shark tank. Guests walk into Ocean Kingdom through a private entrance and get priority booking for Ocean Nights grandstand seats.',
    ),
    refundDesc: REFUND.hotel,
    imgMain: media('poi/zh-ocean-hotel'),
  },
  {
    poiCode: 'ZH_PENGUIN_HOTEL',
    poiType: 3,
    regionCode: 'ZH',
    name: tr('奇境企鵝酒店', '奇境企鹅酒店', 'Penguin Hotel'),
    summary: tr(
      '極地主題酒店，中庭住著一群巴布亞企鵝，兒童冰屋雙層床房深受小朋友歡迎。天台恆溫泳池隔著潟湖遙望煙花匯演，晚上特別熱鬧。',
      '极地主题酒店，中庭住着一群巴布亚企鹅，儿童冰屋上下铺房间深受小朋友喜爱。天台恒温泳池隔着潟湖遥望烟花汇演，晚上格外热闹。',
      'A polar-themed hotel with a colony of gentoo penguins in the central atrium and igloo bunk rooms that children love. The heated rooftop pool looks across the lagoon to the fireworks, which makes evenings lively.',
    ),
    refundDesc: REFUND.hotel,
    imgMain: media('poi/zh-penguin-hotel'),
  },
  {
    poiCode: 'QY_FOREST_RESORT',
    poiType: 3,
    regionCode: 'QY',
    name: tr('清遠森林溫泉度假酒店', '清远森林温泉度假酒店', 'Qingyuan Forest Hot Spring Resort'),
    summary: tr(
      '即將開幕：度假酒店正於廣州以北約一小時車程的清遠山區興建，設三百八十間客房及森林別墅、四十多個露天溫泉池及山林步道。開幕日期及預訂詳情將率先通知已登記的訂戶。',
      '即将开业：度假酒店正在广州以北约1小时车程的清远山区建设，设有380间客房及森林别墅、40多个露天温泉池和山林步道。开业日期及预订信息将优先通知已登记的用户。',
      'Coming soon: the resort is under construction in the hills of Qingyuan, about an hour’s drive north of Guangzhou, with 380 rooms and forest villas, more than forty open-air hot-spring pools and woodland trails. Registered subscribers will be the first to hear the opening date and booking details.',
    ),
    refundDesc: tr(
      '酒店尚未開放預訂。登記意向完全免費，可隨時取消；開幕優惠將另行列明退款條款。',
      '酒店尚未开放预订。登记意向完全免费，可随时取消；开业优惠将另行说明退款条款。',
      'Bookings are not open yet. Registering your interest is free and can be withdrawn at any time; pre-opening offers will state their own refund terms.',
    ),
    imgMain: media('poi/qy-forest-resort'),
  },
  // ---- dining (the nine DINING_POI_CODES) ----------------------------------------------------
  ...dining(),
];

function dining(): Omit<SeedPoi, 'nameNative'>[] {
  const d = (
    poiCode: string,
    regionCode: 'GZ' | 'ZH',
    name: Translated,
    _nameNative: string,
    summary: Translated,
    image: string,
  ): Omit<SeedPoi, 'nameNative'> => ({
    poiCode,
    poiType: 4,
    regionCode,
    name,
    summary,
    refundDesc: REFUND.dining,
    imgMain: media(image),
  });
  return [
    d(
      'GZ_RIVERSIDE_GRILL',
      'GZ',
      tr('河畔扒房', '河畔扒房', 'Riverside Grill'),
      '河畔扒房',
      tr(
        '位於度假區河畔步道，主打炭燒牛扒和海鮮拼盤，露台座位可欣賞黃昏河景。每日 11:30–22:00 營業。',
        '位于度假区河畔步道，主打炭烤牛排和海鲜拼盘，露台座位可欣赏傍晚河景。每天11:30–22:00营业。',
        'On the resort’s riverside walk, serving charcoal-grilled steaks and seafood platters, with terrace tables facing the river at sunset. Open daily 11:30–22:00.',
      ),
      'poi/gz-riverside-grill',
    ),
    d(
      'GZ_PANDA_CAFE',
      'GZ',
      tr('熊貓咖啡館', '熊猫咖啡馆', 'Panda Café'),
      '熊猫咖啡馆',
      tr(
        '熊貓谷出口旁的輕食咖啡館，竹筒造型蛋糕和熊貓拉花咖啡最受歡迎，亦供應兒童餐。每日 09:30–18:00 營業。',
        '熊猫谷出口旁的轻食咖啡馆，竹筒造型蛋糕和熊猫拉花咖啡最受欢迎，也供应儿童餐。每天09:30–18:00营业。',
        'A light-meals café at the Panda Valley exit, best known for its bamboo-shaped cakes and panda latte art; children’s meals are available. Open daily 09:30–18:00.',
      ),
      'poi/gz-panda-cafe',
    ),
    d(
      'GZ_CIRCUS_BUFFET',
      'GZ',
      tr('馬戲自助餐廳', '马戏自助餐厅', 'Circus Buffet'),
      '马戏自助餐厅',
      tr(
        '馬戲酒店地下的國際自助餐廳，設粵式燒味、日式刺身及即製甜品檔。晚市 17:00–21:30，吃過晚餐正好入場看馬戲晚場。',
        '马戏酒店一楼的国际自助餐厅，有粤式烧味、日式刺身和现做甜品档。晚市17:00–21:30，吃完晚餐正好入场看马戏晚场。',
        'An international buffet on the ground floor of the Circus Hotel, with Cantonese roast meats, Japanese sashimi and made-to-order desserts. Dinner 17:00–21:30, in good time for the evening show.',
      ),
      'poi/gz-circus-buffet',
    ),
    d(
      'GZ_DIM_SUM_HOUSE',
      'GZ',
      tr('奇境點心樓', '奇境点心楼', 'Dim Sum House'),
      '奇境点心楼',
      tr(
        '由資深點心師傅主理的廣式茶樓，蝦餃、燒賣和即蒸腸粉每日新鮮手製，週末早茶建議預訂。每日 08:00–15:00 營業。',
        '由资深点心师傅主理的广式茶楼，虾饺、烧卖和现蒸肠粉每天新鲜手工制作，周末早茶建议预订。每天08:00–15:00营业。',
        'A Cantonese tea house run by veteran dim sum chefs: har gow, siu mai and freshly steamed rice rolls are handmade every morning. Booking is recommended for weekend brunch. Open daily 08:00–15:00.',
      ),
      'poi/gz-dim-sum-house',
    ),
    d(
      'GZ_SAFARI_BBQ',
      'GZ',
      tr('野趣燒烤場', '野趣烧烤场', 'Safari BBQ'),
      '野趣烧烤场',
      tr(
        '野生動物世界非洲區旁的露天燒烤場，提供自助燒烤套餐及串燒，傍晚可遠眺長頸鹿歸舍。每日 16:00–21:00 營業，雨天改於有蓋區進行。',
        '野生动物世界非洲区旁的露天烧烤场，提供自助烧烤套餐和烤串，傍晚可远眺长颈鹿回舍。每天16:00–21:00营业，雨天改在有顶棚区域进行。',
        'An open-air barbecue next to the Safari Park’s Africa zone, with grill-it-yourself sets and skewers; in the early evening you can watch the giraffes head home. Open daily 16:00–21:00, moving under cover when it rains.',
      ),
      'poi/gz-safari-bbq',
    ),
    d(
      'ZH_OCEAN_BISTRO',
      'ZH',
      tr('海洋小館', '海洋小馆', 'Ocean Bistro'),
      '海洋小馆',
      tr(
        '海洋酒店大堂水族館旁的西式小館，主打香煎海鱸和意大利海鮮飯，每桌都能看到魚群游過。每日 11:00–22:00 營業。',
        '海洋酒店大堂水族馆旁的西式小馆，主打香煎海鲈鱼和意大利海鲜饭，每张桌子都能看到鱼群游过。每天11:00–22:00营业。',
        'A European-style bistro beside the Ocean Hotel lobby aquarium, serving pan-fried sea bass and seafood risotto, with shoals of fish swimming past every table. Open daily 11:00–22:00.',
      ),
      'poi/zh-ocean-bistro',
    ),
    d(
      'ZH_DOLPHIN_DINER',
      'ZH',
      tr('海豚餐廳', '海豚餐厅', 'Dolphin Diner'),
      '海豚餐厅',
      tr(
        '海豚灣旁的美式餐廳，漢堡、炸魚薯條和奶昔份量十足，落地玻璃窗正對海豚池。每日 11:00–18:00 營業。',
        '海豚湾旁的美式餐厅，汉堡、炸鱼薯条和奶昔分量十足，落地玻璃窗正对海豚池。每天11:00–18:00营业。',
        'An American-style diner at Dolphin Bay with generous burgers, fish and chips and milkshakes, and floor-to-ceiling windows onto the dolphin pool. Open daily 11:00–18:00.',
      ),
      'poi/zh-dolphin-diner',
    ),
    d(
      'ZH_HARBOUR_TEA',
      'ZH',
      tr('海港茶樓', '海港茶楼', 'Harbour Tea House'),
      '海港茶楼',
      tr(
        '面向十字門水道的粵式茶樓，招牌菜有橫琴蠔仔粥、蜜汁叉燒及海鮮點心。每日 08:00–14:30 及 17:30–21:30 營業。',
        '面向十字门水道的粤式茶楼，招牌菜有横琴蚝仔粥、蜜汁叉烧和海鲜点心。每天08:00–14:30及17:30–21:30营业。',
        'A Cantonese tea house facing the Shizimen channel; signature dishes include Hengqin oyster congee, honey-glazed char siu and seafood dim sum. Open daily 08:00–14:30 and 17:30–21:30.',
      ),
      'poi/zh-harbour-tea',
    ),
    d(
      'ZH_POLAR_BUFFET',
      'ZH',
      tr('極地自助餐廳', '极地自助餐厅', 'Polar Buffet'),
      '极地自助餐厅',
      tr(
        '企鵝酒店內的自助餐廳，冰川造型的海鮮吧供應生蠔、蟹腳和三文魚，兒童區有專屬甜品枱。午市 11:30–14:30，晚市 17:30–21:30。',
        '企鹅酒店内的自助餐厅，冰川造型的海鲜吧供应生蚝、蟹腿和三文鱼，儿童区有专属甜品台。午市11:30–14:30，晚市17:30–21:30。',
        'The buffet restaurant of the Penguin Hotel, with a glacier-shaped seafood bar of oysters, crab legs and salmon, and a dessert table of its own in the children’s corner. Lunch 11:30–14:30, dinner 17:30–21:30.',
      ),
      'poi/zh-polar-buffet',
    ),
  ];
}

export const poiByCode = (code: string): SeedPoi => {
  const poi = pois.find((p) => p.poiCode === code);
  if (!poi) throw new Error(`Unknown seed POI ${code}.`);
  return poi;
};

/**
 * The name as written where the place is: Simplified Chinese, mainland China. English pages show
 * it under the English name; Chinese pages write it in their own script, where it is the title
 * itself (shown once).
 */
const nativeName = (name: Translated): Translated => ({
  'zh-TW': name['zh-TW'],
  'zh-CN': name['zh-CN'],
  en: name['zh-CN'],
});

export const pois: SeedPoi[] = places.map((place) => ({
  ...place,
  nameNative: nativeName(place.name),
}));
