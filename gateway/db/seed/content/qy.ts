import type { SeedPage } from '../types.ts';
import { singleImage } from './media.ts';
import { bannerBlock } from './banners.ts';
import { AREA_NAME, poiIntroBlock } from './shared.ts';
import { block, info, tr } from './text.ts';

/** The Qingyuan home page: a short "coming soon" page (the resort is under construction). */
export const qyIndex: SeedPage = {
  code: 'QY-INDEX',
  type: 'INDEX',
  poiCode: 'QY',
  regionCode: 'QY',
  name: AREA_NAME.QY,
  desc: tr(
    '森林溫泉度假區，即將開幕',
    '森林温泉度假区，即将开业',
    'A forest and hot-spring resort, coming soon',
  ),
  blocks: [
    bannerBlock('QY-INDEX-BANNER', tr('清遠橫額', '清远横幅', 'Qingyuan banner'), [
      {
        key: 'coming-soon',
        picture: 'qy/banner-1',
        headline: tr(
          '清遠奇境，即將開幕',
          '清远奇境，即将开业',
          'Qingyuan Wonderland, coming soon',
        ),
        subline: tr('山林・溫泉・星空', '山林・温泉・星空', 'Forest · hot springs · starry skies'),
        alt: tr(
          '晨霧中的松林和遠山。',
          '晨雾中的松林和远山。',
          'Pine forest and distant hills in the morning mist.',
        ),
        cta: { label: tr('交通指南', '交通指南', 'Getting there'), href: '/QY/traffic-guide' },
      },
      {
        key: 'hot-springs',
        picture: 'qy/banner-2',
        headline: tr('在雲霧中浸溫泉', '在云雾中泡温泉', 'Soak in the clouds'),
        subline: tr(
          '溫泉與森林步道，即將開放',
          '温泉与森林步道，即将开放',
          'Hot springs and forest trails, opening soon',
        ),
        alt: tr(
          '山谷裡冒著熱氣的溫泉池。',
          '山谷里冒着热气的温泉池。',
          'A steaming hot-spring pool in a misty valley.',
        ),
        cta: {
          label: tr('常見問題', '常见问题', 'Questions and answers'),
          href: '/QY/common-problem',
        },
      },
      {
        key: 'opening-news',
        picture: 'qy/banner-3',
        headline: tr('搶先收到開幕消息', '抢先收到开业消息', 'Be the first to know'),
        subline: tr(
          '註冊帳戶，開幕優惠第一時間通知您',
          '注册账户，开业优惠第一时间通知您',
          'Sign up and hear about opening offers first',
        ),
        alt: tr(
          '黃昏時分的森林和山谷。',
          '黄昏时分的森林和山谷。',
          'The forest and the valley at dusk.',
        ),
        cta: { label: tr('立即註冊', '立即注册', 'Sign up'), href: '/register' },
      },
    ]),
    block(
      'QY-INDEX-ABOUT',
      'ABOUT_CARD',
      tr('關於清遠度假區', '关于清远度假区', 'About the Qingyuan resort'),
      [
        info(
          'about',
          tr('一個讓人慢下來的地方', '一个让人慢下来的地方', 'A place to slow down'),
          tr('工程進行中', '工程进行中', 'Construction under way'),
          tr(
            '<p>清遠度假區佔地一百二十公頃，四周被松林和竹林包圍。這裡<strong>不設機動遊戲和表演</strong>，只有溫泉、森林步道、星空營地和兒童自然學堂。</p><ul><li>主樓已平頂，現正進行內部裝修</li><li>溫泉水質已通過檢測</li><li>開幕日期將於稍後公佈</li></ul>',
            '<p>清远度假区占地120公顷，四周被松林和竹林环绕。这里<strong>没有游乐设施和演出</strong>，只有温泉、森林步道、星空营地和儿童自然学堂。</p><ul><li>主楼已封顶，目前正在进行室内装修</li><li>温泉水质已通过检测</li><li>开业日期将在稍后公布</li></ul>',
            '<p>The Qingyuan resort covers 120 hectares surrounded by pine and bamboo forest. There will be <strong>no rides and no shows</strong>: just hot springs, forest trails, a stargazing camp and a nature school for children.</p><ul><li>The main building has topped out and the interiors are under way</li><li>The spring water has passed its quality tests</li><li>The opening date will be announced later</li></ul>',
          ),
          { imgLink: singleImage('qy/about') },
        ),
      ],
    ),
    poiIntroBlock('QY-INDEX-POI', tr('度假酒店', '度假酒店', 'The resort'), ['QY_FOREST_RESORT']),
    block('QY-INDEX-SUBSCRIBE', 'CONSULTING', tr('搶先登記', '抢先登记', 'Be the first to know'), [
      info(
        'register',
        tr('登記收取開幕消息', '登记获取开业消息', 'Register for opening news'),
        tr('免費登記，隨時取消', '免费登记，随时取消', 'Free, and you can unsubscribe any time'),
        tr(
          '<p>註冊帳戶並勾選<strong>接收推廣資訊</strong>，即可第一時間收到開幕日期、預訂安排和專屬開幕優惠。</p>',
          '<p>注册账户并勾选<strong>接收推广信息</strong>，即可第一时间收到开业日期、预订安排和专属开业优惠。</p>',
          '<p>Create an account and tick <strong>receive promotions</strong> to hear first about the opening date, bookings and an exclusive opening offer.</p>',
        ),
        { link: '/register' },
      ),
      info(
        'enquiries',
        tr('團體及婚宴查詢', '团体及婚宴咨询', 'Group and wedding enquiries'),
        tr(
          '服務時間：每日 09:00–18:00',
          '服务时间：每天09:00–18:00',
          'Service hours: daily 09:00–18:00',
        ),
        tr(
          '<p>公司退修、團體旅遊及婚宴查詢，請致電 <a href="tel:+85236188000">+852 3618 8000</a>（按 5 字），或在<a href="/user/message/leave-message">網上留言</a>。</p>',
          '<p>公司团建、团体旅游及婚宴咨询，请致电 <a href="tel:+85236188000">+852 3618 8000</a>（按5），或<a href="/user/message/leave-message">在线留言</a>。</p>',
          '<p>For corporate retreats, group travel and weddings, call <a href="tel:+85236188000">+852 3618 8000</a> (option 5) or <a href="/user/message/leave-message">leave us a message</a>.</p>',
        ),
      ),
    ]),
  ],
};
