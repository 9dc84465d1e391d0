import type { SeedBlock, SeedPage } from '../types.ts';
import { sessionsText } from './catalog.ts';
import { guidePage } from './guides-shared.ts';
import { MAPS, mapKey, type MapKey } from './maps.ts';
import { singleImage } from './media.ts';
import { block, info, joinTr, table, tr } from './text.ts';

/**
 * The resort maps of Guangzhou and Hengqin. The first item of each VACATION_MAP_BLOCK is the
 * whole-resort map (2400×1600, shown in the map viewer); the other items are zone maps and
 * practical notes. Each item is one entry of the map list, read in full on its detail page.
 */

const gzVacationMap = guidePage(
  'GZ',
  'VACATION_MAP',
  tr('度假區地圖', '度假区地图', 'Resort map'),
  [
    block(
      'GZ-MAP',
      'VACATION_MAP_BLOCK',
      tr('廣州奇境全圖', '广州奇境全图', 'Guangzhou Wonderland map'),
      [
        info(
          'map',
          tr('廣州奇境全圖', '广州奇境全图', 'Guangzhou Wonderland map'),
          tr('可放大、拖動及下載', '可放大、拖动及下载', 'Zoom, pan and download'),
          tr(
            `<p>地圖標示七大區域、遊客服務中心、洗手間、急救站、餐飲及拍照點。雙擊地圖可放大，亦可下載到手機，在園內沒有網絡時一樣可以查看。</p>${table(
              [
                ['區域', '主要景點'],
                ['度假區廣場', '地鐵站出口、遊客服務中心、穿梭巴士總站'],
                ['草原大道', '野生動物世界乘車區'],
                ['考拉森林及熊貓谷', '野生動物世界步行區'],
                ['刺激地帶', '歡樂世界過山車'],
                ['水上樂園', '五月至十月開放'],
                ['馬戲劇場', `${sessionsText('GZ_CIRCUS_SHOW')['zh-TW']} 演出`],
              ],
            )}<p>由度假區廣場步行到各樂園正門約五至十分鐘，亦可乘免費穿梭巴士。</p>`,
            `<p>地图标示七大区域、游客服务中心、卫生间、急救站、餐饮及拍照点。双击地图可放大，也可以下载到手机，在园内没有网络时一样可以查看。</p>${table(
              [
                ['区域', '主要景点'],
                ['度假区广场', '地铁站出口、游客服务中心、接驳车总站'],
                ['草原大道', '野生动物世界乘车区'],
                ['考拉森林及熊猫谷', '野生动物世界步行区'],
                ['刺激地带', '欢乐世界过山车'],
                ['水上乐园', '5月至10月开放'],
                ['马戏剧场', `${sessionsText('GZ_CIRCUS_SHOW')['zh-CN']}演出`],
              ],
            )}<p>从度假区广场步行到各乐园正门约5至10分钟，也可以乘免费接驳车。</p>`,
            `<p>The map shows the seven zones, guest services, restrooms, first aid, food and drink, and photo spots. Double-click to zoom, or download it to your phone so you can check it in the park without a signal.</p>${table(
              [
                ['Zone', 'What is there'],
                ['Main Plaza', 'Metro exit, Guest Services, shuttle terminus'],
                ['Savanna Drive', 'The Safari Park drive-through zone'],
                ['Koala Forest and Panda Valley', 'The Safari Park walking zone'],
                ['Thrill Zone', 'Happy Land’s coasters'],
                ['Splash Bay', 'Open May to October'],
                ['Circus Theatre', `Shows ${sessionsText('GZ_CIRCUS_SHOW').en}`],
              ],
            )}<p>Every park gate is a five- to ten-minute walk from the Main Plaza, or take the free shuttle.</p>`,
          ),
          { imgLink: singleImage('gz/map') },
        ),
        info(
          'safari-zones',
          tr('野生動物世界分區圖', '野生动物世界分区图', 'Safari Park zone map'),
          tr('小火車路線與步行區', '小火车路线与步行区', 'The train loop and the walking zone'),
          tr(
            '<p>野生動物世界分為兩半：乘車區只可乘觀光小火車遊覽，步行區則可以近距離觀察動物。小火車全程約四十分鐘，途經非洲草原、亞洲草原和猛獸谷。</p><ul><li><strong>小火車站</strong>：正門右側，09:45–17:15 開出</li><li><strong>熊貓谷</strong>：10:30 及 15:00 餵食</li><li><strong>長頸鹿平台</strong>：可購買樹葉親手餵食</li><li><strong>大象平原</strong>：16:00 飼養員講解</li></ul><p>步行區全程約兩公里，大部分有樹蔭；考拉森林和夜行動物館內不可使用閃光燈。</p>',
            '<p>野生动物世界分为两部分：乘车区只能乘观光小火车游览，步行区则可以近距离观察动物。小火车全程约40分钟，途经非洲草原、亚洲草原和猛兽谷。</p><ul><li><strong>小火车站</strong>：正门右侧，09:45–17:15发车</li><li><strong>熊猫谷</strong>：10:30及15:00喂食</li><li><strong>长颈鹿平台</strong>：可购买树叶亲手喂食</li><li><strong>大象平原</strong>：16:00饲养员讲解</li></ul><p>步行区全程约2公里，大部分有树荫；考拉森林和夜行动物馆内禁止使用闪光灯。</p>',
            '<p>The Safari Park has two halves: the drive-through zone can only be seen from the safari train, while the walking zone brings you close to the animals. The train loop takes about forty minutes through the African savanna, the Asian grassland and Big Cat Valley.</p><ul><li><strong>Train Station</strong>: right of the main gate, departures 09:45–17:15</li><li><strong>Panda Valley</strong>: feeding at 10:30 and 15:00</li><li><strong>Giraffe Terrace</strong>: buy leaves and feed the giraffes yourself</li><li><strong>Elephant Plain</strong>: keeper talk at 16:00</li></ul><p>The walking zone is about two kilometres long and mostly shaded. No flash photography in the Koala Forest or the nocturnal house.</p>',
          ),
          { imgLink: singleImage('gz/map-safari') },
        ),
        info(
          'happy-land-zones',
          tr(
            '歡樂世界及水上樂園分區圖',
            '欢乐世界及水上乐园分区图',
            'Happy Land and Splash Bay zone map',
          ),
          tr('六大主題區與水上樂園', '六大主题区与水上乐园', 'Six lands and the water park'),
          tr(
            `<p>歡樂世界以中央湖為中心，分為六個主題區；水上樂園就在旁邊，由天空廣場步行三分鐘即到。</p>${table(
              [
                ['主題區', '推介', '身高要求'],
                ['巨龍王國', '巨龍過山車', '1.4 米'],
                ['刺激地帶', '天空墜落', '1.4 米'],
                ['西部小鎮', '礦山列車', '1.2 米'],
                ['兒童島', '旋轉木馬及小火車', '0.9 米'],
              ],
            )}<p>每個機動遊戲入口都設有量高柱。巨龍過山車和天空墜落設單人通道，排隊時間通常只有一半。</p>`,
            `<p>欢乐世界以中央湖为中心，分为六个主题区；水上乐园就在旁边，从天空广场步行3分钟即到。</p>${table(
              [
                ['主题区', '推荐', '身高要求'],
                ['巨龙王国', '巨龙过山车', '1.4米'],
                ['刺激地带', '天空坠落', '1.4米'],
                ['西部小镇', '矿山列车', '1.2米'],
                ['儿童岛', '旋转木马及小火车', '0.9米'],
              ],
            )}<p>每个游乐设施入口都设有量高柱。巨龙过山车和天空坠落设有单人通道，排队时间通常只有一半。</p>`,
            `<p>Happy Land is laid out as six lands around a central lake, and Splash Bay is right next door, three minutes’ walk from Sky Plaza.</p>${table(
              [
                ['Land', 'Don’t miss', 'Minimum height'],
                ['Dragon Kingdom', 'Dragon Coaster', '1.4 m'],
                ['Thrill Zone', 'Sky Drop', '1.4 m'],
                ['Wild West Town', 'Mine Train', '1.2 m'],
                ['Kids’ Island', 'Carousel and mini train', '0.9 m'],
              ],
            )}<p>Every ride entrance has a measuring post. The Dragon Coaster and Sky Drop have single-rider lines, which are often half as long.</p>`,
          ),
          { imgLink: singleImage('gz/map-happy-land') },
        ),
      ],
    ),
    block('GZ-MAP-NOTES', 'VISITOR_GUIDE', tr('地圖說明', '地图说明', 'Map notes'), [
      info(
        'first-aid',
        tr('急救站及走失兒童', '急救站及走失儿童', 'First aid and lost children'),
        tr('三個急救站', '三个急救站', 'Three first-aid posts'),
        tr(
          `<p>度假區設三個急救站，均有註冊護士當值；園內職員都接受過基本急救訓練，如有需要可向任何穿制服的職員求助。</p>${table(
            [
              ['急救站', '位置', '開放時間'],
              ['一號站', '度假區廣場', '08:30–22:30'],
              ['二號站', '考拉森林入口', '09:30–18:00'],
              ['三號站', '刺激地帶入口', '10:00–21:00'],
            ],
          )}<p>如與小朋友失散，請立即通知最近的職員，並到度假區廣場的遊客服務中心會合。入園時可免費領取防走失手環。</p>`,
          `<p>度假区设有3个急救站，均有注册护士值班；园内工作人员都接受过基本急救培训，如有需要可以向任何穿制服的工作人员求助。</p>${table(
            [
              ['急救站', '位置', '开放时间'],
              ['1号站', '度假区广场', '08:30–22:30'],
              ['2号站', '考拉森林入口', '09:30–18:00'],
              ['3号站', '刺激地带入口', '10:00–21:00'],
            ],
          )}<p>如与孩子走散，请立即告知最近的工作人员，并到度假区广场的游客服务中心会合。入园时可免费领取防走失手环。</p>`,
          `<p>There are three first-aid posts, each staffed by a registered nurse, and every member of staff is trained in basic first aid: ask anyone in uniform for help.</p>${table(
            [
              ['Post', 'Where', 'Hours'],
              ['Post 1', 'Main Plaza', '08:30–22:30'],
              ['Post 2', 'Koala Forest entrance', '09:30–18:00'],
              ['Post 3', 'Thrill Zone entrance', '10:00–21:00'],
            ],
          )}<p>If you are separated from a child, tell the nearest member of staff straight away and meet at Guest Services in the Main Plaza. Free ID wristbands are handed out at the gates.</p>`,
        ),
      ),
      info(
        'facilities',
        tr('洗手間、育嬰室及儲物櫃', '卫生间、母婴室及储物柜', 'Restrooms, baby care and lockers'),
        tr('無障礙設施遍佈全園', '无障碍设施遍布全园', 'Accessible facilities throughout'),
        tr(
          '<p>地圖上的「WC」標示洗手間位置，每個主題區至少有兩處，全部設無障礙廁格。育嬰室設於度假區廣場、熊貓谷及兒童島，提供暖奶器、換尿片枱和哺乳間。</p><ul><li><strong>儲物櫃</strong>：各樂園正門及過山車站，大小兩種</li><li><strong>嬰兒車及輪椅租借</strong>：遊客服務中心，憑證件免按金</li><li><strong>飲用水</strong>：每個區域均設免費飲水機</li></ul><p>全園主要路線均為無障礙通道，小火車設輪椅車廂，請於車站向職員示意。</p>',
          '<p>地图上的“WC”标示卫生间位置，每个主题区至少有两处，全部设有无障碍厕位。母婴室设在度假区广场、熊猫谷及儿童岛，提供温奶器、尿布台和哺乳间。</p><ul><li><strong>储物柜</strong>：各乐园正门及过山车站，大小两种</li><li><strong>婴儿车及轮椅租借</strong>：游客服务中心，凭证件免押金</li><li><strong>饮用水</strong>：每个区域均设有免费饮水机</li></ul><p>全园主要路线均为无障碍通道，小火车设有轮椅车厢，请在车站告知工作人员。</p>',
          '<p>“WC” on the map marks the restrooms: at least two in every zone, all with accessible cubicles. Baby-care rooms in the Main Plaza, Panda Valley and Kids’ Island have bottle warmers, changing tables and nursing rooms.</p><ul><li><strong>Lockers</strong>: at every park gate and coaster station, in two sizes</li><li><strong>Stroller and wheelchair hire</strong>: at Guest Services, no deposit with ID</li><li><strong>Drinking water</strong>: free fountains in every zone</li></ul><p>All main paths are step-free, and the safari train has a wheelchair carriage: just let the staff at the station know.</p>',
        ),
      ),
    ]),
  ],
);

const zhVacationMap = guidePage(
  'ZH',
  'VACATION_MAP',
  tr('度假區地圖', '度假区地图', 'Resort map'),
  [
    block('ZH-MAP', 'VACATION_MAP_BLOCK', tr('海洋王國全圖', '海洋王国全图', 'Ocean Kingdom map'), [
      info(
        'map',
        tr('海洋王國全圖', '海洋王国全图', 'Ocean Kingdom map'),
        tr('可放大、拖動及下載', '可放大、拖动及下载', 'Zoom, pan and download'),
        tr(
          `<p>地圖標示七大區域、遊客服務中心、洗手間、急救站、餐飲及拍照點。七個區域圍繞中央潟湖而建，沿湖走一圈約三公里。</p>${table(
            [
              ['區域', '主要景點'],
              ['海洋大道', '正門、巡遊路線、紀念品店'],
              ['鯨鯊館', '八米高觀景窗'],
              ['極地探險', '北極熊、白鯨及企鵝'],
              ['海豚灣', '海豚講座及海豚餐廳'],
              ['奇趣灣', '鸚鵡過山車等機動遊戲'],
              ['潟湖舞台', '海洋之夜'],
              ['海洋科學館', '水母穹頂、觸摸池'],
            ],
          )}<p>下載地圖後，即使園內網絡繁忙亦可隨時查看。</p>`,
          `<p>地图标示七大区域、游客服务中心、卫生间、急救站、餐饮及拍照点。七个区域围绕中央潟湖而建，沿湖走一圈约3公里。</p>${table(
            [
              ['区域', '主要景点'],
              ['海洋大道', '正门、巡游路线、纪念品店'],
              ['鲸鲨馆', '8米高观景窗'],
              ['极地探险', '北极熊、白鲸及企鹅'],
              ['海豚湾', '海豚讲座及海豚餐厅'],
              ['奇趣湾', '鹦鹉过山车等游乐设施'],
              ['潟湖舞台', '海洋之夜'],
              ['海洋科学馆', '水母穹顶、触摸池'],
            ],
          )}<p>下载地图后，即使园内网络繁忙也可以随时查看。</p>`,
          `<p>The map shows the seven zones, guest services, restrooms, first aid, food and drink, and photo spots. The zones ring the central lagoon, and a lap of the lake is about three kilometres.</p>${table(
            [
              ['Zone', 'What is there'],
              ['Ocean Avenue', 'Main gate, parade route, shops'],
              ['Whale Shark Hall', 'The eight-metre window'],
              ['Polar Adventure', 'Polar bears, belugas and penguins'],
              ['Dolphin Bay', 'Dolphin talks and the Dolphin Diner'],
              ['Amazing Bay', 'The Parrot Coaster and other rides'],
              ['Lagoon Stage', 'Ocean Nights'],
              ['Science Museum', 'Jellyfish dome and touch pool'],
            ],
          )}<p>Download the map and you can check it any time, even when the park’s network is busy.</p>`,
        ),
        { imgLink: singleImage('zh/map') },
      ),
      info(
        'ocean-nights',
        tr('海洋之夜觀賞位置圖', '海洋之夜观赏位置图', 'Ocean Nights viewing map'),
        tr(
          '看台、站立區與散場路線',
          '看台、站立区与散场路线',
          'Grandstand, standing areas and exits',
        ),
        tr(
          '<p>海洋之夜在潟湖的浮動舞台上演。看台正對舞台並設上蓋，站立區則沿湖而設，憑樂園門票即可進入。</p><ul><li><strong>看台</strong>：19:15 開放入座，東門設獨立入口</li><li><strong>站立區 A</strong>：最近舞台，假日 19:00 前已滿</li><li><strong>站立區 B</strong>：人較少，適合帶小朋友</li><li><strong>燈塔</strong>：可拍到煙花與燈塔同框</li></ul><p>散場時請跟隨職員指示，經海洋大道或東門離開。住在海洋酒店的旅客可使用酒店專用通道。</p>',
          '<p>海洋之夜在潟湖的浮动舞台上演。看台正对舞台并有顶棚，站立区则沿湖而设，凭乐园门票即可进入。</p><ul><li><strong>看台</strong>：19:15开放入座，东门设独立入口</li><li><strong>站立区A</strong>：距离舞台最近，节假日19:00前已满</li><li><strong>站立区B</strong>：人较少，适合带孩子</li><li><strong>灯塔</strong>：可拍到烟花与灯塔同框</li></ul><p>散场时请听从工作人员指引，经海洋大道或东门离开。住在海洋酒店的游客可使用酒店专用通道。</p>',
          '<p>Ocean Nights plays on the floating stage in the lagoon. The covered grandstand faces the stage, and the standing areas along the shore are free with a park ticket.</p><ul><li><strong>Grandstand</strong>: seating opens at 19:15, with its own entrance at the east gate</li><li><strong>Standing Area A</strong>: closest to the stage, full by 19:00 on holidays</li><li><strong>Standing Area B</strong>: quieter, good with children</li><li><strong>Lighthouse</strong>: frame the fireworks with the lighthouse</li></ul><p>When the show ends, follow the staff out via Ocean Avenue or the east gate. Ocean Hotel guests can use the hotel’s private entrance.</p>',
        ),
        { imgLink: singleImage('zh/map-ocean-nights') },
      ),
      info(
        'resort-area',
        tr('度假區周邊圖', '度假区周边图', 'Resort area map'),
        tr(
          '酒店、劇場、科學館與交通',
          '酒店、剧场、科学馆与交通',
          'Hotels, theatre, museum and transport',
        ),
        tr(
          `<p>海洋王國以外，度假區還有兩間酒店、海洋奇觀劇場、海洋科學館和海濱長廊，彼此步行不超過十分鐘。</p>${table(
            [
              ['地點', '由樂園正門步行'],
              ['海洋酒店', '5 分鐘（設專用通道）'],
              ['企鵝酒店', '8 分鐘'],
              ['海洋科學館', '6 分鐘'],
              ['海洋奇觀劇場', '3 分鐘'],
              ['旅遊巴士總站', '10 分鐘'],
            ],
          )}<p>海濱長廊晚上可遠眺澳門的燈光，是飯後散步的好地方。</p>`,
          `<p>海洋王国以外，度假区还有两家酒店、海洋奇观剧场、海洋科学馆和海滨长廊，彼此步行不超过10分钟。</p>${table(
            [
              ['地点', '从乐园正门步行'],
              ['海洋酒店', '5分钟（设专用通道）'],
              ['企鹅酒店', '8分钟'],
              ['海洋科学馆', '6分钟'],
              ['海洋奇观剧场', '3分钟'],
              ['旅游巴士总站', '10分钟'],
            ],
          )}<p>海滨长廊晚上可远眺澳门的灯光，是饭后散步的好去处。</p>`,
          `<p>Beyond Ocean Kingdom, the resort has two hotels, the Marine Spectacular theatre, the Marine Science Museum and a harbour walk, all within ten minutes of each other on foot.</p>${table(
            [
              ['Place', 'Walk from the park gate'],
              ['Ocean Hotel', '5 minutes (private entrance)'],
              ['Penguin Hotel', '8 minutes'],
              ['Marine Science Museum', '6 minutes'],
              ['Marine Spectacular theatre', '3 minutes'],
              ['Coach terminal', '10 minutes'],
            ],
          )}<p>At night the harbour walk looks across to the lights of Macau: a lovely after-dinner stroll.</p>`,
        ),
        { imgLink: singleImage('zh/map-resort') },
      ),
    ]),
    block('ZH-MAP-NOTES', 'VISITOR_GUIDE', tr('地圖說明', '地图说明', 'Map notes'), [
      info(
        'walkways',
        tr('有蓋走廊與雨天路線', '连廊与雨天路线', 'Covered walkways and rainy-day routes'),
        tr('雨天也不怕', '雨天也不怕', 'Handy on rainy days'),
        tr(
          '<p>鯨鯊館、極地探險與科學館之間以有蓋走廊相連，地圖上以藍色虛線標示。下雨時可以沿走廊遊覽三大室內館，毋須撐傘。</p><ol><li>由正門沿海洋大道的有蓋行人道到鯨鯊館</li><li>經鯨鯊館二樓走廊前往極地探險</li><li>由極地探險出口經海底隧道到海洋科學館</li></ol><p>全程約一公里，嬰兒車和輪椅均可通行。雨天時遊客服務中心亦會免費借出雨傘。</p>',
          '<p>鲸鲨馆、极地探险与科学馆之间以连廊相通，地图上以蓝色虚线标示。下雨时可以沿连廊游览三大室内馆，无需打伞。</p><ol><li>从正门沿海洋大道的有顶棚人行道到鲸鲨馆</li><li>经鲸鲨馆二楼连廊前往极地探险</li><li>从极地探险出口经海底隧道到海洋科学馆</li></ol><p>全程约1公里，婴儿车和轮椅均可通行。雨天时游客服务中心还会免费借出雨伞。</p>',
          '<p>Covered walkways, marked with blue dashes on the map, link the Whale Shark Hall, Polar Adventure and the Science Museum, so you can visit all three indoor halls in the rain without an umbrella.</p><ol><li>From the main gate, follow the covered pavement along Ocean Avenue to the Whale Shark Hall</li><li>Take the first-floor walkway from the Whale Shark Hall to Polar Adventure</li><li>From the Polar Adventure exit, go through the undersea tunnel to the Science Museum</li></ol><p>The route is about a kilometre long and fine for strollers and wheelchairs. On rainy days Guest Services also lends umbrellas free of charge.</p>',
        ),
      ),
      info(
        'facilities',
        tr('洗手間、育嬰室及急救', '卫生间、母婴室及急救', 'Restrooms, baby care and first aid'),
        tr('每區均有', '每个区域都有', 'In every zone'),
        tr(
          `<p>每個區域都設有洗手間及無障礙廁格，育嬰室則設於海洋大道、海豚灣及極地探險出口。</p>${table(
            [
              ['設施', '位置'],
              ['急救站', '海洋大道、奇趣灣入口'],
              ['儲物櫃', '正門、鸚鵡過山車站'],
              ['嬰兒車及輪椅租借', '正門遊客服務中心'],
              ['失物認領', '正門遊客服務中心'],
            ],
          )}<p>極地探險館內溫度低於 10°C，遊客服務中心可借用兒童外套。如需協助，請向任何穿制服的職員查詢。</p>`,
          `<p>每个区域都设有卫生间及无障碍厕位，母婴室则设在海洋大道、海豚湾及极地探险出口。</p>${table(
            [
              ['设施', '位置'],
              ['急救站', '海洋大道、奇趣湾入口'],
              ['储物柜', '正门、鹦鹉过山车站'],
              ['婴儿车及轮椅租借', '正门游客服务中心'],
              ['失物招领', '正门游客服务中心'],
            ],
          )}<p>极地探险馆内温度低于10°C，游客服务中心可借用儿童外套。如需帮助，请向任何穿制服的工作人员咨询。</p>`,
          `<p>Every zone has restrooms with accessible cubicles, and there are baby-care rooms on Ocean Avenue, at Dolphin Bay and by the Polar Adventure exit.</p>${table(
            [
              ['Facility', 'Where'],
              ['First aid', 'Ocean Avenue and the Amazing Bay entrance'],
              ['Lockers', 'Main gate and the Parrot Coaster station'],
              ['Stroller and wheelchair hire', 'Guest Services at the main gate'],
              ['Lost property', 'Guest Services at the main gate'],
            ],
          )}<p>Polar Adventure is kept below 10 °C, and Guest Services lends children’s jackets. For any help, ask a member of staff in uniform.</p>`,
        ),
      ),
    ]),
  ],
);

/**
 * Every map item says under its map what the map's numbers and pictograms stand for, in the
 * page's language (the pictures carry no words: ./maps.ts).
 */
function withMapKeys(page: SeedPage): SeedPage {
  const keyOf = (imgLink: string | undefined): MapKey | undefined =>
    (Object.keys(MAPS) as MapKey[]).find((key) => imgLink === singleImage(key));
  const keyed = (block: SeedBlock): SeedBlock => ({
    ...block,
    items: block.items.map((item) => {
      const key = keyOf(item.imgLink);
      return key ? { ...item, desc: joinTr([item.desc, mapKey(key)]) } : item;
    }),
    ...(block.children ? { children: block.children.map(keyed) } : {}),
  });
  return { ...page, blocks: page.blocks.map(keyed) };
}

export const vacationMapPages: SeedPage[] = [gzVacationMap, zhVacationMap].map(withMapKeys);
