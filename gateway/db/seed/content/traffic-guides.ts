import type { SeedPage } from '../types.ts';
import { guidePage } from './guides-shared.ts';
import { block, info, table, tr } from './text.ts';

/**
 * The traffic guides of Guangzhou, Hengqin and Qingyuan. Each item is one entry of the
 * traffic-guide list and is read in full on its detail page.
 */

const gzTrafficGuide = guidePage(
  'GZ',
  'TRAFFIC_GUIDE',
  tr('交通指南', '交通指南', 'Traffic guide'),
  [
    block(
      'GZ-TRAFFIC-ROUTES',
      'TRAFFIC',
      tr('前往廣州奇境', '前往广州奇境', 'Getting to Guangzhou Wonderland'),
      [
        info(
          'hsr',
          tr('香港：高鐵', '香港：高铁', 'From Hong Kong by high-speed rail'),
          tr(
            '西九龍 → 廣州南，約 50 分鐘',
            '西九龙→广州南，约50分钟',
            'West Kowloon to Guangzhou South, about 50 minutes',
          ),
          tr(
            `<p>由香港出發，高鐵是最快的方法。西九龍站每日有數十班列車前往廣州南站，車程約五十分鐘；出入境手續在西九龍站內「一地兩檢」一次辦妥。</p>${table(
              [
                ['路段', '交通', '時間'],
                ['西九龍 → 廣州南', '高鐵', '約 50 分鐘'],
                ['廣州南 → 度假區', '的士', '約 25 分鐘'],
                ['廣州南 → 奇境站', '地鐵 7 號線轉 3 號線', '約 40 分鐘'],
              ],
            )}<p>請預留至少四十五分鐘辦理過關手續。高鐵班次及車票請查閱港鐵高速鐵路網站；假期前後車票較緊張，建議提早購買。</p>`,
            `<p>从香港出发，高铁是最快的方式。西九龙站每天有数十班列车开往广州南站，车程约50分钟；出入境手续在西九龙站内“一地两检”一次办妥。</p>${table(
              [
                ['路段', '交通', '时间'],
                ['西九龙→广州南', '高铁', '约50分钟'],
                ['广州南→度假区', '出租车', '约25分钟'],
                ['广州南→奇境站', '地铁7号线换乘3号线', '约40分钟'],
              ],
            )}<p>请预留至少45分钟办理通关手续。高铁班次及车票请查询港铁高速铁路网站；节假日前后车票较紧张，建议提前购买。</p>`,
            `<p>From Hong Kong, high-speed rail is the fastest way. Dozens of trains a day run from West Kowloon to Guangzhou South in about fifty minutes, and both sets of border formalities are done inside West Kowloon Station.</p>${table(
              [
                ['Leg', 'How', 'Time'],
                ['West Kowloon → Guangzhou South', 'High-speed rail', 'About 50 minutes'],
                ['Guangzhou South → the resort', 'Taxi', 'About 25 minutes'],
                [
                  'Guangzhou South → Wonderland Station',
                  'Metro Line 7, then Line 3',
                  'About 40 minutes',
                ],
              ],
            )}<p>Allow at least forty-five minutes for the border checks. See the MTR high-speed rail website for times and fares; trains fill up around public holidays, so book early.</p>`,
          ),
          { link: 'https://www.highspeed.mtr.com.hk/' },
        ),
        info(
          'coach',
          tr('香港：跨境巴士', '香港：跨境巴士', 'From Hong Kong by cross-border coach'),
          tr('約三小時，直達度假區', '约3小时，直达度假区', 'About three hours, door to door'),
          tr(
            '<p>不想轉車的話，跨境直通巴士最方便：由上車到度假區廣場都坐同一輛車，行李放在車底行李艙即可，特別適合帶著長者或大量行李的家庭。</p><ul><li>上車點：尖沙咀及灣仔，每日多班</li><li>過境：深圳灣口岸，下車辦理過關後返回原車</li><li>下車點：度假區廣場，步行兩分鐘到野生動物世界正門</li></ul><p>全程約三小時，繁忙時段過關可能需要更長時間。回程巴士由度假區廣場開出，尾班車為 19:00，看馬戲的旅客請改乘高鐵回港。</p>',
            '<p>不想换乘的话，跨境直通巴士最方便：从上车到度假区广场都坐同一辆车，行李放在车底行李舱即可，特别适合带着长者或大量行李的家庭。</p><ul><li>上车点：尖沙咀及湾仔，每天多班</li><li>过境：深圳湾口岸，下车办理通关后返回原车</li><li>下车点：度假区广场，步行2分钟到野生动物世界正门</li></ul><p>全程约3小时，高峰时段通关可能需要更长时间。回程巴士从度假区广场发车，末班车为19:00，看马戏的游客请改乘高铁回港。</p>',
            '<p>If you would rather not change, the direct cross-border coach is the easiest way: the same coach takes you all the way to the resort plaza, with your bags in the hold. It suits families travelling with grandparents or plenty of luggage.</p><ul><li>Pick-up: Tsim Sha Tsui and Wan Chai, several times a day</li><li>Border: Shenzhen Bay Port; get off for the checks, then rejoin the same coach</li><li>Drop-off: the resort plaza, two minutes’ walk from the Safari Park main gate</li></ul><p>The trip takes about three hours, longer when the border is busy. The last coach back leaves the resort plaza at 19:00, so if you are staying for the circus, return by high-speed rail.</p>',
          ),
          { link: 'https://www.ctshk.com/' },
        ),
        info(
          'airport',
          tr('白雲機場', '白云机场', 'From Baiyun Airport'),
          tr(
            '地鐵 3 號線直達，約 80 分鐘',
            '地铁3号线直达，约80分钟',
            'Metro Line 3 direct, about 80 minutes',
          ),
          tr(
            `<p>廣州白雲國際機場與度假區位於同一條地鐵線上，乘地鐵 3 號線一程直達，無須轉車，是最經濟的方法。</p><ol><li>於 T1 或 T2 航站樓跟隨「地鐵」指示前往機場南站或機場北站</li><li>乘 3 號線往番禺廣場方向</li><li>於奇境站 E 出口離開，步行約五分鐘到度假區廣場</li></ol>${table(
              [
                ['方法', '時間', '參考車費'],
                ['地鐵 3 號線', '約 80 分鐘', '人民幣 10 元以內'],
                ['的士', '約 60 分鐘', '約人民幣 200 元'],
              ],
            )}<p>攜帶大件行李時，建議避開早上及傍晚的地鐵繁忙時間。</p>`,
            `<p>广州白云国际机场与度假区位于同一条地铁线上，乘地铁3号线一路直达，无需换乘，是最经济的方式。</p><ol><li>在T1或T2航站楼按“地铁”指示前往机场南站或机场北站</li><li>乘3号线往番禺广场方向</li><li>从奇境站E出口出站，步行约5分钟到度假区广场</li></ol>${table(
              [
                ['方式', '时间', '参考车费'],
                ['地铁3号线', '约80分钟', '10元以内'],
                ['出租车', '约60分钟', '约200元'],
              ],
            )}<p>携带大件行李时，建议避开早晚高峰时段乘坐地铁。</p>`,
            `<p>Guangzhou Baiyun International Airport is on the same metro line as the resort: Line 3 takes you all the way with no changes, and it is the cheapest way to come.</p><ol><li>From Terminal 1 or 2, follow the Metro signs to Airport South or Airport North</li><li>Take Line 3 towards Panyu Square</li><li>Leave Wonderland Station by Exit E; the resort plaza is a five-minute walk</li></ol>${table(
              [
                ['How', 'Time', 'Typical fare'],
                ['Metro Line 3', 'About 80 minutes', 'Under RMB 10'],
                ['Taxi', 'About 60 minutes', 'About RMB 200'],
              ],
            )}<p>With large suitcases, avoid the metro in the morning and evening rush hours.</p>`,
          ),
          { link: 'https://www.gzmtr.com/' },
        ),
        info(
          'parking',
          tr('自駕及泊車', '自驾及停车', 'Driving and parking'),
          tr('P1–P4 停車場', 'P1–P4停车场', 'Car parks P1 to P4'),
          tr(
            `<p>度假區設四個停車場，共約八千個車位，各停車場之間有免費穿梭巴士接駁。導航時請輸入「廣州奇境」加停車場編號，例如「廣州奇境 P2 停車場」。各停車場位置見<a href="/GZ/vacation-map">度假區地圖</a>。</p>${table(
              [
                ['停車場', '最近景點', '收費（每次）'],
                ['P1', '歡樂世界', '人民幣 50 元'],
                ['P2', '野生動物世界正門', '人民幣 50 元'],
                ['P3', '水上樂園', '人民幣 50 元'],
                ['P4', '馬戲劇場及酒店', '住客免費'],
              ],
            )}<ul><li>P2 及 P4 設電動車充電位</li><li>香港牌照的粵港兩地車可直接駛入</li><li>節假日 10:00 前 P2 通常已滿，建議改泊 P1</li></ul><p>停車費可在出口以支付寶或微信支付掃碼繳付；酒店住客請在前台登記車牌，即可免費泊車。</p>`,
            `<p>度假区设有4个停车场，共约8000个车位，各停车场之间有免费接驳车。导航时请输入“广州奇境”加停车场编号，例如“广州奇境P2停车场”。各停车场位置见<a href="/GZ/vacation-map">度假区地图</a>。</p>${table(
              [
                ['停车场', '最近景点', '收费（每次）'],
                ['P1', '欢乐世界', '50元'],
                ['P2', '野生动物世界正门', '50元'],
                ['P3', '水上乐园', '50元'],
                ['P4', '马戏剧场及酒店', '住客免费'],
              ],
            )}<ul><li>P2及P4设有电动车充电位</li><li>粤港两地牌照车辆可直接驶入</li><li>节假日10:00前P2通常已满，建议改停P1</li></ul><p>停车费可在出口用支付宝或微信支付扫码缴纳；酒店住客请在前台登记车牌，即可免费停车。</p>`,
            `<p>The resort has four car parks with about 8,000 spaces, linked by free shuttles. Navigate to “Guangzhou Wonderland” plus the car park number, for example “Guangzhou Wonderland car park P2”. See the <a href="/GZ/vacation-map">resort map</a> for where they are.</p>${table(
              [
                ['Car park', 'Nearest to', 'Charge (per visit)'],
                ['P1', 'Happy Land', 'RMB 50'],
                ['P2', 'Safari Park main gate', 'RMB 50'],
                ['P3', 'Splash Bay', 'RMB 50'],
                ['P4', 'Circus theatre and hotels', 'Free for hotel guests'],
              ],
            )}<ul><li>P2 and P4 have EV charging bays</li><li>Cars with Guangdong–Hong Kong cross-boundary plates can drive straight in</li><li>On public holidays P2 is usually full by 10:00, so try P1</li></ul><p>Pay for parking at the exit by scanning the code with Alipay or WeChat Pay. Hotel guests register their number plate at the front desk to park free.</p>`,
          ),
          { link: '/GZ/vacation-map' },
        ),
        info(
          'shuttle',
          tr('度假區穿梭巴士', '度假区接驳车', 'Resort shuttles'),
          tr('每 15 分鐘一班，免費', '每15分钟一班，免费', 'Every 15 minutes, free'),
          tr(
            `<p>到達度假區後，免費穿梭巴士會帶您往返各樂園、酒店及停車場，憑門票、房卡或停車票即可乘搭。</p>${table(
              [
                ['路線', '途經', '服務時間'],
                ['A 線', '奇境站 → 野生動物世界 → 歡樂世界', '08:30–22:30'],
                ['B 線', '三間酒店 → 馬戲劇場 → 水上樂園', '08:00–23:00'],
                ['C 線', '各停車場 → 度假區廣場', '08:30–22:30'],
              ],
            )}<p>馬戲散場後會加開前往各酒店的班次，尾班車 22:30 開出。所有巴士均設輪椅斜板，嬰兒車可以摺起後上車。</p>`,
            `<p>到达度假区后，免费接驳车会带您往返各乐园、酒店及停车场，凭门票、房卡或停车票即可乘坐。</p>${table(
              [
                ['线路', '途经', '服务时间'],
                ['A线', '奇境站→野生动物世界→欢乐世界', '08:30–22:30'],
                ['B线', '三家酒店→马戏剧场→水上乐园', '08:00–23:00'],
                ['C线', '各停车场→度假区广场', '08:30–22:30'],
              ],
            )}<p>马戏散场后会加开前往各酒店的班次，末班车22:30发车。所有车辆均配备轮椅坡板，婴儿车折叠后即可上车。</p>`,
            `<p>Once you arrive, free shuttles link the parks, the hotels and the car parks; show a ticket, room key or parking ticket to ride.</p>${table(
              [
                ['Route', 'Stops', 'Hours'],
                ['A', 'Wonderland Station → Safari Park → Happy Land', '08:30–22:30'],
                ['B', 'The three hotels → circus theatre → Splash Bay', '08:00–23:00'],
                ['C', 'Every car park → resort plaza', '08:30–22:30'],
              ],
            )}<p>Extra buses leave for every hotel after the circus, the last at 22:30. All buses have wheelchair ramps, and folded strollers can come on board.</p>`,
          ),
        ),
      ],
    ),
  ],
);

const zhTrafficGuide = guidePage(
  'ZH',
  'TRAFFIC_GUIDE',
  tr('交通指南', '交通指南', 'Traffic guide'),
  [
    block(
      'ZH-TRAFFIC-ROUTES',
      'TRAFFIC',
      tr('前往橫琴奇境', '前往横琴奇境', 'Getting to Hengqin Wonderland'),
      [
        info(
          'bridge',
          tr('香港：港珠澳大橋', '香港：港珠澳大桥', 'From Hong Kong over the bridge'),
          tr('全程約兩小時', '全程约2小时', 'About two hours in all'),
          tr(
            `<p>港珠澳大橋把香港與珠海連在一起，由香港國際機場附近的香港口岸出發，乘穿梭巴士過橋只需約四十五分鐘。</p><ol><li>乘巴士或的士到香港口岸，辦理離境手續</li><li>乘「金巴」穿梭巴士過橋到珠海口岸（24 小時服務）</li><li>辦理入境手續後，轉乘度假區直通巴士或的士</li></ol>${table(
              [
                ['路段', '時間', '班次'],
                ['香港口岸 → 珠海口岸', '約 45 分鐘', '繁忙時間每 5 分鐘一班'],
                ['珠海口岸 → 度假區（直通巴士）', '約 60 分鐘', '每小時一班'],
                ['珠海口岸 → 度假區（的士）', '約 40 分鐘', '隨時'],
              ],
            )}<p>請帶備回鄉證或護照。金巴車票可在口岸售票處或網上購買，小童及長者另有優惠；度假區直通巴士車票則可在珠海口岸的度假區櫃位購買。</p>`,
            `<p>港珠澳大桥把香港与珠海连在一起，从香港国际机场附近的香港口岸出发，乘穿梭巴士过桥只需约45分钟。</p><ol><li>乘巴士或出租车到香港口岸，办理出境手续</li><li>乘“金巴”穿梭巴士过桥到珠海口岸（24小时服务）</li><li>办理入境手续后，换乘度假区直通车或出租车</li></ol>${table(
              [
                ['路段', '时间', '班次'],
                ['香港口岸→珠海口岸', '约45分钟', '高峰时段每5分钟一班'],
                ['珠海口岸→度假区（直通车）', '约60分钟', '每小时一班'],
                ['珠海口岸→度假区（出租车）', '约40分钟', '随时'],
              ],
            )}<p>请携带港澳居民来往内地通行证或护照。金巴车票可在口岸售票处或网上购买，儿童及长者另有优惠；度假区直通车车票可在珠海口岸的度假区柜台购买。</p>`,
            `<p>The Hong Kong–Zhuhai–Macao Bridge joins Hong Kong and Zhuhai. From Hong Kong Port, near Hong Kong International Airport, the shuttle bus crosses the bridge in about forty-five minutes.</p><ol><li>Take a bus or taxi to Hong Kong Port and clear departure formalities</li><li>Ride the “Gold Bus” shuttle across the bridge to Zhuhai Port (24 hours a day)</li><li>After arrival formalities, take the resort coach or a taxi</li></ol>${table(
              [
                ['Leg', 'Time', 'Frequency'],
                [
                  'Hong Kong Port → Zhuhai Port',
                  'About 45 minutes',
                  'Every 5 minutes at busy times',
                ],
                ['Zhuhai Port → the resort (coach)', 'About 60 minutes', 'Hourly'],
                ['Zhuhai Port → the resort (taxi)', 'About 40 minutes', 'Any time'],
              ],
            )}<p>Carry your Home Return Permit or passport. Gold Bus tickets are sold at the port and online, with concessions for children and seniors; buy resort coach tickets at our counter in Zhuhai Port.</p>`,
          ),
          { link: 'https://www.hzmbus.com/' },
        ),
        info(
          'ferry',
          tr('香港：渡輪', '香港：轮渡', 'From Hong Kong by ferry'),
          tr(
            '上環至九洲港約 70 分鐘',
            '上环至九洲港约70分钟',
            'Sheung Wan to Jiuzhou Port in about 70 minutes',
          ),
          tr(
            '<p>喜歡海上風光的話，可由上環港澳碼頭或尖沙咀中國客運碼頭乘渡輪到珠海九洲港，航程約七十分鐘，沿途可以看到港珠澳大橋。</p><ul><li>班次：每日約八班，請於船公司網站查詢最新船期</li><li>行李：每位乘客可免費攜帶一件二十公斤以內的行李</li><li>到埗後：九洲港轉乘的士到度假區約 35 分鐘</li></ul><p>風浪較大時渡輪可能停航，颱風季節出發前請留意船公司公佈。回程建議預留充足時間，避免錯過尾班船。</p>',
            '<p>喜欢海上风光的话，可以从上环港澳码头或尖沙咀中国客运码头乘轮渡到珠海九洲港，航程约70分钟，沿途可以看到港珠澳大桥。</p><ul><li>班次：每天约8班，请在船公司网站查询最新船期</li><li>行李：每位乘客可免费携带一件20公斤以内的行李</li><li>抵达后：九洲港换乘出租车到度假区约35分钟</li></ul><p>风浪较大时轮渡可能停航，台风季节出发前请留意船公司公告。返程建议预留充足时间，避免错过末班船。</p>',
            '<p>For views of the sea, take the ferry from the Hong Kong–Macau Ferry Terminal in Sheung Wan or the China Ferry Terminal in Tsim Sha Tsui to Jiuzhou Port in Zhuhai. The crossing takes about seventy minutes and passes the bridge.</p><ul><li>Sailings: about eight a day; check the ferry company’s website for the latest timetable</li><li>Luggage: one piece up to 20 kg per passenger is free</li><li>On arrival: about 35 minutes to the resort by taxi from Jiuzhou Port</li></ul><p>Ferries may be suspended in rough seas, so check the ferry company’s notices in typhoon season, and leave plenty of time for the last sailing home.</p>',
          ),
        ),
        info(
          'macau',
          tr('澳門：橫琴口岸', '澳门：横琴口岸', 'From Macau via Hengqin Port'),
          tr('24 小時通關', '24小时通关', 'Open 24 hours'),
          tr(
            '<p>由澳門前往度假區最快捷：橫琴口岸 24 小時開放，採用「合作查驗、一次放行」，排隊時間通常不超過十五分鐘。</p><ul><li>澳門半島：乘巴士 25、26 號或輕軌橫琴線到口岸</li><li>氹仔及路氹：乘的士約十分鐘到口岸</li><li>過關後：乘的士約十分鐘，或乘度假區免費接駁車（每 30 分鐘一班）</li></ul><p>澳門居民可使用回鄉證或澳門居民身份證辦理；外國旅客請帶備護照及有效簽證。晚上看完海洋之夜，口岸的人流在 21:00 前後最多，稍等片刻再出發會較舒適。</p>',
            '<p>从澳门前往度假区最快捷：横琴口岸24小时开放，采用“合作查验、一次放行”，排队时间通常不超过15分钟。</p><ul><li>澳门半岛：乘巴士25、26路或轻轨横琴线到口岸</li><li>氹仔及路氹：乘出租车约10分钟到口岸</li><li>通关后：乘出租车约10分钟，或乘度假区免费接驳车（每30分钟一班）</li></ul><p>澳门居民可使用港澳居民来往内地通行证办理；外国游客请携带护照及有效签证。晚上看完海洋之夜，口岸的人流在21:00前后最多，稍等片刻再出发会更舒适。</p>',
            '<p>Macau is the quickest place to come from: Hengqin Port is open 24 hours with a single joint inspection, and the wait is usually under fifteen minutes.</p><ul><li>Macau peninsula: bus 25 or 26, or the light rail’s Hengqin line, to the port</li><li>Taipa and Cotai: about ten minutes to the port by taxi</li><li>Once across: about ten minutes by taxi, or the free resort shuttle every 30 minutes</li></ul><p>Macau residents cross with their Home Return Permit; other visitors need a passport and a valid visa. After Ocean Nights the port is busiest around 21:00, so wait a little before setting off.</p>',
          ),
        ),
        info(
          'rail',
          tr('廣州：城際鐵路', '广州：城际铁路', 'From Guangzhou by intercity rail'),
          tr(
            '廣州南至橫琴約 90 分鐘',
            '广州南至横琴约90分钟',
            'Guangzhou South to Hengqin in about 90 minutes',
          ),
          tr(
            `<p>由廣州出發，可乘廣珠城際鐵路直達橫琴站，再轉乘度假區免費接駁車，約二十分鐘一班，全程不用轉乘的士。</p>${table(
              [
                ['班次', '首班', '尾班'],
                ['廣州南 → 橫琴', '07:10', '21:40'],
                ['橫琴 → 廣州南', '07:30', '22:05'],
              ],
            )}<p>車票請於中國鐵路 12306 購買，持回鄉證可直接在網上實名購票。已遊覽廣州奇境的旅客，可以一程把兩個度假區串連起來。</p>`,
            `<p>从广州出发，可乘广珠城际铁路直达横琴站，再换乘度假区免费接驳车，约20分钟一班，全程无需打车。</p>${table(
              [
                ['车次', '首班', '末班'],
                ['广州南→横琴', '07:10', '21:40'],
                ['横琴→广州南', '07:30', '22:05'],
              ],
            )}<p>车票请通过中国铁路12306购买，持港澳居民来往内地通行证可直接在网上实名购票。已游览广州奇境的游客，可以一程把两个度假区串联起来。</p>`,
            `<p>From Guangzhou, the Guangzhou–Zhuhai intercity railway runs straight to Hengqin Station, where a free resort shuttle meets the trains about every twenty minutes: no taxi needed.</p>${table(
              [
                ['Train', 'First', 'Last'],
                ['Guangzhou South → Hengqin', '07:10', '21:40'],
                ['Hengqin → Guangzhou South', '07:30', '22:05'],
              ],
            )}<p>Buy tickets from China Railway 12306; Home Return Permit holders can book online in their own name. If you have just visited Guangzhou Wonderland, this is the easy way to link the two resorts.</p>`,
          ),
          { link: 'https://www.12306.cn/' },
        ),
        info(
          'driving',
          tr('自駕及泊車', '自驾及停车', 'Driving and parking'),
          tr(
            '海洋王國停車場 3,000 個車位',
            '海洋王国停车场3000个车位',
            '3,000 spaces at Ocean Kingdom',
          ),
          tr(
            `<p>度假區位於橫琴島南端，由珠海市區經橫琴大橋前往約三十分鐘。持有粵港或粵澳兩地牌照的車輛，可經港珠澳大橋或橫琴口岸直達。</p>${table(
              [
                ['停車場', '位置', '收費（每次）'],
                ['P1', '海洋王國正門', '人民幣 60 元'],
                ['P2', '海洋酒店及企鵝酒店', '住客免費'],
                ['P3', '海洋奇觀劇場', '人民幣 40 元'],
              ],
            )}<ul><li>P1 設電動車充電位及無障礙車位</li><li>看海洋之夜的車輛可於 21:30 後經東門出口離開，避開正門車龍</li></ul><p>停車費可在出口以支付寶或微信支付掃碼繳付。兩地車牌車輛請按口岸規定預約過關時段。</p>`,
            `<p>度假区位于横琴岛南端，从珠海市区经横琴大桥前往约30分钟。持有粤港或粤澳两地牌照的车辆，可经港珠澳大桥或横琴口岸直达。</p>${table(
              [
                ['停车场', '位置', '收费（每次）'],
                ['P1', '海洋王国正门', '60元'],
                ['P2', '海洋酒店及企鹅酒店', '住客免费'],
                ['P3', '海洋奇观剧场', '40元'],
              ],
            )}<ul><li>P1设有电动车充电位及无障碍车位</li><li>看海洋之夜的车辆可在21:30后经东门出口离开，避开正门车流</li></ul><p>停车费可在出口用支付宝或微信支付扫码缴纳。两地牌照车辆请按口岸规定预约通关时段。</p>`,
            `<p>The resort is at the southern tip of Hengqin Island, about thirty minutes from central Zhuhai over the Hengqin Bridge. Cars with Guangdong–Hong Kong or Guangdong–Macau cross-boundary plates can come straight over the bridge or through Hengqin Port.</p>${table(
              [
                ['Car park', 'Where', 'Charge (per visit)'],
                ['P1', 'Ocean Kingdom main gate', 'RMB 60'],
                ['P2', 'Ocean Hotel and Penguin Hotel', 'Free for hotel guests'],
                ['P3', 'Marine Spectacular theatre', 'RMB 40'],
              ],
            )}<ul><li>P1 has EV charging bays and accessible spaces</li><li>After Ocean Nights, leave by the east gate exit after 21:30 to avoid the queue at the main gate</li></ul><p>Pay for parking at the exit by scanning the code with Alipay or WeChat Pay. Cross-boundary vehicles must book their border crossing slot as the ports require.</p>`,
          ),
        ),
      ],
    ),
  ],
);

const qyTrafficGuide = guidePage(
  'QY',
  'TRAFFIC_GUIDE',
  tr('交通指南', '交通指南', 'Traffic guide'),
  [
    block(
      'QY-TRAFFIC-ROUTES',
      'TRAFFIC',
      tr('前往清遠奇境', '前往清远奇境', 'Getting to Qingyuan Wonderland'),
      [
        info(
          'rail',
          tr('高鐵：清遠站', '高铁：清远站', 'By high-speed rail to Qingyuan'),
          tr('廣州南約 25 分鐘', '广州南约25分钟', 'About 25 minutes from Guangzhou South'),
          tr(
            `<p>度假酒店距離清遠高鐵站約二十五分鐘車程。由廣州南站或廣州北站乘高鐵往清遠，班次頻密；由香港出發，可在西九龍站乘高鐵到廣州南站再轉車。</p>${table(
              [
                ['路段', '時間'],
                ['西九龍 → 廣州南', '約 50 分鐘'],
                ['廣州南 → 清遠', '約 25 分鐘'],
                ['清遠站 → 度假酒店（接駁巴士）', '約 25 分鐘'],
              ],
            )}<p>開幕後將提供來往清遠站及度假酒店的免費接駁巴士，班次將於開幕前在本頁公佈。</p>`,
            `<p>度假酒店距离清远高铁站约25分钟车程。从广州南站或广州北站乘高铁到清远，班次频密；从香港出发，可在西九龙站乘高铁到广州南站再换乘。</p>${table(
              [
                ['路段', '时间'],
                ['西九龙→广州南', '约50分钟'],
                ['广州南→清远', '约25分钟'],
                ['清远站→度假酒店（接驳巴士）', '约25分钟'],
              ],
            )}<p>开业后将提供往返清远站及度假酒店的免费接驳巴士，班次将在开业前于本页公布。</p>`,
            `<p>The resort is about 25 minutes by road from Qingyuan high-speed rail station. Trains to Qingyuan leave Guangzhou South and Guangzhou North often; from Hong Kong, take the train from West Kowloon to Guangzhou South and change there.</p>${table(
              [
                ['Leg', 'Time'],
                ['West Kowloon → Guangzhou South', 'About 50 minutes'],
                ['Guangzhou South → Qingyuan', 'About 25 minutes'],
                ['Qingyuan Station → the resort (shuttle)', 'About 25 minutes'],
              ],
            )}<p>Free shuttle buses between Qingyuan Station and the resort will start when we open; their timetable will be published on this page before opening day.</p>`,
          ),
          { link: 'https://www.12306.cn/' },
        ),
        info(
          'driving',
          tr('由廣州自駕', '从广州自驾', 'Driving from Guangzhou'),
          tr('市中心出發約一小時', '市中心出发约1小时', 'About an hour from the city centre'),
          tr(
            '<p>由廣州市中心沿高速公路北上，約一小時即可到達度假酒店。最後十公里是沿著山谷而建的雙線公路，兩旁都是松林和竹林，請小心駕駛。</p><ul><li>酒店設約八百個車位，住客免費泊車</li><li>設電動車充電位</li><li>山區晚上有霧，建議日間抵達</li></ul><p>開幕前，度假區範圍仍屬工地，不對外開放，請勿自行駕車前往參觀。</p>',
            '<p>从广州市中心沿高速公路北上，约1小时即可到达度假酒店。最后10公里是沿着山谷修建的双车道公路，两旁都是松林和竹林，请小心驾驶。</p><ul><li>酒店设有约800个车位，住客免费停车</li><li>设有电动车充电位</li><li>山区夜间有雾，建议白天抵达</li></ul><p>开业前，度假区范围仍属施工区域，不对外开放，请勿自行驾车前往参观。</p>',
            '<p>From central Guangzhou, head north on the expressway and you reach the resort in about an hour. The last ten kilometres are a two-lane road through the valley, lined with pine and bamboo, so take it gently.</p><ul><li>About 800 parking spaces, free for hotel guests</li><li>EV charging bays</li><li>Mist settles in the hills at night: arrive in daylight if you can</li></ul><p>Until we open, the site is a construction zone and closed to the public, so please do not drive up to look around.</p>',
          ),
        ),
        info(
          'hong-kong',
          tr('由香港出發', '从香港出发', 'From Hong Kong'),
          tr('高鐵轉車約兩小時', '高铁换乘约2小时', 'About two hours by train'),
          tr(
            `<p>由香港前往清遠，最方便是乘高鐵：在西九龍站辦妥過關手續，到廣州南站轉乘往清遠的列車，再乘接駁巴士到酒店。</p>${table(
              [
                ['方法', '全程時間', '備註'],
                ['高鐵轉車', '約兩小時', '在廣州南站同站轉乘'],
                ['跨境巴士', '約四小時', '開幕後將開設直通班次'],
                ['自駕（兩地車牌）', '約三小時', '經深圳灣口岸'],
              ],
            )}<p>我們正與跨境巴士公司商討開設直通班次，詳情將於開幕前公佈。</p>`,
            `<p>从香港前往清远，最方便是乘高铁：在西九龙站办妥通关手续，到广州南站换乘开往清远的列车，再乘接驳巴士到酒店。</p>${table(
              [
                ['方式', '全程时间', '备注'],
                ['高铁换乘', '约2小时', '在广州南站同站换乘'],
                ['跨境巴士', '约4小时', '开业后将开设直达班次'],
                ['自驾（两地车牌）', '约3小时', '经深圳湾口岸'],
              ],
            )}<p>我们正与跨境巴士公司商讨开设直达班次，详情将在开业前公布。</p>`,
            `<p>From Hong Kong, the train is easiest: clear the border at West Kowloon, change at Guangzhou South for a train to Qingyuan, then take the shuttle to the resort.</p>${table(
              [
                ['How', 'Total time', 'Notes'],
                [
                  'High-speed rail with one change',
                  'About two hours',
                  'Change trains inside Guangzhou South',
                ],
                [
                  'Cross-border coach',
                  'About four hours',
                  'Direct coaches will start after opening',
                ],
                ['Driving (cross-boundary plates)', 'About three hours', 'Via Shenzhen Bay Port'],
              ],
            )}<p>We are talking with cross-border coach companies about direct services and will announce them before opening day.</p>`,
          ),
        ),
      ],
    ),
  ],
);

export const trafficGuidePages: SeedPage[] = [gzTrafficGuide, zhTrafficGuide, qyTrafficGuide];
