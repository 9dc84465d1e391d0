import type { PageCatalogType } from '../../../../src/lib/contract/cms.ts';
import { REFUND_FEE_RULES } from '../../../../src/lib/contract/order.ts';
import type { SeedBlock, SeedInfo, SeedPage, Translated } from '../types.ts';
import { fromPrice, fromText, PEAK_NOTE, product } from './catalog.ts';
import { singleImage } from './media.ts';
import { ADDRESS, AREA_NAME, consultingBlock, REGION, type Area } from './shared.ts';
import { block, hkd, info, joinTr, mapTr, table, tr } from './text.ts';

/**
 * Guide pages whose substance is the same in Guangzhou and Hengqin (travel preparation, common
 * problems, payment, service centre); the area changes names, links and local details. The home
 * area shares the common problems, payment and service centre pages.
 */

/** The open resort areas. */
export type GuideArea = 'GZ' | 'ZH';
/** Areas whose visitors can book today: the open resorts and the group-wide home area. */
export type BookingArea = GuideArea | 'HOME';

/** A page of an area: its root node is found by (type, area code). */
export const guidePage = (
  area: Area,
  type: PageCatalogType,
  name: Translated,
  blocks: SeedBlock[],
): SeedPage => ({
  code: `${area}-${type}`,
  type,
  poiCode: area,
  regionCode: REGION[area],
  name,
  desc: tr(
    `${AREA_NAME[area]['zh-TW']}・${name['zh-TW']}`,
    `${AREA_NAME[area]['zh-CN']}・${name['zh-CN']}`,
    `${name.en}, ${AREA_NAME[area].en}`,
  ),
  blocks,
});

const CLIMATE: Record<GuideArea, Translated> = {
  GZ: tr(
    '<p>廣州屬亞熱帶季風氣候，夏季炎熱潮濕，午後常有雷陣雨；冬季溫和，偶有寒流。</p>',
    '<p>广州属亚热带季风气候，夏季炎热潮湿，午后常有雷阵雨；冬季温和，偶有寒潮。</p>',
    '<p>Guangzhou has a humid subtropical climate: hot, sticky summers with afternoon thunderstorms, and mild winters with the odd cold snap.</p>',
  ),
  ZH: tr(
    '<p>橫琴三面環海，海風較大，體感比廣州涼快；七至九月是颱風季節，出發前請留意珠海氣象台的預警。</p>',
    '<p>横琴三面环海，海风较大，体感比广州凉快；7至9月是台风季节，出发前请留意珠海气象台的预警。</p>',
    '<p>Hengqin is surrounded by sea on three sides, so the breeze makes it feel cooler than Guangzhou. July to September is typhoon season: check the Zhuhai weather warnings before you set off.</p>',
  ),
};

const climateTable = tr(
  table([
    ['季節', '氣溫', '建議衣著'],
    ['春（3–5 月）', '18–26°C', '薄外套、雨具'],
    ['夏（6–8 月）', '27–34°C', '透氣衣物、帽子、防曬'],
    ['秋（9–11 月）', '22–30°C', '短袖加薄外套'],
    ['冬（12–2 月）', '10–18°C', '毛衣、外套'],
  ]),
  table([
    ['季节', '气温', '穿衣建议'],
    ['春（3–5月）', '18–26°C', '薄外套、雨具'],
    ['夏（6–8月）', '27–34°C', '透气衣物、帽子、防晒'],
    ['秋（9–11月）', '22–30°C', '短袖加薄外套'],
    ['冬（12–2月）', '10–18°C', '毛衣、外套'],
  ]),
  table([
    ['Season', 'Temperature', 'What to wear'],
    ['Spring (Mar–May)', '18–26 °C', 'Light jacket, rain gear'],
    ['Summer (Jun–Aug)', '27–34 °C', 'Breathable clothes, hat, sun cream'],
    ['Autumn (Sep–Nov)', '22–30 °C', 'T-shirt and a light layer'],
    ['Winter (Dec–Feb)', '10–18 °C', 'Jumper and coat'],
  ]),
);

const both = (a: Translated, b: Translated): Translated =>
  tr(a['zh-TW'] + b['zh-TW'], a['zh-CN'] + b['zh-CN'], a.en + b.en);

export function preparePage(area: GuideArea): SeedPage {
  const items: SeedInfo[] = [
    info(
      'documents',
      tr('旅遊證件', '旅行证件', 'Travel documents'),
      tr(
        '訂票證件須與入場證件一致',
        '订票证件需与入园证件一致',
        'Book with the document you will carry',
      ),
      tr(
        '<ul><li>香港及澳門居民：<strong>回鄉證</strong></li><li>台灣居民：台胞證</li><li>外國旅客：護照及有效中國簽證（或符合免簽條件）</li></ul><p>入場時會核對證件，請確保與訂單上的證件號碼相同。</p>',
        '<ul><li>港澳居民：<strong>港澳居民来往内地通行证</strong></li><li>台湾居民：台湾居民来往大陆通行证</li><li>外国游客：护照及有效中国签证（或符合免签条件）</li></ul><p>入园时会核验证件，请确保与订单上的证件号码一致。</p>',
        '<ul><li>Hong Kong and Macau residents: <strong>Home Return Permit</strong></li><li>Taiwan residents: Mainland Travel Permit for Taiwan Residents</li><li>Other visitors: passport with a valid Chinese visa (or visa-free eligibility)</li></ul><p>Documents are checked at the gate, so make sure the number matches your order.</p>',
      ),
    ),
    info(
      'weather',
      tr('天氣與衣著', '天气与穿着', 'Weather and clothing'),
      tr('按季節準備', '按季节准备', 'Pack for the season'),
      both(CLIMATE[area], climateTable),
    ),
    info(
      'money',
      tr('貨幣與流動支付', '货币与移动支付', 'Money and mobile payments'),
      tr('內地商戶普遍使用流動支付', '园区商户普遍使用移动支付', 'Most shops take mobile payments'),
      tr(
        '<p>園內餐廳及商店普遍接受支付寶、微信支付及 AlipayHK；香港及海外信用卡亦可綁定支付寶或微信支付使用。建議另備少量人民幣現金作後備。</p>',
        '<p>园内餐厅和商店普遍接受支付宝、微信支付及AlipayHK；境外信用卡也可以绑定支付宝或微信支付使用。建议另备少量人民币现金作后备。</p>',
        '<p>Park restaurants and shops take Alipay, WeChat Pay and AlipayHK, and Hong Kong or overseas credit cards can be linked to Alipay or WeChat Pay. Carry a little RMB cash as a back-up.</p>',
      ),
    ),
    info(
      'phone',
      tr('手機與網絡', '手机与网络', 'Phones and data'),
      tr('出發前開通漫遊', '出发前开通漫游', 'Turn on roaming before you go'),
      tr(
        '<p>建議出發前開通數據漫遊或購買大灣區數據卡，並預先下載離線地圖。度假區各主要廣場設免費 Wi-Fi。</p>',
        '<p>园区各主要广场设有免费Wi-Fi。境外游客建议出发前开通数据漫游，并预先下载离线地图。</p>',
        '<p>Turn on data roaming or buy a Greater Bay Area data SIM before you travel, and download offline maps. Free Wi-Fi covers the main plazas of the resort.</p>',
      ),
    ),
    info(
      'children',
      tr('帶小朋友出行', '带孩子出行', 'Travelling with children'),
      tr(
        '嬰兒車、育嬰室與防走失手環',
        '婴儿车、母婴室与防走失手环',
        'Strollers, baby rooms and ID wristbands',
      ),
      tr(
        '<ul><li>三歲以下小童免費入場</li><li>遊客服務中心可免費領取<strong>防走失手環</strong>，寫上家長電話</li><li>各園均設育嬰室及親子洗手間</li></ul>',
        '<ul><li>3岁以下儿童免费入园</li><li>游客服务中心可免费领取<strong>防走失手环</strong>，写上家长电话</li><li>各园均设母婴室和亲子卫生间</li></ul>',
        '<ul><li>Children under 3 enter free</li><li>Pick up a free <strong>ID wristband</strong> at Guest Services and write your phone number on it</li><li>Every park has baby-care rooms and family restrooms</li></ul>',
      ),
    ),
  ];
  return guidePage(area, 'PREPARE', tr('行前準備', '行前准备', 'Before you go'), [
    block(`${area}-PREPARE-GUIDE`, 'VISITOR_GUIDE', tr('出發清單', '出发清单', 'Checklist'), items),
  ]);
}

export function commonProblemPage(area: BookingArea): SeedPage {
  const address = ADDRESS[area];
  const q = (key: string, question: Translated, summary: Translated, answer: Translated) =>
    info(key, question, summary, answer);
  return guidePage(area, 'COMMON_PROBLEM', tr('常見問題', '常见问题', 'Common questions'), [
    block(`${area}-PROBLEM-BOOKING`, 'FAQ', tr('預訂與付款', '预订与支付', 'Booking and payment'), [
      q(
        'no-email',
        tr(
          '付款後沒有收到確認電郵？',
          '支付后没有收到确认邮件？',
          'I paid but got no confirmation e-mail',
        ),
        tr('先查看垃圾郵件', '先检查垃圾邮件', 'Check your spam folder first'),
        tr(
          '<p>請先查看垃圾郵件匣。訂單狀態可於<a href="/user/order">我的訂單</a>查閱；如顯示「處理中」，一般會在十五分鐘內確認。</p>',
          '<p>请先检查垃圾邮件箱。订单状态可在<a href="/user/order">我的订单</a>查看；如显示“处理中”，一般会在15分钟内确认。</p>',
          '<p>Check your spam folder first. You can see the order status in <a href="/user/order">my orders</a>; an order shown as processing is usually confirmed within fifteen minutes.</p>',
        ),
      ),
      q(
        'unpaid',
        tr(
          '未付款的訂單會保留多久？',
          '未支付的订单会保留多久？',
          'How long is an unpaid order kept?',
        ),
        tr('十五分鐘', '15分钟', 'Fifteen minutes'),
        tr(
          '<p>訂單提交後須於 <strong>15 分鐘</strong>內完成付款，逾時會自動取消並釋放名額。</p>',
          '<p>订单提交后需在<strong>15分钟</strong>内完成支付，超时将自动取消并释放名额。</p>',
          '<p>Pay within <strong>15 minutes</strong> of placing the order; after that it is cancelled automatically and the places are released.</p>',
        ),
      ),
      q(
        'name',
        tr('遊客姓名要怎樣填寫？', '游客姓名要怎么填写？', 'How should I enter visitor names?'),
        tr('與證件完全相同', '与证件完全一致', 'Exactly as on the ID'),
        tr(
          '<p>姓名須與入場證件上的中文或英文姓名完全相同，不可包含數字或符號。</p>',
          '<p>姓名需与入园证件上的中文或英文姓名完全一致，不能包含数字或符号。</p>',
          '<p>Enter each name exactly as it appears, in Chinese or English, on the document used at the gate, with no digits or symbols.</p>',
        ),
      ),
      q(
        'charged-twice',
        tr('付款失敗但已扣款？', '支付失败但已扣款？', 'Payment failed but I was charged'),
        tr('款項會自動退回', '款项会自动退回', 'The money is returned automatically'),
        tr(
          '<p>如訂單最終未成立，已扣款項會在 1–7 個工作天內原路退回。如超過七天仍未收到，請聯絡客服並提供交易編號。</p>',
          '<p>如订单最终未成立，已扣款项会在1–7个工作日内原路退回。如超过7天仍未收到，请联系客服并提供交易号。</p>',
          '<p>If the order was not completed, the charge is returned to the same account within 1–7 business days. If it has not arrived after seven days, contact us with the transaction number.</p>',
        ),
      ),
    ]),
    block(`${area}-PROBLEM-REFUND`, 'FAQ', tr('退款與改期', '退款与改期', 'Refunds and changes'), [
      q(
        'how-refund',
        tr('怎樣申請退款？', '怎么申请退款？', 'How do I ask for a refund?'),
        tr('在我的訂單申請', '在我的订单申请', 'From my orders'),
        tr(
          '<p>登入後到<a href="/user/order">我的訂單</a>，選擇訂單並按「申請退款」，揀選原因後提交。每張訂單只可申請一次全額退款。</p>',
          '<p>登录后进入<a href="/user/order">我的订单</a>，选择订单并点击“申请退款”，选择原因后提交。每个订单只能申请一次全额退款。</p>',
          '<p>Log in, open <a href="/user/order">my orders</a>, choose the order, press “apply for refund”, pick a reason and submit. Each order can be fully refunded once.</p>',
        ),
      ),
      q(
        'refund-time',
        tr('退款多久到帳？', '退款多久到账？', 'How long does a refund take?'),
        tr('視乎付款方式', '视支付方式而定', 'It depends on how you paid'),
        tr(
          `<p>審批通過後：</p>${table([
            ['付款方式', '到帳時間'],
            ['支付寶／AlipayHK／微信支付', '1–7 個工作天'],
            ['Visa／Mastercard', '7–14 個工作天'],
            ['銀聯', '5–7 個工作天'],
          ])}`,
          `<p>审核通过后：</p>${table([
            ['支付方式', '到账时间'],
            ['支付宝／AlipayHK／微信支付', '1–7个工作日'],
            ['Visa／Mastercard', '7–14个工作日'],
            ['银联', '5–7个工作日'],
          ])}`,
          `<p>Once approved:</p>${table([
            ['Payment method', 'Arrives in'],
            ['Alipay / AlipayHK / WeChat Pay', '1–7 business days'],
            ['Visa / Mastercard', '7–14 business days'],
            ['UnionPay', '5–7 business days'],
          ])}`,
        ),
      ),
      q(
        'change-date',
        tr('可以更改遊玩日期嗎？', '可以更改游玩日期吗？', 'Can I change the visit date?'),
        tr('退票後重新預訂', '退票后重新预订', 'Refund and book again'),
        tr(
          `<p>門票不設直接改期；遊玩日前 ${FREE_REFUND_DAYS} 天或更早可免費退票，再重新預訂新日期；較遲退票會收取手續費。詳情請參閱各景點的退款說明或<a href="/${address}/service-center">服務中心</a>。</p>`,
          `<p>门票不支持直接改期；游玩日前${FREE_REFUND_DAYS}天及更早可免费退票，再重新预订新日期；较晚退票会收取手续费。详情请查看各景点的退款说明或<a href="/${address}/service-center">服务中心</a>。</p>`,
          `<p>Tickets cannot be moved directly, but you can refund them free of charge up to ${FREE_REFUND_DAYS} days before the visit date and book the new date; later refunds carry a handling fee. See each attraction’s refund terms or the <a href="/${address}/service-center">service centre</a>.</p>`,
        ),
      ),
      q(
        'receipt',
        tr('可以索取收據嗎？', '可以开发票吗？', 'Can I get a receipt?'),
        tr('訂單完成後可下載', '订单完成后可申请', 'Download it once the order is complete'),
        tr(
          '<p>訂單完成後，可於訂單詳情頁下載電子收據。</p>',
          '<p>订单完成后，可在订单详情页下载电子凭证，如需发票请联系客服。</p>',
          '<p>When the order is complete, download the e-receipt from the order details page.</p>',
        ),
      ),
    ]),
  ]);
}

export function paymentPage(area: BookingArea): SeedPage {
  const tab = (
    key: string,
    name: Translated,
    title: Translated,
    summary: Translated,
    desc: Translated,
  ) =>
    block(`${area}-PAY-TAB-${key.toUpperCase()}`, 'TAB', name, [info(key, title, summary, desc)]);
  return guidePage(
    area,
    'PAYMENT_INSTRUCTIONS',
    tr('付款說明', '支付说明', 'Payment instructions'),
    [
      block(`${area}-PAY-TABS`, 'RICH_TABS', tr('付款方式', '支付方式', 'Ways to pay'), [], {
        children: [
          tab(
            'overview',
            tr('總覽', '总览', 'Overview'),
            tr('支援的付款方式', '支持的支付方式', 'Accepted payment methods'),
            tr('全部以港幣結算', '全部以港币结算', 'All charged in HKD'),
            tr(
              table([
                ['付款方式', '備註'],
                ['支付寶', '內地支付寶帳戶'],
                ['支付寶香港', '香港支付寶帳戶'],
                ['微信支付', '內地或香港錢包'],
                ['Visa', '信用卡或扣帳卡'],
                ['Mastercard', '信用卡或扣帳卡'],
                ['銀聯卡', '銀聯信用卡或扣帳卡'],
                ['銀聯雲閃付', '雲閃付應用程式'],
              ]),
              table([
                ['支付方式', '备注'],
                ['支付宝', '内地支付宝账户'],
                ['支付宝香港', '香港支付宝账户'],
                ['微信支付', '内地或香港钱包'],
                ['Visa', '信用卡或借记卡'],
                ['Mastercard', '信用卡或借记卡'],
                ['银联卡', '银联信用卡或借记卡'],
                ['银联云闪付', '云闪付应用'],
              ]),
              table([
                ['Method', 'Notes'],
                ['Alipay', 'Mainland Alipay account'],
                ['AlipayHK', 'Hong Kong Alipay account'],
                ['WeChat Pay', 'Mainland or Hong Kong wallet'],
                ['Visa', 'Credit or debit card'],
                ['Mastercard', 'Credit or debit card'],
                ['UnionPay card', 'UnionPay credit or debit card'],
                ['UnionPay QuickPass', 'The QuickPass app'],
              ]),
            ),
          ),
          tab(
            'wallets',
            tr('電子錢包', '电子钱包', 'Wallets'),
            tr(
              '支付寶、AlipayHK 及微信支付',
              '支付宝、AlipayHK及微信支付',
              'Alipay, AlipayHK and WeChat Pay',
            ),
            tr('手機上直接跳轉付款', '手机上直接跳转支付', 'Pay in the app on your phone'),
            tr(
              '<ol><li>在確認頁選擇錢包並按「立即付款」</li><li>手機會自動開啟相應應用程式；電腦上則顯示二維碼</li><li>完成付款後返回本網站，訂單狀態會自動更新</li></ol>',
              '<ol><li>在确认页选择钱包并点击“立即支付”</li><li>手机会自动打开相应应用；电脑上则显示二维码</li><li>完成支付后返回本网站，订单状态会自动更新</li></ol>',
              '<ol><li>Choose your wallet on the confirmation page and press “pay now”</li><li>On a phone the wallet app opens; on a computer, scan the QR code</li><li>Come back to this site after paying; the order updates itself</li></ol>',
            ),
          ),
          tab(
            'cards',
            tr('信用卡', '银行卡', 'Cards'),
            tr(
              'Visa、Mastercard 及銀聯',
              'Visa、Mastercard及银联',
              'Visa, Mastercard and UnionPay',
            ),
            tr('經安全收銀台付款', '经安全收银台支付', 'Through a secure checkout'),
            tr(
              '<p>付款會轉到銀行的安全收銀頁面，部分銀行會要求<strong>短訊驗證碼</strong>。本網站不會儲存您的卡號。</p>',
              '<p>支付会跳转到银行的安全收银页面，部分银行会要求<strong>短信验证码</strong>。本网站不会保存您的卡号。</p>',
              '<p>You are taken to the bank’s secure checkout, and some banks ask for an <strong>SMS code</strong>. This site never stores your card number.</p>',
            ),
          ),
        ],
      }),
      block(`${area}-PAY-FAQ`, 'FAQ', tr('付款疑難', '支付疑难', 'Payment problems'), [
        info(
          'declined',
          tr('信用卡被拒怎麼辦？', '银行卡被拒怎么办？', 'My card was declined'),
          tr('請向發卡銀行查詢', '请联系发卡银行', 'Check with your bank'),
          tr(
            '<p>請確認卡片已開通網上及跨境交易，或改用其他付款方式。</p>',
            '<p>请确认卡片已开通网上支付及跨境交易，或改用其他支付方式。</p>',
            '<p>Make sure the card allows online and cross-border payments, or choose another method.</p>',
          ),
        ),
        info(
          'currency',
          tr('為甚麼以港幣收費？', '为什么以港币收费？', 'Why am I charged in HKD?'),
          tr('全站統一以港幣結算', '全站统一以港币结算', 'The whole site charges in HKD'),
          tr(
            '<p>所有價格以港幣結算，如以其他貨幣付款，匯率由發卡機構或錢包決定。</p>',
            '<p>所有价格以港币结算，如以其他货币支付，汇率由发卡机构或钱包决定。</p>',
            '<p>All prices are charged in HKD; if you pay in another currency, your card issuer or wallet sets the exchange rate.</p>',
          ),
        ),
      ]),
    ],
  );
}

export function serviceCenterPage(area: BookingArea): SeedPage {
  return guidePage(area, 'SERVICE_CENTER', tr('服務中心', '服务中心', 'Service centre'), [
    block(
      `${area}-SERVICE-INFO`,
      'VISITOR_GUIDE',
      tr('服務資訊', '服务信息', 'Service information'),
      [
        info(
          'hours',
          tr('服務時間', '服务时间', 'Service hours'),
          tr('每日 09:00–18:00', '每天09:00–18:00', 'Daily 09:00–18:00'),
          tr(
            '<p>客服熱線及網上留言每日 <strong>09:00–18:00</strong> 處理，非服務時間的留言會於下一個服務時段優先回覆。</p>',
            '<p>客服热线及在线留言每天<strong>09:00–18:00</strong>处理，非服务时间的留言会在下一个服务时段优先回复。</p>',
            '<p>The hotline and online messages are handled daily from <strong>09:00 to 18:00</strong>; messages sent outside those hours are answered first thing in the next session.</p>',
          ),
        ),
        info(
          'reviews',
          tr('會員及年卡審核', '会员及年卡审核', 'Membership and annual pass reviews'),
          tr('1–3 個工作天', '1–3个工作日', '1–3 working days'),
          tr(
            '<p>會員資料、年卡及銀行卡相關申請一般需 1–3 個工作天審核，結果會以電郵通知。</p>',
            '<p>会员资料、年卡及银行卡相关申请一般需1–3个工作日审核，结果将通过邮件通知。</p>',
            '<p>Membership, annual pass and bank card requests take 1–3 working days to review; we e-mail you the result.</p>',
          ),
        ),
        info(
          'lost',
          tr('失物認領', '失物招领', 'Lost property'),
          tr('保留三十天', '保留30天', 'Kept for thirty days'),
          tr(
            '<p>園內拾獲的物品會送到正門遊客服務中心，保留三十天。可致電熱線查詢，或於網上留言附上物品相片。</p>',
            '<p>园内拾获的物品会送到正门游客服务中心，保留30天。可致电热线查询，或在线留言附上物品照片。</p>',
            '<p>Items found in the parks go to Guest Services at the main gate and are kept for thirty days. Call the hotline, or leave a message online with a photo of the item.</p>',
          ),
        ),
      ],
    ),
    consultingBlock(`${area}-SERVICE-CONTACT`, ADDRESS[area]),
  ]);
}

/** Until how many days before the visit a refund is free (the gateway's refund rules). */
const FREE_REFUND_DAYS = Math.max(
  ...REFUND_FEE_RULES.filter((r) => r.percent === 0).map((r) => r.minDaysBefore),
);

const PASS_RULES = tr(
  '<ul><li>年卡由預訂時所選的啟用日起計一年內有效</li><li>年卡實名使用，首次入場時請出示身份證明文件</li><li>不可轉讓或借予他人</li></ul>',
  '<ul><li>年卡自预订时所选的激活日起一年内有效</li><li>年卡实名使用，首次入园时请出示身份证件</li><li>不可转让或借给他人使用</li></ul>',
  '<ul><li>A pass is valid for a year from the activation date you choose when you book</li><li>Passes are in the holder’s name: show photo ID the first time you enter</li><li>Passes cannot be transferred or lent</li></ul>',
);

/**
 * The price table of an annual card product: each card type, activated on a weekday or on a
 * weekend or holiday (the booking form prices the activation date).
 */
function passPrices(productCode: string): Translated {
  const head = tr(
    '類別|平日啟用|週末及假期啟用',
    '类别|平日激活|周末及假期激活',
    'Type|Activated on a weekday|Activated on a weekend or holiday',
  );
  const money = (cents: number) => hkd(cents / 100);
  return mapTr(head, (h, lang) =>
    table([
      h.split('|'),
      ...product(productCode).skus.map((s) => [
        s.name[lang],
        money(s.offPeakCents),
        money(s.peakCents),
      ]),
    ]),
  );
}

/**
 * One annual card on sale (an ANNUAL_CARD product of ./catalog.ts) on the ANNUAL_CARD page: a
 * TAB with its benefits, its prices from the product and the rules.
 */
export function passTab(
  code: string,
  name: Translated,
  image: string,
  productCode: string,
  benefits: Translated,
): SeedBlock {
  const prices = joinTr([passPrices(productCode), mapTr(PEAK_NOTE, (t) => `<p>${t}</p>`)]);
  return block(code, 'TAB', name, [
    info(
      'benefits',
      tr('年卡權益', '年卡权益', 'Benefits'),
      tr('一年內無限次入園', '一年内无限次入园', 'Unlimited visits for a year'),
      benefits,
      {
        imgLink: singleImage(image),
      },
    ),
    info('prices', tr('價格', '价格', 'Prices'), fromText(fromPrice(productCode)), prices),
    info(
      'rules',
      tr('使用規則', '使用规则', 'Rules'),
      tr('實名制，不可轉讓', '实名制，不可转让', 'Named and non-transferable'),
      PASS_RULES,
    ),
  ]);
}
