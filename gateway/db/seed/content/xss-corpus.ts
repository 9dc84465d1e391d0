import type { Translated } from '../types.ts';

/*
 * INTENTIONALLY HOSTILE CONTENT. DO NOT "FIX".
 *
 * A cross-site-scripting corpus written for this project from the well-known vector classes.
 * It goes through the content pipeline like any other rich text (hostile.ts puts it into the
 * seed): the sanitiser (src/content/sanitize.ts, DESIGN §4) must remove every vector and keep
 * the ordinary markup, and tests/e2e/xss.spec.ts opens the built pages in Chromium to prove that
 * nothing runs and nothing outside the allow-list reaches the page.
 *
 * In a vector, `$X` stands for `window.__xss=N` (N: the vector's number) and `$N` for a short
 * visible label `[N]`, so that a vector that ran, or text that survived, names its vector.
 */

/** The vector classes of the corpus. */
export const XSS_CLASSES = [
  'script',
  'handler',
  'url',
  'encoded-scheme',
  'namespace',
  'mutation',
  'embed',
  'css',
  'template',
  'link-target',
] as const;
export type XssClass = (typeof XSS_CLASSES)[number];

export interface XssVector {
  /** 1-based number; a vector that runs sets window.__xss to it. */
  n: number;
  cls: XssClass;
  html: string;
}

/** A base64 HTML document whose script sets window.__xss = 98. */
const DATA_HTML = 'PHNjcmlwdD53aW5kb3cuX194c3M9OTg8L3NjcmlwdD4=';
/** A base64 SVG document whose onload sets window.__xss = 97. */
const DATA_SVG =
  'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0id2luZG93Ll9feHNzPTk3Ii8+';

const RAW: Readonly<Record<XssClass, readonly string[]>> = {
  // script tags: plain, uppercase, with attributes, split and nested, in comments and CDATA
  script: [
    '<script>$X</script>',
    '<SCRIPT>$X</SCRIPT>',
    '<ScRiPt type="text/javascript" async defer>$X</sCrIpT>',
    '<script/x>$X</script>',
    '<script\n>$X</script\n>',
    '<scr<script>ipt>$X</scr</script>ipt>',
    '<<script>$X//<</script>',
    '<!--<script>$X</script>-->',
    '<!--><script>$X</script>-->',
    '<![CDATA[<script>$X</script>]]>',
    '<script src="data:text/javascript,$X"></script>',
    '<script type="module">$X</script>',
  ],
  // event handlers: onerror, onload, onfocus + autofocus, onmouseover, ontoggle, animations…
  handler: [
    '<img src=x onerror="$X">',
    '<img src="https://invalid.invalid/x.png" onerror=$X alt="$N">',
    '<img src=x OnErRoR="$X" alt="$N">',
    '<img/src=x/onerror=$X>',
    '<img src=x onerror\n=\n"$X">',
    '<img src=x onerror=&#x77;&#x69;&#x6e;&#x64;&#x6f;&#x77;.__xss=1>',
    '<body onload="$X">',
    '<input autofocus onfocus="$X">',
    '<p tabindex="0" autofocus onfocus="$X">$N</p>',
    '<p onmouseover="$X" onpointerenter="$X">$N</p>',
    '<details open ontoggle="$X"><summary>$N</summary></details>',
    '<style>@keyframes x{}</style><p style="animation-name:x" onanimationstart="$X">$N</p>',
    '<video src=x onerror="$X"></video>',
    '<a href="https://example.com/" onclick="$X" onauxclick="$X">$N</a>',
    '<marquee onstart="$X">$N</marquee>',
    '<iframe src="https://www.youtube-nocookie.com/embed/x" onload="$X" title="$N"></iframe>',
    '<div onfocusin="$X" contenteditable>$N</div>',
    '<img src=x onerror=eval(alt) alt="$X">',
  ],
  // javascript:, vbscript: and data: URLs in every attribute that takes a URL
  url: [
    '<a href="javascript:$X">$N</a>',
    '<a href="vbscript:msgbox(1)">$N</a>',
    `<a href="data:text/html;base64,${DATA_HTML}">$N</a>`,
    `<img src="data:image/svg+xml;base64,${DATA_SVG}" alt="$N">`,
    '<img src="javascript:$X" alt="$N">',
    '<iframe src="javascript:$X" title="$N"></iframe>',
    '<form action="javascript:$X"><button>$N</button></form>',
    '<button form="f" formaction="javascript:$X">$N</button>',
    '<picture><source srcset="https://example.com/a.webp 1x, javascript:$X 2x"><img src="https://example.com/a.jpg" alt="$N"></picture>',
    '<img src="https://example.com/b.jpg" srcset="javascript:$X 1x" alt="$N">',
    '<video poster="javascript:$X" src="https://example.com/v.mp4"></video>',
    '<table background="javascript:$X"><tr><td>$N</td></tr></table>',
    `<object data="data:text/html;base64,${DATA_HTML}"></object>`,
    '<embed src="javascript:$X">',
    "<a href='//evil.example/'>$N</a>",
    "<a href='/\\evil.example/'>$N</a>",
    '<img src="//evil.example/x.png" alt="$N">',
    "<a href='/\t/evil.example/'>$N</a>",
    '<a href="&#47;&#47;evil.example/">$N</a>',
    '<img src="/\n/evil.example/x.png" alt="$N">',
    '<blockquote cite="javascript:$X">$N</blockquote>',
  ],
  // entity-encoded, whitespace-split and mixed-case schemes
  'encoded-scheme': [
    '<a href="&#106;avascript:$X">$N</a>',
    '<a href="&#x6A;avascript:$X">$N</a>',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058$X">$N</a>',
    '<a href="java&Tab;script:$X">$N</a>',
    '<a href="java&NewLine;script:$X">$N</a>',
    '<a href="java\tscript:$X">$N</a>',
    '<a href="jav&#x09;ascript:$X">$N</a>',
    '<a href="JaVaScRiPt:$X">$N</a>',
    '<a href="   javascript:$X">$N</a>',
    '<a href="&#1;&#2;javascript:$X">$N</a>',
    '<a href="\u0001javascript:$X">$N</a>',
    '<a href="javascript&colon;$X">$N</a>',
    '<a href="javascript&#58;$X">$N</a>',
    '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;$X" alt="$N">',
    '<a href="&#x76;bscript:msgbox(1)">$N</a>',
    '<a href="d&#x61;ta:text/html,&lt;script&gt;$X&lt;/script&gt;">$N</a>',
  ],
  // SVG and MathML namespace confusion
  namespace: [
    '<svg><style><img src=x onerror="$X"></style></svg>',
    '<svg onload="$X"><circle r="5"></circle></svg>',
    '<svg/onload=$X></svg>',
    '<svg><a xlink:href="javascript:$X"><text x="20" y="20">$N</text></a></svg>',
    '<svg><a href="javascript:$X"><rect width="100" height="20"></rect></a></svg>',
    '<svg><script>$X</script></svg>',
    '<svg><script href="data:text/javascript,$X"></script></svg>',
    '<svg><foreignObject><img src=x onerror="$X"></foreignObject></svg>',
    '<svg><animate onbegin="$X" attributeName="x" dur="1s"></animate></svg>',
    '<svg><a><animate attributeName="href" values="javascript:$X"></animate><text y="20">$N</text></a></svg>',
    '<svg><set attributeName="onmouseover" to="$X"></set></svg>',
    '<math href="javascript:$X">$N</math>',
    '<math><maction actiontype="statusline" xlink:href="javascript:$X">$N</maction></math>',
    '<math><mtext><table><mglyph><style><img src=x onerror="$X"></style></mglyph></table></mtext></math>',
    '<math><style><img src=x onerror="$X"></style></math>',
  ],
  // mutation XSS: markup that re-parses differently after serialising
  mutation: [
    '<noscript><p title="</noscript><img src=x onerror=$X>"></noscript>',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=$X></style></form>',
    '<math><mi><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=$X&gt;"></mglyph></mi></math>',
    '<svg></p><style><a id="</style><img src=1 onerror=$X>"></svg>',
    '<xmp><p title="</xmp><img src=x onerror=$X>"></xmp>',
    '<textarea><p title="</textarea><img src=x onerror=$X>"></textarea>',
    '<listing>&lt;img src=x onerror=$X&gt;</listing>',
    '<noembed><p title="</noembed><img src=x onerror=$X>"></noembed>',
    '<title><p title="</title><img src=x onerror=$X>"></title>',
    '<iframe><p title="</iframe><img src=x onerror=$X>"></iframe>',
    '<style><style/><img src=x onerror=$X></style>',
    '<select><option><img src=x onerror=$X></option></select>',
    '<img src=`x` onerror=`$X` alt="$N">',
    '<p title="a&quot; onmouseover=&quot;$X">$N</p>',
    '<p title="&lt;/p&gt;&lt;img src=x onerror=$X&gt;">$N</p>',
    '<a title="`onmouseover=$X" href="https://example.com/">$N</a>',
  ],
  // frames, objects, embeds, base, meta refresh, link imports
  embed: [
    '<iframe src="https://evil.example/frame" title="$N"></iframe>',
    '<iframe srcdoc="&lt;script&gt;parent.$X&lt;/script&gt;" title="$N"></iframe>',
    '<iframe src="https://www.youtube-nocookie.com.evil.example/embed/x" title="$N"></iframe>',
    '<iframe src="//www.youtube-nocookie.com/embed/x" title="$N"></iframe>',
    '<object data="javascript:$X"></object>',
    '<object type="text/html" data="https://evil.example/"></object>',
    '<object><param name="src" value="javascript:$X"></object>',
    '<embed src="https://evil.example/x.swf" type="application/x-shockwave-flash">',
    '<applet code="X.class" archive="https://evil.example/x.jar"></applet>',
    '<base href="javascript:$X//">',
    '<base href="https://evil.example/">',
    '<meta http-equiv="refresh" content="0;url=javascript:$X">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
    '<link rel="import" href="https://evil.example/x.html">',
    '<link rel="stylesheet" href="https://evil.example/x.css">',
    '<frameset onload="$X"></frameset>',
    '<portal src="https://evil.example/"></portal>',
  ],
  // CSS: style attributes and elements
  css: [
    '<p style="background:url(javascript:$X)">$N</p>',
    '<p style="width:expression($X)">$N</p>',
    '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">$N</div>',
    '<style>@import "https://evil.example/x.css";</style>',
    '<style>*{background:url("javascript:$X")}</style>',
    '<p style="-moz-binding:url(https://evil.example/x.xml#x)">$N</p>',
    '<p style="behavior:url(https://evil.example/x.htc)">$N</p>',
    '<p style="background-image:u\\72l(javascript:$X)">$N</p>',
    '<link rel="stylesheet" href="data:text/css,*{display:none}">',
  ],
  // templates, declarative shadow roots and custom elements
  template: [
    '<template><img src=x onerror="$X"></template>',
    '<div><template shadowrootmode="open"><img src=x onerror="$X"></template></div>',
    '<div><template shadowroot="open"><script>$X</script></template></div>',
    '<x-widget tabindex="1" autofocus onfocus="$X">$N</x-widget>',
    '<dialog open onclose="$X">$N</dialog>',
  ],
  // links that open a new window must not keep access to this page
  'link-target': [
    '<a href="https://example.com/" target="_blank">$N</a>',
    '<a href="https://example.com/" target="_blank" rel="opener">$N</a>',
    '<a href="https://example.com/" target="_top" ping="https://evil.example/ping">$N</a>',
  ],
};

/** Every vector of the corpus, numbered in class order. */
export const XSS_VECTORS: readonly XssVector[] = (() => {
  let n = 0;
  return XSS_CLASSES.flatMap((cls) =>
    RAW[cls].map((raw) => {
      n += 1;
      const html = raw.replaceAll('$X', `window.__xss=${n}`).replaceAll('$N', `[${n}]`);
      return { n, cls, html };
    }),
  );
})();

/** Ordinary markup that must survive the sanitiser (shown in the page's language). */
export interface BenignText {
  heading: string;
  intro: string;
  rules: [string, string, string];
  ticketsLink: string;
  mail: string;
  phone: string;
  photo: string;
  tableCaption: string;
  tableHead: [string, string];
  tableRows: [string, string][];
  video: string;
  moreTitle: string;
  more: string;
}

/**
 * A heading as editors write it (the sanitiser moves it below the page's own h2). Tested on its
 * own but not woven into the pages: on a content detail page, whose only heading above the rich
 * text is the h1, it would skip a level.
 */
export const benignHeading = (t: BenignText): string => `<h2>${t.heading}</h2>`;

/** The benign pieces of the corpus: paragraphs, lists, links, a picture, a table, a video. */
export const benignMarkup = (t: BenignText): string[] => [
  `<p>${t.intro}</p>`,
  `<ul><li>${t.rules[0]}</li><li>${t.rules[1]}</li></ul><ol><li><strong>${t.rules[2]}</strong></li></ol>`,
  `<p><a href="https://www.chimelong.com/">${t.ticketsLink}</a> · <a href="mailto:service@example.com">${t.mail}</a> · <a href="tel:+85223456789">${t.phone}</a> · <a href="/GZ/common-problem">${t.moreTitle}</a></p>`,
  `<figure><img src="https://example.com/media/park.jpg" alt="${t.photo}" width="640" height="400"><figcaption>${t.photo}</figcaption></figure>`,
  `<table><caption>${t.tableCaption}</caption><thead><tr><th scope="col">${t.tableHead[0]}</th><th scope="col">${t.tableHead[1]}</th></tr></thead><tbody>${t.tableRows
    .map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`)
    .join('')}</tbody></table>`,
  `<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="${t.video}" width="560" height="315" allowfullscreen></iframe>`,
  `<details><summary>${t.moreTitle}</summary><blockquote><p><em>${t.more}</em></p></blockquote></details>`,
];

/** The benign text in each language. */
export const BENIGN_TEXT: Translated<BenignText> = {
  'zh-TW': {
    heading: '公告存檔',
    intro: '以往的園區公告，留作參考。',
    rules: ['請沿指定路線遊覽。', '請勿餵飼動物。', '祝您玩得開心！'],
    ticketsLink: '官方網站',
    mail: '電郵查詢',
    phone: '致電查詢',
    photo: '清晨的正門',
    tableCaption: '開放時間',
    tableHead: ['日子', '時間'],
    tableRows: [
      ['平日', '09:30–18:00'],
      ['週末', '09:00–19:00'],
    ],
    video: '園區漫遊短片',
    moreTitle: '常見問題',
    more: '請向正門遊客服務中心查詢。',
  },
  'zh-CN': {
    heading: '公告存档',
    intro: '以往的园区公告，留作参考。',
    rules: ['请沿指定路线游览。', '请勿投喂动物。', '祝您玩得开心！'],
    ticketsLink: '官方网站',
    mail: '邮件咨询',
    phone: '电话咨询',
    photo: '清晨的正门',
    tableCaption: '开放时间',
    tableHead: ['日期', '时间'],
    tableRows: [
      ['工作日', '09:30–18:00'],
      ['周末', '09:00–19:00'],
    ],
    video: '园区漫游短片',
    moreTitle: '常见问题',
    more: '请向正门游客服务中心咨询。',
  },
  en: {
    heading: 'Notice archive',
    intro: 'Earlier park notices, kept for reference.',
    rules: ['Keep to the marked paths.', 'Do not feed the animals.', 'Have a good day!'],
    ticketsLink: 'Official site',
    mail: 'Email us',
    phone: 'Call us',
    photo: 'The main gate in the morning',
    tableCaption: 'Opening hours',
    tableHead: ['Day', 'Hours'],
    tableRows: [
      ['Weekdays', '09:30–18:00'],
      ['Weekends', '09:00–19:00'],
    ],
    video: 'A walk through the park',
    moreTitle: 'Common questions',
    more: 'Ask at Guest Services by the main gate.',
  },
};

/** The corpus over several content items (one detail page each, to stay within the budgets). */
export const XSS_PAGES = [
  { key: 'archive-1', classes: ['script', 'handler'] },
  { key: 'archive-2', classes: ['url', 'encoded-scheme'] },
  { key: 'archive-3', classes: ['namespace', 'mutation'] },
  { key: 'archive-4', classes: ['embed', 'css', 'template', 'link-target'] },
] as const satisfies readonly { key: string; classes: readonly XssClass[] }[];

/** The vectors of some classes with the benign markup woven in between. */
export function corpusHtml(classes: readonly XssClass[], text: BenignText): string {
  const vectors = XSS_VECTORS.filter((v) => classes.includes(v.cls)).map((v) => v.html);
  const benign = benignMarkup(text);
  const every = Math.ceil(vectors.length / benign.length);
  return benign
    .map((piece, i) => piece + vectors.slice(i * every, (i + 1) * every).join(''))
    .join('');
}
