import type { SeedPage } from '../types.ts';
import { guidePage } from './guides-shared.ts';
import { consultingBlock } from './shared.ts';
import { block, info, table, tr } from './text.ts';

/**
 * Qingyuan is not open yet: its pages say what visitors can do before the opening (register
 * for news, plan the journey, read the answers about the opening). Kinds without a page here
 * show the site's "no product" state.
 */

const prepare = guidePage('QY', 'PREPARE', tr('開幕前準備', '开业前准备', 'Before we open'), [
  block(
    'QY-PREPARE-GUIDE',
    'VISITOR_GUIDE',
    tr('現在可以做甚麼', '现在可以做什么', 'What you can do now'),
    [
      info(
        'register',
        tr('登記收取開幕消息', '登记获取开业消息', 'Register for opening news'),
        tr('第一時間知道開幕日期', '第一时间知道开业日期', 'Be the first to hear the date'),
        tr(
          '<p>清遠度假酒店的開幕日期、預訂安排和開幕優惠，會最先通知已登記的客人。登記完全免費，隨時可以取消。</p><ol><li>按<a href="/register">註冊</a>建立帳戶</li><li>勾選「接收推廣資訊」</li><li>確認電郵地址</li></ol><p>已有帳戶的客人，可到個人中心開啟推廣資訊。</p>',
          '<p>清远度假酒店的开业日期、预订安排和开业优惠，会最先通知已登记的客人。登记完全免费，随时可以取消。</p><ol><li>点击<a href="/register">注册</a>创建账户</li><li>勾选“接收推广信息”</li><li>验证邮箱地址</li></ol><p>已有账户的客人，可以在个人中心开启推广信息。</p>',
          '<p>Registered guests hear first about the opening date, bookings and the opening offer of the Qingyuan resort. Registering is free and can be withdrawn at any time.</p><ol><li><a href="/register">Create an account</a></li><li>Tick “receive promotions”</li><li>Confirm your e-mail address</li></ol><p>Already have an account? Turn on promotions in your personal centre.</p>',
        ),
        { link: '/register' },
      ),
      info(
        'packing',
        tr('溫泉假期要帶甚麼', '温泉假期要带什么', 'What to pack for the hot springs'),
        tr('泳衣、拖鞋和一件外套', '泳衣、拖鞋和一件外套', 'Swimwear, sandals and a jacket'),
        tr(
          '<p>清遠山區早晚溫差大，冬天清晨可低至 5°C，即使夏天也建議帶一件薄外套。</p><ul><li>泳衣（溫泉區須穿著泳衣）</li><li>防滑拖鞋及毛巾（酒店亦有提供）</li><li>行山鞋，方便走森林步道</li><li>驅蚊用品</li></ul><p>溫泉水溫介乎 38–42°C，建議每次浸泡不超過十五分鐘，並多喝水。</p>',
          '<p>清远山区早晚温差大，冬天清晨可低至5°C，即使夏天也建议带一件薄外套。</p><ul><li>泳衣（温泉区需穿着泳衣）</li><li>防滑拖鞋及毛巾（酒店也有提供）</li><li>徒步鞋，方便走森林步道</li><li>驱蚊用品</li></ul><p>温泉水温在38–42°C之间，建议每次浸泡不超过15分钟，并多喝水。</p>',
          '<p>Mornings and evenings in the Qingyuan hills are cool, down to 5 °C on winter mornings, so pack a light jacket even in summer.</p><ul><li>Swimwear (required in the hot-spring area)</li><li>Non-slip sandals and a towel (the hotel provides them too)</li><li>Walking shoes for the forest trails</li><li>Insect repellent</li></ul><p>The springs are 38–42 °C; soak for no more than fifteen minutes at a time and drink plenty of water.</p>',
        ),
      ),
      info(
        'health',
        tr('溫泉健康須知', '温泉健康须知', 'Hot springs and health'),
        tr(
          '孕婦及長期病患者請先諮詢醫生',
          '孕妇及慢性病患者请先咨询医生',
          'Ask your doctor first if pregnant or unwell',
        ),
        tr(
          `<p>溫泉有助放鬆，但並不適合所有人。以下人士請先諮詢醫生：</p><ul><li>孕婦</li><li>心臟病、高血壓或糖尿病患者</li><li>剛飲酒或空腹的人士</li></ul>${table(
            [
              ['年齡', '安排'],
              ['三歲以下', '只可使用親子池'],
              ['3–11 歲', '須由成人陪同'],
            ],
          )}`,
          `<p>温泉有助放松，但并不适合所有人。以下人士请先咨询医生：</p><ul><li>孕妇</li><li>心脏病、高血压或糖尿病患者</li><li>刚饮酒或空腹的人士</li></ul>${table(
            [
              ['年龄', '安排'],
              ['3岁以下', '只能使用亲子池'],
              ['3–11岁', '需由成人陪同'],
            ],
          )}`,
          `<p>Hot springs are relaxing, but not for everyone. Please check with a doctor first if you are:</p><ul><li>Pregnant</li><li>Living with heart disease, high blood pressure or diabetes</li><li>Just after alcohol or on an empty stomach</li></ul>${table(
            [
              ['Age', 'Arrangement'],
              ['Under 3', 'Family pool only'],
              ['3–11', 'With an adult at all times'],
            ],
          )}`,
        ),
      ),
    ],
  ),
]);

const commonProblems = guidePage(
  'QY',
  'COMMON_PROBLEM',
  tr('常見問題', '常见问题', 'Common questions'),
  [
    block('QY-PROBLEM-OPENING', 'FAQ', tr('關於開幕', '关于开业', 'About the opening'), [
      info(
        'when',
        tr(
          '清遠度假區甚麼時候開幕？',
          '清远度假区什么时候开业？',
          'When does the Qingyuan resort open?',
        ),
        tr('日期稍後公佈', '日期稍后公布', 'The date will be announced'),
        tr(
          '<p>主樓已經平頂，現正進行內部裝修，開幕日期將於稍後公佈。<a href="/register">登記帳戶</a>並接收推廣資訊，就會第一時間收到通知。</p>',
          '<p>主楼已经封顶，目前正在进行室内装修，开业日期将在稍后公布。<a href="/register">注册账户</a>并接收推广信息，就会第一时间收到通知。</p>',
          '<p>The main building has topped out and the interiors are under way; the opening date will be announced later. <a href="/register">Register</a> and opt in to promotions to hear first.</p>',
        ),
      ),
      info(
        'book-now',
        tr('現在可以預訂嗎？', '现在可以预订吗？', 'Can I book now?'),
        tr('暫未開放', '暂未开放', 'Not yet'),
        tr(
          '<p>暫時未開放預訂，我們亦不會收取任何訂金。如有人聲稱代為預訂清遠度假酒店並要求付款，請不要理會並通知我們。</p>',
          '<p>暂时未开放预订，我们也不会收取任何订金。如有人声称代为预订清远度假酒店并要求付款，请不要理会并告知我们。</p>',
          '<p>Bookings are not open yet, and we take no deposits. If anyone offers to book the Qingyuan resort for you and asks for money, ignore them and let us know.</p>',
        ),
      ),
      info(
        'rides',
        tr('會有機動遊戲和表演嗎？', '会有游乐设施和演出吗？', 'Will there be rides and shows?'),
        tr('不設機動遊戲及表演', '没有游乐设施和演出', 'No rides and no shows'),
        tr(
          '<p>清遠度假區以溫泉、森林步道、星空營地和兒童自然學堂為主，<strong>不設機動遊戲和表演</strong>，是一個讓人慢下來的地方。</p>',
          '<p>清远度假区以温泉、森林步道、星空营地和儿童自然学堂为主，<strong>没有游乐设施和演出</strong>，是一个让人慢下来的地方。</p>',
          '<p>Qingyuan is about hot springs, forest trails, a stargazing camp and a nature school for children. There are <strong>no rides and no shows</strong>: it is a place to slow down.</p>',
        ),
      ),
      info(
        'passes',
        tr(
          '廣州或橫琴的年卡可以在清遠使用嗎？',
          '广州或横琴的年卡可以在清远使用吗？',
          'Are Guangzhou or Hengqin passes valid in Qingyuan?',
        ),
        tr(
          '不適用，但會有年卡會員優惠',
          '不适用，但会有年卡会员优惠',
          'No, but pass holders will get an offer',
        ),
        tr(
          '<p>現有年卡不適用於清遠度假區，但年卡會員將可優先預訂，並享有專屬開幕優惠。</p>',
          '<p>现有年卡不适用于清远度假区，但年卡会员将可优先预订，并享有专属开业优惠。</p>',
          '<p>Existing passes are not valid in Qingyuan, but pass holders will get priority booking and an exclusive opening offer.</p>',
        ),
      ),
      info(
        'visit-site',
        tr('開幕前可以入內參觀嗎？', '开业前可以入内参观吗？', 'Can I visit before opening?'),
        tr('工地範圍不對外開放', '施工区域不对外开放', 'The site is closed to the public'),
        tr(
          '<p>為安全起見，開幕前度假區範圍不對外開放。我們會在開幕前舉辦預覽日，登記客人將獲優先邀請。</p>',
          '<p>为安全起见，开业前度假区范围不对外开放。我们会在开业前举办预览日，已登记的客人将获优先邀请。</p>',
          '<p>For safety, the site is closed to the public until we open. We will hold preview days before the opening, and registered guests will be invited first.</p>',
        ),
      ),
    ]),
  ],
);

const payment = guidePage(
  'QY',
  'PAYMENT_INSTRUCTIONS',
  tr('付款說明', '支付说明', 'Payment instructions'),
  [
    block(
      'QY-PAY-GUIDE',
      'VISITOR_GUIDE',
      tr('開幕後的付款方式', '开业后的支付方式', 'Paying once we open'),
      [
        info(
          'methods',
          tr('與其他度假區相同', '与其他度假区相同', 'The same as at our other resorts'),
          tr('全部以港幣結算', '全部以港币结算', 'All charged in HKD'),
          tr(
            `<p>開放預訂後，清遠度假酒店的付款方式與廣州及橫琴相同，所有價格以港幣結算。</p><ul><li>支付寶</li><li>支付寶香港</li><li>微信支付</li><li>Visa</li><li>Mastercard</li><li>銀聯卡</li><li>銀聯雲閃付</li></ul>`,
            `<p>开放预订后，清远度假酒店的支付方式与广州及横琴相同，所有价格以港币结算。</p><ul><li>支付宝</li><li>支付宝香港</li><li>微信支付</li><li>Visa</li><li>Mastercard</li><li>银联卡</li><li>银联云闪付</li></ul>`,
            `<p>Once bookings open, you will pay for the Qingyuan resort the same ways as in Guangzhou and Hengqin, with every price charged in Hong Kong dollars.</p><ul><li>Alipay</li><li>AlipayHK</li><li>WeChat Pay</li><li>Visa</li><li>Mastercard</li><li>UnionPay card</li><li>UnionPay QuickPass</li></ul>`,
          ),
        ),
        info(
          'no-deposit',
          tr('開幕前不收訂金', '开业前不收订金', 'No deposits before opening'),
          tr('小心冒認預訂', '谨防冒充预订', 'Beware of fake bookings'),
          tr(
            '<p>我們在開放預訂前不會收取任何訂金或預付款，所有預訂只會經本網站進行。如收到自稱代表清遠度假酒店的付款要求，請致電客服熱線核實。</p>',
            '<p>我们在开放预订前不会收取任何订金或预付款，所有预订只会通过本网站进行。如收到自称代表清远度假酒店的付款要求，请致电客服热线核实。</p>',
            '<p>We take no deposits or prepayments before bookings open, and every booking is made on this website. If you receive a payment request claiming to come from the Qingyuan resort, call our hotline to check.</p>',
          ),
        ),
      ],
    ),
  ],
);

const serviceCenter = guidePage(
  'QY',
  'SERVICE_CENTER',
  tr('服務中心', '服务中心', 'Service centre'),
  [
    block('QY-SERVICE-INFO', 'VISITOR_GUIDE', tr('服務資訊', '服务信息', 'Service information'), [
      info(
        'enquiries',
        tr('開幕及預訂查詢', '开业及预订咨询', 'Opening and booking enquiries'),
        tr('每日 09:00–18:00', '每天09:00–18:00', 'Daily 09:00–18:00'),
        tr(
          '<p>關於開幕日期、預訂安排及開幕優惠的查詢，請致電客服熱線或網上留言，服務時間為每日 <strong>09:00–18:00</strong>。</p>',
          '<p>关于开业日期、预订安排及开业优惠的咨询，请致电客服热线或在线留言，服务时间为每天<strong>09:00–18:00</strong>。</p>',
          '<p>For questions about the opening date, bookings and the opening offer, call the hotline or leave a message online, daily <strong>09:00–18:00</strong>.</p>',
        ),
      ),
      info(
        'groups',
        tr('團體、公司及婚宴', '团体、公司及婚宴', 'Groups, companies and weddings'),
        tr('開幕前已接受登記', '开业前已接受登记', 'Registrations open now'),
        tr(
          '<p>公司退修、團體旅遊及婚宴可於開幕前登記意向，請在<a href="/user/message/leave-message">網上留言</a>選擇「清遠度假區」，並註明人數及希望日期。</p>',
          '<p>公司团建、团体旅游及婚宴可在开业前登记意向，请在<a href="/user/message/leave-message">在线留言</a>中选择“清远度假区”，并注明人数及意向日期。</p>',
          '<p>Companies, tour groups and couples planning a wedding can register their interest now: <a href="/user/message/leave-message">leave us a message</a> about the Qingyuan resort with your group size and preferred dates.</p>',
        ),
      ),
    ]),
    consultingBlock('QY-SERVICE-CONTACT', 'QY'),
  ],
);

export const qyGuidePages: SeedPage[] = [prepare, commonProblems, payment, serviceCenter];
