import type { SeedPage } from '../types.ts';
import { guidePage } from './guides-shared.ts';
import { singleImage } from './media.ts';
import { block, info, table, tr } from './text.ts';

/**
 * The play guides of Guangzhou and Hengqin. Each item is one entry of the play-guide list and
 * is read in full on its detail page, so every description is a complete little article.
 */

const gzPlayGuide = guidePage('GZ', 'PLAY_GUIDE', tr('遊玩攻略', '游玩攻略', 'Play guide'), [
  block('GZ-PLAY-ROUTES', 'ARTICLE_BOX', tr('行程建議', '行程建议', 'Suggested plans'), [
    info(
      'one-day',
      tr('一天精華：野生動物世界', '一日精华：野生动物世界', 'One perfect day at the Safari Park'),
      tr('小火車、熊貓和長頸鹿', '小火车、熊猫和长颈鹿', 'Train, pandas and giraffes'),
      tr(
        '<p>只有一天的話，把時間全部留給野生動物世界最划算。園區分為乘車區和步行區，先乘小火車穿越草原，再慢慢步行探訪熊貓和考拉，節奏剛剛好。</p><ol><li><strong>09:30</strong> 入園後先乘觀光小火車，11:00 前排隊最短</li><li><strong>10:30</strong> 熊貓谷餵食時間</li><li><strong>12:00</strong> <a href="/GZ/buy-food/GZ_PANDA_CAFE">熊貓咖啡館</a>午餐</li><li><strong>14:00</strong> 長頸鹿平台親手餵食</li><li><strong>16:00</strong> 大象平原飼養員講解</li></ol><p>下午最熱的時段可以到考拉森林和夜行動物館避暑。離園前記得到正門紀念品店，熊貓公仔是小朋友最愛的手信。</p>',
        '<p>只有一天的话，把时间全部留给野生动物世界最划算。园区分为乘车区和步行区，先坐小火车穿越草原，再慢慢步行探访熊猫和考拉，节奏刚刚好。</p><ol><li><strong>09:30</strong> 入园后先坐观光小火车，11:00前排队最短</li><li><strong>10:30</strong> 熊猫谷喂食时间</li><li><strong>12:00</strong> <a href="/GZ/buy-food/GZ_PANDA_CAFE">熊猫咖啡馆</a>午餐</li><li><strong>14:00</strong> 长颈鹿平台亲手喂食</li><li><strong>16:00</strong> 大象平原饲养员讲解</li></ol><p>下午最热的时段可以到考拉森林和夜行动物馆避暑。离园前记得去正门纪念品店，熊猫公仔是孩子们最爱的伴手礼。</p>',
        '<p>With a single day, spend all of it at the Safari Park. It has a drive-through half and a walking half: cross the savanna on the train first, then take your time with the pandas and koalas on foot.</p><ol><li><strong>09:30</strong> Ride the safari train as soon as you arrive; queues are shortest before 11:00</li><li><strong>10:30</strong> Panda Valley feeding time</li><li><strong>12:00</strong> Lunch at the <a href="/GZ/buy-food/GZ_PANDA_CAFE">Panda Café</a></li><li><strong>14:00</strong> Feed the giraffes at Giraffe Terrace</li><li><strong>16:00</strong> Keeper talk at Elephant Plain</li></ol><p>In the hottest part of the afternoon, cool off in the Koala Forest and the nocturnal house. On the way out, the shop by the main gate sells the panda plush toys every child wants to take home.</p>',
      ),
      {
        imgLink: singleImage('gz/card-safari'),
        tags: tr('一天,動物', '一日,动物', 'One day,Animals'),
      },
    ),
    info(
      'two-day',
      tr(
        '兩天經典：動物、過山車與馬戲',
        '两日经典：动物、过山车与马戏',
        'Two-day classic: animals, coasters and the circus',
      ),
      tr('住一晚最輕鬆', '住一晚最轻松', 'Easiest with one night’s stay'),
      tr(
        `<p>第一次來廣州奇境，兩天一夜是最受歡迎的玩法：一天看動物，一天玩機動遊戲，中間住一晚主題酒店，晚上再看一場馬戲。</p>${table(
          [
            ['時間', '第一天', '第二天'],
            ['上午', '野生動物世界：小火車及熊貓谷', '酒店住客提早入園，先玩巨龍過山車'],
            ['下午', '考拉森林、長頸鹿平台', '天空之輪、西部小鎮'],
            [
              '傍晚',
              '入住酒店，<a href="/GZ/buy-food/GZ_CIRCUS_BUFFET">馬戲自助餐廳</a>晚餐',
              '看完巡遊後回程',
            ],
            ['晚上', '19:30 國際大馬戲', '—'],
          ],
        )}<p>兩園兩天票比分開購買便宜，並可在七天內任選兩天使用。酒店退房後可把行李寄存在大堂，輕鬆玩到最後一刻。</p>`,
        `<p>第一次来广州奇境，两天一夜是最受欢迎的玩法：一天看动物，一天玩游乐设施，中间住一晚主题酒店，晚上再看一场马戏。</p>${table(
          [
            ['时间', '第一天', '第二天'],
            ['上午', '野生动物世界：小火车及熊猫谷', '酒店住客提前入园，先玩巨龙过山车'],
            ['下午', '考拉森林、长颈鹿平台', '天空之轮、西部小镇'],
            [
              '傍晚',
              '入住酒店，<a href="/GZ/buy-food/GZ_CIRCUS_BUFFET">马戏自助餐厅</a>晚餐',
              '看完巡游后返程',
            ],
            ['晚上', '19:30国际大马戏', '—'],
          ],
        )}<p>两园两天票比分开购买便宜，并可在7天内任选两天使用。酒店退房后可以把行李寄存在大堂，轻松玩到最后一刻。</p>`,
        `<p>On a first visit, two days and one night is the favourite plan: a day of animals, a day of rides, a night in a themed hotel and an evening at the circus.</p>${table(
          [
            ['When', 'Day one', 'Day two'],
            [
              'Morning',
              'Safari Park: the train and Panda Valley',
              'Hotel early entry: the Dragon Coaster first',
            ],
            ['Afternoon', 'Koala Forest and Giraffe Terrace', 'The Sky Wheel and Wild West Town'],
            [
              'Early evening',
              'Check in; dinner at the <a href="/GZ/buy-food/GZ_CIRCUS_BUFFET">Circus Buffet</a>',
              'Catch the parade, then head home',
            ],
            ['Night', 'The circus at 19:30', '—'],
          ],
        )}<p>The two-park, two-day ticket costs less than separate tickets and can be used on any two days within a week. After check-out, leave your bags at the hotel lobby and play until the very end.</p>`,
      ),
      {
        imgLink: singleImage('gz/card-combo'),
        tags: tr('兩天,酒店', '两日,酒店', 'Two days,Hotel'),
      },
    ),
    info(
      'rainy',
      tr('雨天後備方案', '雨天备选方案', 'A rainy-day plan'),
      tr('室內場館與有蓋路線', '室内场馆与有顶棚路线', 'Indoor halls and covered routes'),
      tr(
        '<p>廣州春夏多驟雨，但下雨天反而人少，只要安排得宜，一樣玩得盡興。以下地方全部在室內或有上蓋：</p><ul><li>夜行動物館、熊貓谷室內館</li><li>歡樂世界 4D 影院及鏡子迷宮</li><li>馬戲日場（週末 14:30）</li></ul><p>大部分機動遊戲在微雨下照常運作，但戶外高空設施會在雷暴期間暫停，雷暴過後約三十分鐘重開。園內商店有即棄雨衣發售，度假區穿梭巴士亦會加密班次。</p><p>如遇黑色暴雨或颱風警告令樂園關閉，當日門票會全數退回，無須另行申請。</p>',
        '<p>广州春夏多阵雨，但下雨天反而人少，只要安排得当，一样玩得尽兴。以下地方全部在室内或有顶棚：</p><ul><li>夜行动物馆、熊猫谷室内馆</li><li>欢乐世界4D影院及镜子迷宫</li><li>马戏日场（周末14:30）</li></ul><p>大部分游乐设施在小雨中照常运行，但户外高空设施会在雷暴期间暂停，雷暴过后约30分钟重新开放。园内商店有一次性雨衣出售，度假区接驳车也会加密班次。</p><p>如遇暴雨或台风预警导致乐园关闭，当天门票将全额退款，无需另行申请。</p>',
        '<p>Guangzhou gets plenty of showers in spring and summer, but rainy days are quiet days, and with a little planning they are just as much fun. All of these are indoors or under cover:</p><ul><li>The nocturnal house and the indoor panda hall</li><li>Happy Land’s 4D cinema and mirror maze</li><li>The circus matinee (weekends at 14:30)</li></ul><p>Most rides keep running in light rain, but tall outdoor rides pause during thunderstorms and reopen about thirty minutes after the storm passes. The park shops sell disposable raincoats, and resort shuttles run more often.</p><p>If a black rainstorm or typhoon warning closes the parks, that day’s tickets are refunded in full automatically.</p>',
      ),
      { imgLink: singleImage('gz/card-circus'), tags: tr('雨天,室內', '雨天,室内', 'Rain,Indoor') },
    ),
    info(
      'little-ones',
      tr('帶幼兒的輕鬆一天', '带幼儿的轻松一天', 'An easy day with toddlers'),
      tr('慢慢走，午睡後再出發', '慢慢走，午睡后再出发', 'Go slowly, nap, then go again'),
      tr(
        '<p>帶著三至五歲的小朋友，行程宜鬆不宜緊。建議住在熊貓酒店，中午回房間午睡，下午再出發，大人小朋友都不會太累。</p><ol><li><strong>上午</strong>：熊貓谷及考拉森林，路程短、有樹蔭</li><li><strong>中午</strong>：熊貓咖啡館兒童餐，然後回酒店午睡</li><li><strong>下午</strong>：歡樂世界兒童島，大部分設施身高 0.9 米即可玩</li><li><strong>傍晚</strong>：在中央湖畔看巡遊</li></ol><p>各園正門均可租用嬰兒車，育嬰室設有暖奶器和換尿片枱。記得到遊客服務中心領取防走失手環，寫上家長電話。</p>',
        '<p>带着3至5岁的孩子，行程宜松不宜紧。建议住在熊猫酒店，中午回房间午睡，下午再出发，大人孩子都不会太累。</p><ol><li><strong>上午</strong>：熊猫谷和考拉森林，路程短、有树荫</li><li><strong>中午</strong>：熊猫咖啡馆儿童餐，然后回酒店午睡</li><li><strong>下午</strong>：欢乐世界儿童岛，大部分设施身高0.9米即可游玩</li><li><strong>傍晚</strong>：在中央湖畔看巡游</li></ol><p>各园正门均可租用婴儿车，母婴室配有温奶器和尿布台。记得到游客服务中心领取防走失手环，写上家长电话。</p>',
        '<p>With children aged three to five, plan loosely. Stay at the Panda Hotel, go back to the room for a nap at midday and head out again in the afternoon, so that nobody gets too tired.</p><ol><li><strong>Morning</strong>: Panda Valley and the Koala Forest, short and shady walks</li><li><strong>Midday</strong>: a children’s meal at the Panda Café, then a nap at the hotel</li><li><strong>Afternoon</strong>: Kids’ Island at Happy Land, where most rides need a height of just 0.9 m</li><li><strong>Early evening</strong>: watch the parade by the central lake</li></ol><p>Strollers can be hired at every main gate, and the baby-care rooms have bottle warmers and changing tables. Pick up a free ID wristband at Guest Services and write your phone number on it.</p>',
      ),
      {
        imgLink: singleImage('gz/card-hotel'),
        tags: tr('親子,幼兒', '亲子,幼儿', 'Family,Toddlers'),
      },
    ),
    info(
      'summer',
      tr('夏日水上樂園一天', '夏日水上乐园一日', 'A summer day at Splash Bay'),
      tr('五月至十月開放', '5月至10月开放', 'Open May to October'),
      tr(
        `<p>廣州的夏天又長又熱，最好的消暑方法就是在水上樂園玩足一整天。十八條滑道由溫和到刺激都有，適合不同年齡的家庭成員。</p>${table(
          [
            ['時間', '建議'],
            ['10:00', '開園即玩自由落體，排隊最短'],
            ['11:00', '漂流河慢慢漂一圈'],
            ['12:30', '在有蓋美食廣場午餐，避開正午陽光'],
            ['14:00 起', '巨浪灣每半小時一次四米巨浪'],
          ],
        )}<p>滑道只可穿著泳衣，棉質 T 恤和有金屬配件的衣物均不可使用；更衣室設智能儲物櫃及毛巾租借。七、八月逢星期六設夜場，開放至 22:00。</p>`,
        `<p>广州的夏天又长又热，最好的消暑方法就是在水上乐园玩上一整天。18条滑道从温和到刺激都有，适合不同年龄的家庭成员。</p>${table(
          [
            ['时间', '建议'],
            ['10:00', '开园即玩自由落体，排队最短'],
            ['11:00', '漂流河慢慢漂一圈'],
            ['12:30', '在有顶棚的美食广场午餐，避开正午阳光'],
            ['14:00起', '巨浪湾每半小时一次4米巨浪'],
          ],
        )}<p>滑道只能穿泳衣，棉质T恤和带金属配件的衣物均不可使用；更衣室设有智能储物柜及毛巾租借。7、8月每周六设夜场，开放至22:00。</p>`,
        `<p>Guangzhou summers are long and hot, and the best way to beat the heat is a whole day at Splash Bay. Its eighteen slides range from gentle to terrifying, so there is something for every age.</p>${table(
          [
            ['Time', 'What to do'],
            ['10:00', 'Free Fall as the gates open, when the queue is shortest'],
            ['11:00', 'A slow lap of the Lazy River'],
            ['12:30', 'Lunch in the covered food court, out of the midday sun'],
            ['From 14:00', 'A four-metre wave at Big Wave Bay every half hour'],
          ],
        )}<p>Only swimwear is allowed on the slides: no cotton T-shirts or clothes with metal trims. The changing rooms have smart lockers and towel rental. On Saturdays in July and August, night sessions run until 22:00.</p>`,
      ),
      { imgLink: singleImage('gz/card-water'), tags: tr('夏季,水上', '夏季,玩水', 'Summer,Water') },
    ),
  ]),
]);

const zhPlayGuide = guidePage('ZH', 'PLAY_GUIDE', tr('遊玩攻略', '游玩攻略', 'Play guide'), [
  block('ZH-PLAY-ROUTES', 'ARTICLE_BOX', tr('行程建議', '行程建议', 'Suggested plans'), [
    info(
      'one-day',
      tr('一天玩轉海洋王國', '一日玩转海洋王国', 'Ocean Kingdom in a day'),
      tr('由鯨鯊到煙花', '从鲸鲨到烟花', 'From whale sharks to fireworks'),
      tr(
        '<p>海洋王國由開園玩到煙花，剛好是充實的一整天。早上人少時先看最受歡迎的鯨鯊館，下午跟著巡遊的節奏走，晚上以海洋之夜作結。</p><ol><li><strong>10:00</strong> 鯨鯊館</li><li><strong>11:00</strong> 海豚灣講座</li><li><strong>12:30</strong> <a href="/ZH/buy-food/ZH_DOLPHIN_DINER">海豚餐廳</a>午餐</li><li><strong>14:00</strong> 極地探險</li><li><strong>15:30</strong> 海洋大巡遊</li><li><strong>20:00</strong> 海洋之夜</li></ol><p>極地探險全年保持在 10°C 以下，記得給小朋友帶一件外套。巡遊前三十分鐘，海洋大道兩旁已開始有人霸位。</p>',
        '<p>海洋王国从开园玩到烟花，刚好是充实的一整天。早上人少时先看最受欢迎的鲸鲨馆，下午跟着巡游的节奏走，晚上以海洋之夜收尾。</p><ol><li><strong>10:00</strong> 鲸鲨馆</li><li><strong>11:00</strong> 海豚湾讲座</li><li><strong>12:30</strong> <a href="/ZH/buy-food/ZH_DOLPHIN_DINER">海豚餐厅</a>午餐</li><li><strong>14:00</strong> 极地探险</li><li><strong>15:30</strong> 海洋大巡游</li><li><strong>20:00</strong> 海洋之夜</li></ol><p>极地探险全年保持在10°C以下，记得给孩子带一件外套。巡游前30分钟，海洋大道两旁就开始有人占位了。</p>',
        '<p>From opening time to the fireworks, Ocean Kingdom fills one rewarding day. See the Whale Shark Hall first while it is quiet, follow the parade through the afternoon and finish with Ocean Nights.</p><ol><li><strong>10:00</strong> Whale Shark Hall</li><li><strong>11:00</strong> Dolphin Bay talk</li><li><strong>12:30</strong> Lunch at the <a href="/ZH/buy-food/ZH_DOLPHIN_DINER">Dolphin Diner</a></li><li><strong>14:00</strong> Polar Adventure</li><li><strong>15:30</strong> Ocean Parade</li><li><strong>20:00</strong> Ocean Nights</li></ol><p>Polar Adventure stays below 10 °C all year, so bring a jacket for the children. People start claiming spots along Ocean Avenue thirty minutes before the parade.</p>',
      ),
      {
        imgLink: singleImage('zh/card-ocean'),
        tags: tr('一天,海洋', '一日,海洋', 'One day,Ocean'),
      },
    ),
    info(
      'macau-combo',
      tr('澳門 + 橫琴兩天遊', '澳门+横琴两日游', 'Macau and Hengqin in two days'),
      tr('住橫琴，一橋之隔', '住横琴，一桥之隔', 'Stay in Hengqin, a bridge away'),
      tr(
        `<p>橫琴與澳門只隔一條水道，經橫琴口岸過關只需十多分鐘，很多旅客會把兩地放在同一個行程裡。</p>${table(
          [
            ['', '上午', '下午', '晚上'],
            ['第一天', '澳門舊城區', '經橫琴口岸過關，入住海洋酒店', '酒店海景餐廳晚餐'],
            ['第二天', '海洋王國', '海洋奇觀大匯演 14:00 場', '20:00 海洋之夜'],
          ],
        )}<p>過關請帶備回鄉證或護照；行李較多的話，可以請酒店安排由口岸接送。第二天退房後行李可寄存在酒店，看完煙花再取。</p>`,
        `<p>横琴与澳门只隔一条水道，经横琴口岸通关只需十多分钟，很多游客会把两地安排在同一个行程里。</p>${table(
          [
            ['', '上午', '下午', '晚上'],
            ['第一天', '澳门旧城区', '经横琴口岸通关，入住海洋酒店', '酒店海景餐厅晚餐'],
            ['第二天', '海洋王国', '海洋奇观大汇演14:00场', '20:00海洋之夜'],
          ],
        )}<p>通关请携带港澳居民来往内地通行证或护照；行李较多的话，可以请酒店安排口岸接送。第二天退房后行李可寄存在酒店，看完烟花再取。</p>`,
        `<p>Hengqin and Macau are separated by a narrow channel, and crossing at Hengqin Port takes little more than ten minutes, so many visitors combine the two in one trip.</p>${table(
          [
            ['', 'Morning', 'Afternoon', 'Evening'],
            [
              'Day one',
              'Macau’s old town',
              'Cross at Hengqin Port; check in at the Ocean Hotel',
              'Dinner at the hotel’s sea-view restaurant',
            ],
            ['Day two', 'Ocean Kingdom', 'Marine Spectacular at 14:00', 'Ocean Nights at 20:00'],
          ],
        )}<p>Carry your Home Return Permit or passport for the crossing. With plenty of luggage, ask the hotel to arrange a pick-up from the port. On day two, leave your bags at the hotel after check-out and collect them after the fireworks.</p>`,
      ),
      {
        imgLink: singleImage('zh/card-hotel'),
        tags: tr('兩天,澳門', '两日,澳门', 'Two days,Macau'),
      },
    ),
    info(
      'rainy',
      tr('雨天也好玩', '雨天也好玩', 'Rainy days are fine too'),
      tr(
        '有蓋走廊連接三大室內館',
        '连廊连接三大室内馆',
        'Covered walkways link three indoor halls',
      ),
      tr(
        '<p>海洋王國最精彩的展館都在室內：鯨鯊館、極地探險和海洋科學館之間以有蓋走廊相連，下雨天一樣可以由早玩到晚。</p><ul><li>鯨鯊館：八米高觀景窗前看鯨鯊游過</li><li>極地探險：北極熊、白鯨和企鵝</li><li>海洋科學館：水母穹頂和觸摸池</li><li>海洋奇觀大匯演：室內劇場，每日 14:00 及 17:30</li></ul><p>雷暴或強風時，戶外機動遊戲和海洋之夜可能暫停或延遲，園內廣播會即時公佈。因天氣取消的煙花表演可全數退款或免費改期。</p>',
        '<p>海洋王国最精彩的展馆都在室内：鲸鲨馆、极地探险和海洋科学馆之间以连廊相通，下雨天一样可以从早玩到晚。</p><ul><li>鲸鲨馆：在8米高的观景窗前看鲸鲨游过</li><li>极地探险：北极熊、白鲸和企鹅</li><li>海洋科学馆：水母穹顶和触摸池</li><li>海洋奇观大汇演：室内剧场，每天14:00及17:30</li></ul><p>雷暴或大风时，户外游乐设施和海洋之夜可能暂停或延迟，园内广播会即时通知。因天气取消的烟花表演可全额退款或免费改期。</p>',
        '<p>Ocean Kingdom’s best halls are indoors: covered walkways link the Whale Shark Hall, Polar Adventure and the Marine Science Museum, so a rainy day can still run from morning to night.</p><ul><li>Whale Shark Hall: watch whale sharks glide past an eight-metre window</li><li>Polar Adventure: polar bears, belugas and penguins</li><li>Marine Science Museum: the jellyfish dome and the touch pool</li><li>Marine Spectacular: an indoor theatre, daily at 14:00 and 17:30</li></ul><p>Thunderstorms or strong winds may pause outdoor rides and delay Ocean Nights; announcements are made over the park speakers. Fireworks shows cancelled for weather are refunded in full or rebooked free of charge.</p>',
      ),
      {
        imgLink: singleImage('zh/card-science'),
        tags: tr('雨天,室內', '雨天,室内', 'Rain,Indoor'),
      },
    ),
    info(
      'little-ones',
      tr('和小小朋友看企鵝', '和小朋友看企鹅', 'Penguins with the little ones'),
      tr('短路線，多休息', '短路线，多休息', 'Short walks, plenty of rests'),
      tr(
        '<p>海洋王國對幼兒十分友善：展館距離不遠，大部分路線平坦，嬰兒車可以到達每一個展館。以下是專為三至六歲小朋友設計的半天路線：</p><ol><li>極地探險：企鵝每日 11:00 及 15:00 餵食</li><li>海豚灣：坐在前排看海豚跳躍</li><li>海洋科學館觸摸池：在導賞員陪同下摸摸海星</li></ol><p>海洋大道設有兩間育嬰室及親子洗手間，海豚餐廳提供兒童餐和兒童椅。海洋之夜的煙花聲音較大，對聲音敏感的小朋友可以選擇看台後排，或在小食亭購買護耳罩。</p>',
        '<p>海洋王国对幼儿十分友好：展馆距离不远，大部分路线平坦，婴儿车可以到达每一个展馆。以下是专为3至6岁孩子设计的半天路线：</p><ol><li>极地探险：企鹅每天11:00及15:00喂食</li><li>海豚湾：坐在前排看海豚跳跃</li><li>海洋科学馆触摸池：在讲解员陪同下摸摸海星</li></ol><p>海洋大道设有两间母婴室及亲子卫生间，海豚餐厅提供儿童餐和儿童座椅。海洋之夜的烟花声音较大，对声音敏感的孩子可以选择看台后排，或在小卖部购买防噪耳罩。</p>',
        '<p>Ocean Kingdom is kind to toddlers: the halls are close together, most paths are flat and strollers can reach every exhibit. Here is a half-day route for children aged three to six:</p><ol><li>Polar Adventure: penguin feeding at 11:00 and 15:00 daily</li><li>Dolphin Bay: sit in the front rows to watch the dolphins leap</li><li>The Marine Science Museum touch pool: stroke a starfish with a guide</li></ol><p>Ocean Avenue has two baby-care rooms and family restrooms, and the Dolphin Diner has children’s meals and high chairs. The Ocean Nights fireworks are loud: children who are sensitive to noise may prefer the back rows, and ear defenders are sold at the kiosks.</p>',
      ),
      {
        imgLink: singleImage('zh/card-polar'),
        tags: tr('親子,幼兒', '亲子,幼儿', 'Family,Toddlers'),
      },
    ),
    info(
      'ocean-nights',
      tr('海洋之夜觀賞攻略', '海洋之夜观赏攻略', 'Making the most of Ocean Nights'),
      tr('最佳位置與離場路線', '最佳位置与离场路线', 'The best spots and the way out'),
      tr(
        `<p>海洋之夜每晚 20:00 在潟湖上演，約二十五分鐘。六十米寬的水幕、三百多發煙花和激光一起講述海洋傳說，是來橫琴必看的節目。</p>${table(
          [
            ['位置', '特點', '何時到'],
            ['看台', '正對舞台，有上蓋，對號入座', '19:15 開放入座'],
            ['湖畔站立區', '憑樂園門票免費，先到先得', '假日 19:00 前'],
            ['燈塔拍攝點', '可拍到煙花與燈塔同框', '19:00 前'],
          ],
        )}<p>散場時出口較擠，不妨在湖邊多留十分鐘再離開。住在海洋酒店的旅客可經酒店專用通道返回，步行只需五分鐘。</p>`,
        `<p>海洋之夜每晚20:00在潟湖上演，约25分钟。60米宽的水幕、300多发烟花和激光一起讲述海洋传说，是来横琴必看的节目。</p>${table(
          [
            ['位置', '特点', '何时到'],
            ['看台', '正对舞台，有顶棚，对号入座', '19:15开放入座'],
            ['湖畔站立区', '凭乐园门票免费，先到先得', '节假日19:00前'],
            ['灯塔拍摄点', '可拍到烟花与灯塔同框', '19:00前'],
          ],
        )}<p>散场时出口较拥挤，不妨在湖边多留10分钟再离开。住在海洋酒店的游客可经酒店专用通道返回，步行只需5分钟。</p>`,
        `<p>Ocean Nights plays over the lagoon every night at 20:00 for about twenty-five minutes. A sixty-metre water screen, more than three hundred fireworks and sweeping lasers tell an ocean legend: it is the one thing not to miss in Hengqin.</p>${table(
          [
            ['Where', 'What it is like', 'When to arrive'],
            ['Grandstand', 'Facing the stage, covered, reserved seats', 'Seating opens at 19:15'],
            [
              'Lakeside standing areas',
              'Free with a park ticket, first come, first served',
              'By 19:00 on holidays',
            ],
            ['Lighthouse photo point', 'Frame the fireworks with the lighthouse', 'By 19:00'],
          ],
        )}<p>The exits get busy, so linger by the lake for ten minutes before leaving. Ocean Hotel guests can walk back through the hotel’s private entrance in five minutes.</p>`,
      ),
      {
        imgLink: singleImage('zh/card-show'),
        tags: tr('晚間,煙花', '夜场,烟花', 'Evening,Fireworks'),
      },
    ),
  ]),
]);

export const playGuidePages: SeedPage[] = [gzPlayGuide, zhPlayGuide];
