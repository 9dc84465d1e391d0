import { sessionsLine, sessionsText } from './catalog.ts';
import { priceNote, type PoiDetail } from './poi-pages.ts';
import { mapTr, tr } from './text.ts';

/** POI page content of the Guangzhou parks, show and hotels (plain data). */
export const gzPoiDetails: PoiDetail[] = [
  {
    code: 'GZ_SAFARI_PARK',
    image: 'poi/gz-safari-park',
    intro: {
      title: tr('走進動物的家', '走进动物的家', 'Step into the animals’ home'),
      summary: tr(
        '五百多個物種，乘小火車或徒步遊覽',
        '500多个物种，乘小火车或步行游览',
        'Over 500 species, by safari train or on foot',
      ),
      body: tr(
        '<p>園區分為兩部分。<strong>乘車遊覽區</strong>需乘搭開篷觀光小火車，約 40 分鐘穿越非洲草原、亞洲草原和猛獸谷；<strong>步行遊覽區</strong>則可近距離觀賞考拉、小熊貓、白虎及大熊貓。</p><ul><li>熊貓谷：每日 10:30 及 15:00 餵食時間</li><li>長頸鹿平台：在高台上親手餵長頸鹿（樹葉束於現場出售）</li><li>考拉森林：亞洲最大的考拉群落</li><li>大象平原：每日 11:30 及 16:00 飼養員講解</li></ul>',
        '<p>园区分为两部分。<strong>乘车游览区</strong>需乘坐敞篷观光小火车，约40分钟穿越非洲草原、亚洲草原和猛兽谷；<strong>步行游览区</strong>则可近距离观赏考拉、小熊猫、白虎和大熊猫。</p><ul><li>熊猫谷：每天10:30和15:00喂食时间</li><li>长颈鹿平台：在高台上亲手喂长颈鹿（树叶束现场有售）</li><li>考拉森林：亚洲最大的考拉种群</li><li>大象平原：每天11:30和16:00饲养员讲解</li></ul>',
        '<p>The park has two halves. The <strong>drive-through zone</strong> is seen from the open-sided safari train, which takes about 40 minutes to cross the African savanna, the Asian grassland and the big-cat valley. The <strong>walking zone</strong> brings you close to koalas, red pandas, white tigers and our giant pandas.</p><ul><li>Panda Valley: feeding times at 10:30 and 15:00</li><li>Giraffe Terrace: feed the giraffes from a raised deck (leaf bundles sold on site)</li><li>Koala Forest: the largest koala group in Asia</li><li>Elephant Plain: keeper talks at 11:30 and 16:00</li></ul>',
      ),
    },
    hours: {
      summary: tr('每日 09:30–18:00', '每天09:30–18:00', 'Daily 09:30–18:00'),
      body: tr(
        '<p>全年每日開放，09:30–18:00，最後入場時間為 17:00。觀光小火車由 09:45 開出至 17:15，上午 11 時前排隊人數最少。</p><p>公眾假期及黃金週期間提早於 09:00 開園。</p>',
        '<p>全年每天开放，09:30–18:00，最晚入园时间17:00。观光小火车09:45至17:15运行，上午11点前排队人数最少。</p><p>法定节假日及黄金周期间提前至09:00开园。</p>',
        '<p>Open every day of the year, 09:30–18:00, with last entry at 17:00. The safari train runs from 09:45 to 17:15, and its queue is shortest before 11:00.</p><p>On public holidays and during Golden Week the gates open at 09:00.</p>',
      ),
    },
    tips: {
      summary: tr(
        '先坐小火車，再逛步行區',
        '先坐小火车，再逛步行区',
        'Ride the train first, then walk',
      ),
      body: tr(
        '<ul><li>入園後先乘小火車，11:00 至 14:00 為排隊高峰。</li><li>步行區大多為戶外，夏季氣溫可達 35°C，請帶備帽子和飲用水。</li><li>考拉森林及夜行動物館內禁止使用閃光燈。</li><li>正門旁設大、小兩種儲物櫃。</li></ul>',
        '<ul><li>入园后先坐小火车，11:00至14:00是排队高峰。</li><li>步行区大多在户外，夏季气温可达35°C，请带好帽子和饮用水。</li><li>考拉森林和夜行动物馆内禁止使用闪光灯。</li><li>正门旁有大、小两种存包柜。</li></ul>',
        '<ul><li>Ride the safari train first: queues peak between 11:00 and 14:00.</li><li>Most of the walking zone is outdoors and summer days reach 35 °C, so bring a hat and water.</li><li>Flash photography is not allowed in the Koala Forest or the nocturnal house.</li><li>Small and large lockers are next to the main gate.</li></ul>',
      ),
    },
    prices: {
      note: priceNote(
        'GZ',
        tr(
          '門票只限所選日期使用。',
          '门票仅限所选日期使用。',
          'Tickets are valid on the chosen date only.',
        ),
      ),
    },
    faq: [
      [
        tr(
          '可以自駕車遊覽乘車區嗎？',
          '可以自驾车游览乘车区吗？',
          'Can we drive our own car through the safari?',
        ),
        tr(
          '<p>不可以。為保障動物及遊客安全，乘車遊覽區只可乘搭園方的觀光小火車進入。自駕遊客可將車輛停泊於正門旁的 <strong>P2 停車場</strong>。</p>',
          '<p>不可以。为保障动物和游客安全，乘车游览区只能乘坐园区观光小火车进入。自驾游客可将车辆停在正门旁的<strong>P2停车场</strong>。</p>',
          '<p>No. For the safety of animals and visitors, the drive-through zone can only be visited on the park’s safari train. If you come by car, use <strong>car park P2</strong> next to the main gate.</p>',
        ),
      ],
      [
        tr(
          '甚麼時候最容易看到大熊貓活動？',
          '什么时候最容易看到大熊猫活动？',
          'When are the pandas most active?',
        ),
        tr(
          '<p>上午最理想：10:30 餵食前後大熊貓最活躍。夏季午後牠們多留在室內冷氣館休息，可透過大玻璃窗觀賞。</p>',
          '<p>上午最理想：10:30喂食前后大熊猫最活跃。夏季午后它们多在室内空调馆休息，可透过大玻璃窗观看。</p>',
          '<p>Mornings are best: the pandas are at their liveliest around the 10:30 feed. On summer afternoons they rest in the air-conditioned indoor hall, which you can see through its large windows.</p>',
        ),
      ],
    ],
    gallery: ['gz/gallery-1', 'gz/gallery-2'],
  },
  {
    code: 'GZ_HAPPY_LAND',
    image: 'poi/gz-happy-land',
    intro: {
      title: tr(
        '六大主題園區，七十多項遊戲',
        '六大主题园区，70多项游乐设施',
        'Six lands, seventy rides',
      ),
      summary: tr(
        '由十連環過山車到兒童島',
        '从十环过山车到儿童岛',
        'From a ten-loop coaster to Kids’ Island',
      ),
      body: tr(
        '<p>歡樂世界以中央湖泊為中心，分為<strong>巨龍王國</strong>、<strong>刺激地帶</strong>、<strong>兒童島</strong>、<strong>西部小鎮</strong>、<strong>水花港灣</strong>和<strong>天空廣場</strong>六大園區。追求刺激的遊客可直奔巨龍過山車，這條十連環鋼製過山車時速高達 117 公里；帶幼童的家庭則可在兒童島找到大部分溫和的遊戲。</p><ul><li>巨龍過山車：身高須達 1.4 米</li><li>天空跳樓機：六十米自由落體，身高須達 1.4 米</li><li>天空之輪：高 88 米，轉一圈約 20 分鐘</li><li>晚間巡遊：逢星期六、日及公眾假期 18:30</li></ul>',
        '<p>欢乐世界以中央湖泊为中心，分为<strong>巨龙王国</strong>、<strong>刺激地带</strong>、<strong>儿童岛</strong>、<strong>西部小镇</strong>、<strong>水花港湾</strong>和<strong>天空广场</strong>六大园区。喜欢刺激的游客可直奔巨龙过山车，这条十环钢制过山车时速高达117公里；带幼儿的家庭则可在儿童岛找到大部分温和的项目。</p><ul><li>巨龙过山车：身高需达1.4米</li><li>天空跳楼机：60米自由落体，身高需达1.4米</li><li>天空之轮：高88米，转一圈约20分钟</li><li>晚间巡游：每周六、周日及节假日18:30</li></ul>',
        '<p>Happy Land is laid out as six lands around a central lake: <strong>Dragon Kingdom</strong>, <strong>Thrill Zone</strong>, <strong>Kids’ Island</strong>, <strong>Wild West Town</strong>, <strong>Splash Harbour</strong> and <strong>Sky Plaza</strong>. Thrill-seekers head straight for the Dragon Coaster, a ten-loop steel coaster that reaches 117 km/h; families with young children will find most of the gentler rides on Kids’ Island.</p><ul><li>Dragon Coaster: minimum height 1.4 m</li><li>Sky Drop: a 60-metre free fall, minimum height 1.4 m</li><li>Sky Wheel: 88 metres tall, one turn takes about 20 minutes</li><li>Evening parade: Saturdays, Sundays and public holidays at 18:30</li></ul>',
      ),
    },
    hours: {
      summary: tr(
        '平日 10:00–18:00，週末至 21:00',
        '平日10:00–18:00，周末至21:00',
        'Weekdays 10:00–18:00, weekends to 21:00',
      ),
      body: tr(
        '<p>星期一至五 10:00–18:00；星期六、日及公眾假期 09:30–21:00，晚上設巡遊及夜間機動遊戲。最後入場時間為關園前一小時。</p>',
        '<p>周一至周五10:00–18:00；周六、周日及节假日09:30–21:00，晚上有巡游和夜场游乐项目。最晚入园时间为闭园前1小时。</p>',
        '<p>Monday to Friday 10:00–18:00; Saturdays, Sundays and public holidays 09:30–21:00, with the parade and night rides in the evening. Last entry is one hour before closing.</p>',
      ),
    },
    tips: {
      summary: tr('善用單人通道', '善用单人通道', 'Use the single-rider lines'),
      body: tr(
        '<ul><li>巨龍過山車及天空跳樓機設<strong>單人通道</strong>，輪候時間通常只有一半。</li><li>乘坐過山車前，手機及隨身物品須存放於月台旁的免費儲物櫃。</li><li>雷暴期間戶外高空遊戲會暫停，雷暴過後約 30 分鐘重開。</li><li>兒童島設親子洗手間及育嬰室。</li></ul>',
        '<ul><li>巨龙过山车和天空跳楼机设有<strong>单人通道</strong>，排队时间通常只有一半。</li><li>乘坐过山车前，手机和随身物品需存放在站台旁的免费存包柜。</li><li>雷暴期间户外高空项目会暂停，雷暴过后约30分钟恢复。</li><li>儿童岛设有亲子卫生间和母婴室。</li></ul>',
        '<ul><li>The Dragon Coaster and Sky Drop have <strong>single-rider lines</strong>, which are often half as long.</li><li>Phones and loose items go into the free lockers at the coaster stations before you ride.</li><li>Tall outdoor rides pause during thunderstorms and reopen about 30 minutes after the storm passes.</li><li>Kids’ Island has family restrooms and a baby-care room.</li></ul>',
      ),
    },
    prices: { note: priceNote('GZ') },
    faq: [
      [
        tr(
          '小朋友要多高才可以玩？',
          '小朋友要多高才能玩？',
          'How tall do children need to be for the rides?',
        ),
        tr(
          '<p>各遊戲的身高要求如下，入口設量高尺：</p><table><thead><tr><th>遊戲</th><th>最低身高</th></tr></thead><tbody><tr><td>巨龍過山車</td><td>1.4 米</td></tr><tr><td>天空跳樓機</td><td>1.4 米</td></tr><tr><td>西部礦車</td><td>1.2 米</td></tr><tr><td>兒童島全部遊戲</td><td>0.9 米（1.2 米以下須成人陪同）</td></tr></tbody></table>',
          '<p>各项目的身高要求如下，入口处设有量高尺：</p><table><thead><tr><th>项目</th><th>最低身高</th></tr></thead><tbody><tr><td>巨龙过山车</td><td>1.4米</td></tr><tr><td>天空跳楼机</td><td>1.4米</td></tr><tr><td>西部矿车</td><td>1.2米</td></tr><tr><td>儿童岛全部项目</td><td>0.9米（1.2米以下需成人陪同）</td></tr></tbody></table>',
          '<p>Height limits are below; every ride entrance has a measuring post:</p><table><thead><tr><th>Ride</th><th>Minimum height</th></tr></thead><tbody><tr><td>Dragon Coaster</td><td>1.4 m</td></tr><tr><td>Sky Drop</td><td>1.4 m</td></tr><tr><td>Mine Train</td><td>1.2 m</td></tr><tr><td>All Kids’ Island rides</td><td>0.9 m (under 1.2 m with an adult)</td></tr></tbody></table>',
        ),
      ],
      [
        tr('下雨天還值得去嗎？', '下雨天还值得去吗？', 'Is it worth going on a rainy day?'),
        tr(
          '<p>值得。大部分遊戲在小雨下照常運作，輪候人數亦明顯較少；室內的 4D 影院和鏡子迷宮不受天氣影響。園內商店有雨衣出售。</p>',
          '<p>值得。大部分项目在小雨时照常运行，排队人数也明显减少；室内的4D影院和镜子迷宫不受天气影响。园内商店有雨衣出售。</p>',
          '<p>Yes. Most rides keep running in light rain and the queues are much shorter; the indoor 4D cinema and mirror maze are unaffected. Raincoats are sold in the park shops.</p>',
        ),
      ],
    ],
    gallery: ['gz/gallery-3'],
  },
  {
    code: 'GZ_WATER_PARK',
    image: 'poi/gz-water-park',
    intro: {
      title: tr('夏日最涼快的去處', '夏天最清凉的去处', 'The coolest place in a Guangzhou summer'),
      summary: tr(
        '海浪池、漂流河和十八條滑水道',
        '海浪池、漂流河和18条滑道',
        'Wave pool, lazy river and eighteen slides',
      ),
      body: tr(
        '<p>奇境水上樂園每年五月至十月開放，全園設十八條滑水道。<strong>巨浪灣</strong>每半小時掀起一次四米高浪；六百米長的<strong>悠閒漂流河</strong>適合一家大細；膽子大的可挑戰近乎垂直的<strong>極速飛墮</strong>。</p><ul><li>幼兒戲水區：水深不超過 30 公分，設救生員全程看管</li><li>家庭滑水圈：四人同坐一個大水圈</li><li>夏夜派對：七、八月逢星期六 18:30–22:00</li></ul>',
        '<p>奇境水上乐园每年5月至10月开放，全园共18条滑道。<strong>巨浪湾</strong>每半小时掀起一次4米高浪；600米长的<strong>悠闲漂流河</strong>适合全家一起玩；胆子大的可以挑战近乎垂直的<strong>极速飞坠</strong>。</p><ul><li>幼儿戏水区：水深不超过30厘米，救生员全程看护</li><li>家庭滑道：四人同坐一个大浮圈</li><li>夏夜派对：7、8月每周六18:30–22:00</li></ul>',
        '<p>Splash Bay opens from May to October and has eighteen slides. <strong>Big Wave Bay</strong> sends a four-metre wave across the pool every half hour, the 600-metre <strong>Lazy River</strong> suits the whole family, and the brave can take on the near-vertical <strong>Free Fall</strong>.</p><ul><li>Toddler splash zone: no deeper than 30 cm, with lifeguards on duty throughout</li><li>Family raft slide: four people on one big raft</li><li>Summer night party: Saturdays in July and August, 18:30–22:00</li></ul>',
      ),
    },
    hours: {
      summary: tr(
        '5 月至 10 月，10:00–18:00',
        '5月至10月，10:00–18:00',
        'May to October, 10:00–18:00',
      ),
      body: tr(
        '<p>五月一日至十月三十一日每日開放，10:00–18:00，最後入場時間為 17:00。七、八月逢星期六加開夜場至 22:00。十一月至四月休園保養。</p>',
        '<p>5月1日至10月31日每天开放，10:00–18:00，最晚入园时间17:00。7、8月每周六加开夜场至22:00。11月至次年4月闭园维护。</p>',
        '<p>Open daily from 1 May to 31 October, 10:00–18:00, with last entry at 17:00. Night sessions run until 22:00 on Saturdays in July and August. The park closes for maintenance from November to April.</p>',
      ),
    },
    tips: {
      summary: tr('泳衣、防曬與儲物櫃', '泳衣、防晒和存包柜', 'Swimwear, sun cream and lockers'),
      body: tr(
        '<ul><li>滑水道只可穿著泳衣，棉質 T 恤及有金屬飾物的衣物不准使用。</li><li>身高 1.2 米以下小童在海浪池須由成人陪同，並須穿著救生衣（免費借用）。</li><li>更衣室設智能儲物櫃及毛巾租用服務。</li><li>請選用防水防曬用品，並每兩小時補搽一次。</li></ul>',
        '<ul><li>滑道只能穿泳衣，棉质T恤和带金属饰物的衣服不能使用。</li><li>身高1.2米以下儿童在海浪池需由成人陪同，并须穿救生衣（免费借用）。</li><li>更衣室有智能存包柜和毛巾租赁服务。</li><li>请使用防水防晒产品，并每两小时补涂一次。</li></ul>',
        '<ul><li>Only swimwear is allowed on the slides: no cotton T-shirts or clothes with metal trims.</li><li>Children under 1.2 m must be with an adult in the wave pool and wear a life jacket (lent free of charge).</li><li>The changing rooms have smart lockers and towel rental.</li><li>Use water-resistant sun cream and reapply it every two hours.</li></ul>',
      ),
    },
    prices: {
      note: priceNote(
        'GZ',
        tr(
          '因颱風或暴雨預警閉園時，門票自動全額退款。',
          '因台风或暴雨预警闭园时，门票自动全额退款。',
          'Tickets are refunded in full if the park closes for a typhoon or rainstorm warning.',
        ),
      ),
    },
    faq: [
      [
        tr('忘記帶泳衣怎麼辦？', '忘记带泳衣怎么办？', 'What if I forget my swimwear?'),
        tr(
          '<p>正門旁的水上用品店有男女裝及兒童泳衣、泳帽、泳鏡和防水手機袋出售，款式齊全。</p>',
          '<p>正门旁的水上用品店有男女及儿童泳衣、泳帽、泳镜和防水手机袋出售，款式齐全。</p>',
          '<p>The swim shop beside the main gate sells swimwear for men, women and children, plus caps, goggles and waterproof phone pouches.</p>',
        ),
      ],
      [
        tr('園內有救生員嗎？', '园内有救生员吗？', 'Are there lifeguards?'),
        tr(
          '<p>有。全園共有六十多名持證救生員，每個泳池及滑水道出口均有專人看守，並設兩個急救站。</p>',
          '<p>有。全园共有60多名持证救生员，每个泳池和滑道出口都有专人值守，并设有两个急救站。</p>',
          '<p>Yes. More than sixty certified lifeguards watch every pool and slide exit, and there are two first-aid stations.</p>',
        ),
      ],
    ],
    gallery: ['gz/gallery-4'],
  },
  {
    code: 'GZ_CIRCUS',
    image: 'poi/gz-circus',
    intro: {
      title: tr('九十分鐘的馬戲盛宴', '90分钟的马戏盛宴', 'Ninety minutes of circus magic'),
      summary: tr(
        '二十多國演員，六千座大帳篷劇場',
        '20多国演员，6000座大帐篷剧场',
        'Artists from twenty countries, a 6,000-seat big top',
      ),
      body: tr(
        '<p>今季製作《星光馬戲城》由來自烏克蘭、蒙古、巴西等二十多個國家的演員聯合演出，劇場圓形舞台可在數秒間變成水池或冰場。</p><ul><li><strong>空中飛人</strong>：在 25 米高空無保護網演出</li><li><strong>鋼球飛車</strong>：八輛電單車同時在直徑 6 米的鋼球內飛馳</li><li><strong>冰上終章</strong>：三十名滑冰演員的壓軸演出</li></ul><p>全劇以音樂和肢體表演為主，幾乎沒有對白，任何語言的觀眾都能看得明白。</p>',
        '<p>本季作品《星光马戏城》由来自乌克兰、蒙古、巴西等20多个国家的演员联袂演出，剧场圆形舞台可在数秒内变成水池或冰场。</p><ul><li><strong>空中飞人</strong>：在25米高空无保护网表演</li><li><strong>球形飞车</strong>：八辆摩托车同时在直径6米的铁笼球内飞驰</li><li><strong>冰上终章</strong>：30名滑冰演员的压轴演出</li></ul><p>全剧以音乐和肢体表演为主，几乎没有对白，任何语言的观众都能看懂。</p>',
        '<p>This season’s production, <em>City of Starlight</em>, brings together artists from more than twenty countries, including Ukraine, Mongolia and Brazil, on a round stage that turns into a pool or an ice rink within seconds.</p><ul><li><strong>Aerialists</strong>: flying 25 metres up without a net</li><li><strong>Globe of Death</strong>: eight motorbikes inside a six-metre steel sphere</li><li><strong>Finale on ice</strong>: thirty skaters close the show</li></ul><p>The show is told through music and movement with almost no dialogue, so it works in any language.</p>',
      ),
    },
    hours: {
      summary: sessionsLine('GZ_CIRCUS_SHOW'),
      body: mapTr(sessionsText('GZ_CIRCUS_SHOW'), (times, lang) =>
        lang === 'en'
          ? `<p>Shows ${times}; each runs about 90 minutes without an interval. Doors open 45 minutes before the show.</p>`
          : lang === 'zh-TW'
            ? `<p>${times} 演出，每場約 90 分鐘，不設中場休息。劇場於開演前 45 分鐘開門。</p>`
            : `<p>${times}演出，每场约90分钟，不设中场休息。剧场在演出前45分钟开门。</p>`,
      ),
    },
    tips: {
      summary: tr('早訂早揀位', '早订早选位', 'Book early for the best seats'),
      body: tr(
        '<ul><li>座位於訂購時即時分配，越早預訂越接近舞台正面，觀看空中飛人角度最佳。</li><li>開演前 45 分鐘開門，可先到大堂買紀念場刊。</li><li>散場後穿梭巴士開往各酒店，尾班車 22:30 開出。</li><li>劇場內冷氣較大，建議帶備薄外套。</li></ul>',
        '<ul><li>座位在下单时即时分配，越早预订越靠近舞台正面，观看空中飞人角度最佳。</li><li>演出前45分钟开门，可以先到大堂买纪念节目册。</li><li>散场后接驳车开往各酒店，末班车22:30发车。</li><li>剧场内空调较冷，建议带一件薄外套。</li></ul>',
        '<ul><li>Seats are allocated when you book, so the earlier you book, the closer you sit to the centre, with the best angle on the aerial acts.</li><li>Doors open 45 minutes before the show; souvenir programmes are sold in the foyer.</li><li>Shuttles leave for every hotel after the show; the last one departs at 22:30.</li><li>The air conditioning is strong, so bring a light jacket.</li></ul>',
      ),
    },
    prices: {
      note: priceNote(
        'GZ',
        tr(
          '座位於訂購時即時分配。',
          '座位在下单时即时分配。',
          'Seats are allocated when you book.',
        ),
      ),
    },
    faq: [
      [
        tr('演出有動物參與嗎？', '演出有动物参与吗？', 'Are there animals in the show?'),
        tr(
          '<p>今季製作全部由人類演員演出，不設任何動物表演。</p>',
          '<p>本季作品全部由演员完成，没有任何动物表演。</p>',
          '<p>No. This season’s production is performed entirely by human artists.</p>',
        ),
      ],
      [
        tr('可以同時預訂晚餐嗎？', '可以同时预订晚餐吗？', 'Can I book dinner as well?'),
        tr(
          '<p>可以。劇場對面的<a href="/GZ/buy-food/GZ_CIRCUS_BUFFET">馬戲自助餐廳</a>晚市 17:00 開始，用餐後步行兩分鐘即可入場。</p>',
          '<p>可以。剧场对面的<a href="/GZ/buy-food/GZ_CIRCUS_BUFFET">马戏自助餐厅</a>晚市17:00开始，用餐后步行2分钟即可入场。</p>',
          '<p>Yes. The <a href="/GZ/buy-food/GZ_CIRCUS_BUFFET">Circus Buffet</a> opposite the theatre starts dinner at 17:00, two minutes’ walk from the doors.</p>',
        ),
      ],
    ],
    gallery: ['gz/gallery-5'],
  },
];
