import { sessionsLine, sessionsText } from './catalog.ts';
import { priceNote, type PoiDetail } from './poi-pages.ts';
import { mapTr, tr } from './text.ts';

/** POI page content of the Hengqin parks and shows (plain data). */
export const zhPoiDetails: PoiDetail[] = [
  {
    code: 'ZH_OCEAN_KINGDOM',
    image: 'poi/zh-ocean-kingdom',
    intro: {
      title: tr('八大園區環繞潟湖', '八大园区环绕潟湖', 'Eight zones around a lagoon'),
      summary: tr(
        '鯨鯊、白鯨、北極熊與過山車',
        '鲸鲨、白鲸、北极熊与过山车',
        'Whale sharks, belugas, polar bears and coasters',
      ),
      body: tr(
        '<p>海洋王國的重點是<strong>鯨鯊館</strong>：主缸容量二千二百萬公升，觀景窗高八米，四條鯨鯊與上萬條魚在眼前游過。<strong>極地探險</strong>區住著北極熊、白鯨和企鵝，室溫長期保持在 10°C 以下。</p><ul><li>鸚鵡過山車：沿海岸線飛馳，身高須達 1.3 米</li><li>海豚灣：每日 11:00、14:00 及 16:00 海豚知識講座</li><li>海洋大巡遊：每日 15:30 沿海洋大道出發</li></ul>',
        '<p>海洋王国的重头戏是<strong>鲸鲨馆</strong>：主缸容量2200万升，观景窗高8米，四条鲸鲨与上万条鱼在眼前游过。<strong>极地探险</strong>区生活着北极熊、白鲸和企鹅，室温常年保持在10°C以下。</p><ul><li>鹦鹉过山车：沿海岸线飞驰，身高需达1.3米</li><li>海豚湾：每天11:00、14:00和16:00海豚科普讲座</li><li>海洋大巡游：每天15:30从海洋大道出发</li></ul>',
        '<p>The heart of Ocean Kingdom is the <strong>Whale Shark Hall</strong>: a 22-million-litre main tank behind an eight-metre window, where four whale sharks glide past among thousands of fish. <strong>Polar Adventure</strong> is home to polar bears, beluga whales and penguins, kept below 10 °C all year round.</p><ul><li>Parrot Coaster: races along the shoreline, minimum height 1.3 m</li><li>Dolphin Bay: dolphin talks daily at 11:00, 14:00 and 16:00</li><li>Ocean Parade: sets off along Ocean Avenue daily at 15:30</li></ul>',
      ),
    },
    hours: {
      summary: tr('每日 10:00–21:00', '每天10:00–21:00', 'Daily 10:00–21:00'),
      body: mapTr(sessionsText('ZH_OCEAN_NIGHT_SHOW_SHOW'), (times, lang) =>
        lang === 'en'
          ? `<p>Open daily 10:00–21:00, with last entry at 18:00. The Ocean Nights show plays over the lagoon ${times}.</p>`
          : lang === 'zh-TW'
            ? `<p>每日 10:00–21:00 開放，最後入場時間為 18:00。海洋之夜煙花匯演${times.replace('每日', '每晚')} 在潟湖上演。</p>`
            : `<p>每天10:00–21:00开放，最晚入园时间18:00。海洋之夜烟花汇演${times.replace('每天', '每晚')}在潟湖上演。</p>`,
      ),
    },
    tips: {
      summary: tr(
        '先去鯨鯊館，再排過山車',
        '先去鲸鲨馆，再排过山车',
        'Whale sharks first, then the coaster',
      ),
      body: tr(
        '<ul><li>開園首小時鯨鯊館人最少，最適合拍照。</li><li>極地館溫度低，請為小朋友帶備外套。</li><li>海洋大巡遊前三十分鐘，海洋大道兩旁已開始有人霸位。</li><li>園內全面禁煙，吸煙區設於正門外。</li></ul>',
        '<ul><li>开园第一个小时鲸鲨馆人最少，最适合拍照。</li><li>极地馆温度低，请给小朋友带件外套。</li><li>海洋大巡游前30分钟，海洋大道两旁就开始有人占位。</li><li>园内全面禁烟，吸烟区设在正门外。</li></ul>',
        '<ul><li>The Whale Shark Hall is quietest in the first hour, the best time for photos.</li><li>Polar Adventure is cold, so bring a jacket for the children.</li><li>People start claiming spots along Ocean Avenue thirty minutes before the parade.</li><li>The park is smoke-free; the smoking area is outside the main gate.</li></ul>',
      ),
    },
    prices: {
      note: priceNote(
        'ZH',
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
          '一天能玩完海洋王國嗎？',
          '一天能玩完海洋王国吗？',
          'Can we see Ocean Kingdom in one day?',
        ),
        tr(
          '<p>一天可以看完主要場館，但如想玩齊機動遊戲並留下看煙花，建議購買<strong>兩天票</strong>，第二天可以慢慢重遊喜歡的區域。</p>',
          '<p>一天可以看完主要场馆，但如果想玩遍游乐设施并留下来看烟花，建议购买<strong>两天票</strong>，第二天可以慢慢重游喜欢的区域。</p>',
          '<p>One day covers the main halls, but if you want every ride and the fireworks too, the <strong>two-day ticket</strong> lets you come back to your favourite zones at an easy pace.</p>',
        ),
      ],
      [
        tr('可以摸到海洋動物嗎？', '可以摸到海洋动物吗？', 'Can we touch any sea animals?'),
        tr(
          '<p>海洋科學館的觸摸池可在導賞員指導下觸摸海星和海參；為保護動物，其他場館一律禁止觸摸。</p>',
          '<p>海洋科学馆的触摸池可在讲解员指导下触摸海星和海参；为保护动物，其他场馆一律禁止触摸。</p>',
          '<p>At the Marine Science Museum touch pool you can touch starfish and sea cucumbers with a guide; everywhere else, please look but don’t touch.</p>',
        ),
      ],
    ],
    gallery: ['zh/gallery-1', 'zh/gallery-2'],
  },
  {
    code: 'ZH_MARINE_SCIENCE',
    image: 'poi/zh-marine-science',
    intro: {
      title: tr('走進南海的課室', '走进南海的课堂', 'A classroom under the South China Sea'),
      summary: tr(
        '觸摸池、水母穹頂與珊瑚育苗室',
        '触摸池、水母穹顶与珊瑚育苗室',
        'Touch pools, a jellyfish dome and a coral nursery',
      ),
      body: tr(
        '<p>科學館分為四個展區：<strong>潮間帶</strong>、<strong>珊瑚礁</strong>、<strong>深海</strong>和<strong>保育實驗室</strong>。在三百六十度水母穹頂下，十二種水母隨燈光變色；珊瑚育苗室則透過玻璃展示研究團隊如何培育珊瑚，再移植回南海。</p><ul><li>生物學家講座：每日 10:30、13:30 及 15:30</li><li>兒童解剖顯微鏡工作坊：週末 14:00（須預約）</li></ul>',
        '<p>科学馆分为四个展区：<strong>潮间带</strong>、<strong>珊瑚礁</strong>、<strong>深海</strong>和<strong>保育实验室</strong>。在360度水母穹顶下，12种水母随灯光变色；珊瑚育苗室则透过玻璃展示研究团队如何培育珊瑚，再移植回南海。</p><ul><li>生物学家讲座：每天10:30、13:30和15:30</li><li>儿童显微镜工作坊：周末14:00（需预约）</li></ul>',
        '<p>The museum has four galleries: <strong>Tidal Zone</strong>, <strong>Coral Reef</strong>, <strong>Deep Sea</strong> and the <strong>Conservation Lab</strong>. Under the 360-degree jellyfish dome, twelve species drift through shifting light; in the coral nursery you can watch through the glass as the research team grows corals to replant in the South China Sea.</p><ul><li>Biologist talks: daily at 10:30, 13:30 and 15:30</li><li>Children’s microscope workshop: weekends at 14:00 (booking needed)</li></ul>',
      ),
    },
    hours: {
      summary: tr(
        '每日 09:30–17:30，週一休館',
        '每天09:30–17:30，周一闭馆',
        '09:30–17:30, closed Mondays',
      ),
      body: tr(
        '<p>星期二至日 09:30–17:30，最後入場時間為 16:30；逢星期一休館（公眾假期除外）。</p>',
        '<p>周二至周日09:30–17:30，最晚入馆时间16:30；每周一闭馆（节假日除外）。</p>',
        '<p>Tuesday to Sunday 09:30–17:30, last entry 16:30; closed on Mondays except public holidays.</p>',
      ),
    },
    tips: {
      summary: tr('預留兩小時', '预留两小时', 'Allow two hours'),
      body: tr(
        '<ul><li>完整參觀約需兩小時。</li><li>館內全面設有冷氣，是炎夏或雨天的好去處。</li><li>觸摸池前後請用洗手液清潔雙手。</li></ul>',
        '<ul><li>完整参观约需两小时。</li><li>馆内全部有空调，是酷暑或雨天的好去处。</li><li>触摸池前后请用洗手液清洁双手。</li></ul>',
        '<ul><li>A full visit takes about two hours.</li><li>The whole museum is air-conditioned: ideal on hot or rainy days.</li><li>Please wash your hands before and after the touch pool.</li></ul>',
      ),
    },
    prices: { note: priceNote('ZH') },
    faq: [
      [
        tr(
          '學校團體可以預約導賞嗎？',
          '学校团体可以预约导览吗？',
          'Can schools book a guided visit?',
        ),
        tr(
          '<p>可以。十五人以上的學校團體可預約粵語、普通話或英語導賞，詳情請參閱<a href="/ZH/study-further">研學活動</a>。</p>',
          '<p>可以。15人以上的学校团体可预约粤语、普通话或英语导览，详情请查看<a href="/ZH/study-further">研学活动</a>。</p>',
          '<p>Yes. School groups of fifteen or more can book guided tours in Cantonese, Mandarin or English; see <a href="/ZH/study-further">learning programmes</a>.</p>',
        ),
      ],
      [
        tr(
          '科學館門票包海洋王國嗎？',
          '科学馆门票含海洋王国吗？',
          'Does the ticket include Ocean Kingdom?',
        ),
        tr(
          '<p>不包。兩者門票分開發售，優惠專區不時推出聯票。</p>',
          '<p>不含。两者门票分开销售，优惠专区不定期推出联票。</p>',
          '<p>No, they are sold separately, though combined tickets appear in special offers from time to time.</p>',
        ),
      ],
    ],
    gallery: ['zh/gallery-3'],
  },
  {
    code: 'ZH_OCEAN_NIGHT_SHOW',
    image: 'poi/zh-ocean-night-show',
    // An open-air show: the theatre questions common to shows do not apply.
    ownFaqOnly: true,
    intro: {
      title: tr('潟湖上空的二十五分鐘', '潟湖上空的25分钟', 'Twenty-five minutes over the lagoon'),
      summary: tr('煙花、水幕與激光', '烟花、水幕与激光', 'Fireworks, water screens and lasers'),
      body: tr(
        '<p>匯演以一個海洋傳說為主線：六十米寬的水幕投影講故事，三百多發煙花配合音樂在湖面上空綻放，激光從海上舞台射向天際。</p><ul><li>看台座位正對舞台，視野最好</li><li>湖畔長廊站立觀賞區憑樂園門票免費進入</li></ul>',
        '<p>汇演以一个海洋传说为主线：60米宽的水幕投影讲述故事，300多发烟花随音乐在湖面上空绽放，激光从水上舞台射向天空。</p><ul><li>看台座位正对舞台，视野最好</li><li>湖畔长廊站立观赏区凭乐园门票免费进入</li></ul>',
        '<p>The show follows an ocean legend: a sixty-metre water screen tells the story, more than three hundred fireworks burst over the lake in time with the music, and lasers sweep up from the floating stage.</p><ul><li>Grandstand seats face the stage for the best view</li><li>The lakeside standing areas are free with a park ticket</li></ul>',
      ),
    },
    hours: {
      summary: sessionsLine('ZH_OCEAN_NIGHT_SHOW_SHOW'),
      body: tr(
        '<p>每晚 20:00 開始，約 25 分鐘。看台 19:15 開放入座。如遇雷暴或強風，演出或會延遲或取消，將於園內廣播通知。</p>',
        '<p>每晚20:00开始，约25分钟。看台19:15开放入座。如遇雷暴或大风，演出可能延迟或取消，届时会在园内广播通知。</p>',
        '<p>Every night at 20:00, about 25 minutes long. Grandstand seating opens at 19:15. Thunderstorms or strong winds may delay or cancel the show; announcements are made over the park speakers.</p>',
      ),
    },
    tips: {
      summary: tr(
        '看台右側拍照最好',
        '看台右侧拍照最好',
        'Right side of the grandstand for photos',
      ),
      body: tr(
        '<ul><li>看台右側可同時拍到煙花和燈塔。</li><li>散場人多，可在湖畔稍候十分鐘再離開。</li></ul>',
        '<ul><li>看台右侧可以同时拍到烟花和灯塔。</li><li>散场人多，可在湖畔稍等10分钟再离开。</li></ul>',
        '<ul><li>From the right of the grandstand you can frame the fireworks with the lighthouse.</li><li>Exits get busy, so linger by the lake for ten minutes before leaving.</li></ul>',
      ),
    },
    prices: {
      note: priceNote(
        'ZH',
        tr(
          '因天氣取消可全額退款或改期。',
          '因天气取消可全额退款或改期。',
          'Weather cancellations are refunded in full or rebooked.',
        ),
      ),
    },
    faq: [
      [
        tr(
          '沒有樂園門票可以看嗎？',
          '没有乐园门票可以看吗？',
          'Can I watch without a park ticket?',
        ),
        tr(
          '<p>可以，看台座位門票已包括由東門進場，無須另購樂園門票。</p>',
          '<p>可以，看台座位门票已包含从东门入场，无需另购乐园门票。</p>',
          '<p>Yes. A grandstand ticket includes entry through the east gate; no park ticket is needed.</p>',
        ),
      ],
      [
        tr('應該幾點到？', '应该几点到？', 'When should I arrive?'),
        tr(
          '<p>看台 19:15 開放入座，建議 19:30 前到達；站立觀賞區先到先得，假期 19:00 已經坐滿前排。</p>',
          '<p>看台19:15开放入座，建议19:30前到达；站立观赏区先到先得，节假日19:00前排就已坐满。</p>',
          '<p>Grandstand seating opens at 19:15, so aim to be there by 19:30. The standing areas are first come, first served, and on holidays the front rows fill by 19:00.</p>',
        ),
      ],
      [
        tr('可以用腳架拍攝嗎？', '可以用三脚架拍摄吗？', 'Can I use a tripod?'),
        tr(
          '<p>看台範圍內不可使用腳架；湖畔站立區的指定攝影位置可使用小型腳架，請勿阻擋其他觀眾。</p>',
          '<p>看台范围内不能使用三脚架；湖畔站立区的指定摄影位置可使用小型三脚架，请勿遮挡其他观众。</p>',
          '<p>Not on the grandstand. Small tripods are allowed at the marked photo points in the lakeside standing areas, as long as they do not block anyone’s view.</p>',
        ),
      ],
      [
        tr('下雨會照常演出嗎？', '下雨会照常演出吗？', 'Does the show go ahead in the rain?'),
        tr(
          '<p>小雨照常演出，看台設有上蓋。遇雷暴或強風會延遲或取消，取消場次可全額退款或免費改期。</p>',
          '<p>小雨照常演出，看台有顶棚。遇雷暴或大风会延迟或取消，取消场次可全额退款或免费改期。</p>',
          '<p>Yes in light rain, and the grandstand is covered. Thunderstorms or strong winds can delay or cancel it; cancelled shows are refunded in full or rebooked free of charge.</p>',
        ),
      ],
      [
        tr('煙花聲會不會太大？', '烟花声会不会太大？', 'Are the fireworks very loud?'),
        tr(
          '<p>煙花聲響較大，如小朋友對聲音敏感，可選擇看台後排，或在售賣亭購買護耳罩。</p>',
          '<p>烟花声响较大，对声音敏感的幼童可选择看台后排，或在售卖亭购买防噪耳罩。</p>',
          '<p>They are loud. If your little ones are sensitive to noise, choose the back rows or pick up ear defenders at the kiosks.</p>',
        ),
      ],
    ],
    gallery: ['zh/gallery-5'],
  },
  {
    code: 'ZH_MARINE_SPECTACULAR',
    image: 'poi/zh-marine-spectacular',
    intro: {
      title: tr(
        '一個潛水少年的七海之旅',
        '一个潜水少年的七海之旅',
        'A young diver’s voyage across the seven seas',
      ),
      summary: tr(
        '雜技、高台跳水與四十米水幕',
        '杂技、高台跳水与40米水幕',
        'Acrobatics, high diving and a 40-metre water curtain',
      ),
      body: tr(
        '<p>七十分鐘的演出由八十位演員擔綱，舞台中央的水池深五米，高台跳水員從二十米高空躍下；四十米寬的水幕配合投影，把觀眾帶到珊瑚礁、冰川和深海。</p><ul><li>全場設中、英字幕</li><li>首四行為「濺水區」，入場時派發雨衣</li></ul>',
        '<p>70分钟的演出由80位演员担纲，舞台中央的水池深5米，高台跳水运动员从20米高空跃下；40米宽的水幕配合投影，把观众带到珊瑚礁、冰川和深海。</p><ul><li>全场配有中英文字幕</li><li>前四排为“溅水区”，入场时发放雨衣</li></ul>',
        '<p>Eighty performers take part in the seventy-minute show. High divers plunge twenty metres into a five-metre-deep pool at the centre of the stage, while a forty-metre water curtain with projections carries the audience to coral reefs, glaciers and the deep ocean.</p><ul><li>Chinese and English surtitles throughout</li><li>The first four rows are the splash zone; raincoats are handed out at the door</li></ul>',
      ),
    },
    hours: {
      summary: sessionsLine('ZH_MARINE_SPECTACULAR_SHOW'),
      body: mapTr(sessionsText('ZH_MARINE_SPECTACULAR_SHOW'), (times, lang) =>
        lang === 'en'
          ? `<p>Shows ${times}, each seventy minutes long. Doors open 45 minutes before.</p>`
          : lang === 'zh-TW'
            ? `<p>${times} 演出，每場七十分鐘。劇場於開演前 45 分鐘開門。</p>`
            : `<p>${times}演出，每场70分钟。剧场在演出前45分钟开门。</p>`,
      ),
    },
    tips: {
      summary: tr('濺水區真的會濕', '溅水区真的会湿', 'The splash zone really is wet'),
      body: tr(
        '<ul><li>坐濺水區請把手機和相機放入防水袋。</li><li>劇場位於海洋王國正門旁，看完可直接入園。</li></ul>',
        '<ul><li>坐溅水区请把手机和相机放进防水袋。</li><li>剧场位于海洋王国正门旁，看完可直接入园。</li></ul>',
        '<ul><li>In the splash zone, keep phones and cameras in a waterproof bag.</li><li>The theatre is beside the Ocean Kingdom main gate, so you can walk straight into the park afterwards.</li></ul>',
      ),
    },
    prices: { note: priceNote('ZH') },
    faq: [
      [
        tr('演出有對白嗎？', '演出有对白吗？', 'Is there dialogue?'),
        tr(
          '<p>只有少量旁白，全場設中、英字幕，不懂中文也能看得明白。</p>',
          '<p>只有少量旁白，全场配有中英文字幕，不懂中文也能看明白。</p>',
          '<p>Only a little narration, with Chinese and English surtitles, so it is easy to follow in either language.</p>',
        ),
      ],
      [
        tr('濺水區適合小朋友嗎？', '溅水区适合小朋友吗？', 'Is the splash zone OK for children?'),
        tr(
          '<p>適合，但水花頗大，三歲以下小童建議坐第五行以後。</p>',
          '<p>适合，但水花较大，3岁以下儿童建议坐第五排以后。</p>',
          '<p>Yes, but the splashes are big; for children under 3 we suggest row 5 or further back.</p>',
        ),
      ],
    ],
    gallery: ['zh/gallery-4'],
  },
];
