import type { ChannelMode, PayType } from '../../../../src/lib/contract/product.ts';
import { tr } from '../content/text.ts';
import type { Translated } from '../types.ts';

/**
 * The payment methods of SPEC §3 with their channel modes (SPEC §7), in display order; the names
 * are the storefront's one name per method (locales `payment.method.*`).
 */
export const PAY_METHODS: readonly {
  payType: PayType;
  channelMode: ChannelMode;
  name: Translated;
}[] = [
  { payType: 'WXPAY', channelMode: 'H5', name: tr('微信支付', '微信支付', 'WeChat Pay') },
  { payType: 'ALIPAY', channelMode: 'H5', name: tr('支付寶', '支付宝', 'Alipay') },
  { payType: 'ALIPAYHK', channelMode: 'H5', name: tr('支付寶香港', '支付宝香港', 'AlipayHK') },
  { payType: 'VISAPAY', channelMode: 'H5_WEB', name: tr('Visa', 'Visa', 'Visa') },
  {
    payType: 'MASTERCARDPAY',
    channelMode: 'H5_WEB',
    name: tr('Mastercard', 'Mastercard', 'Mastercard'),
  },
  { payType: 'UNIONPAY', channelMode: 'H5_WEB', name: tr('銀聯卡', '银联卡', 'UnionPay card') },
  {
    payType: 'CUPPAY',
    channelMode: 'H5_WEB',
    name: tr('銀聯雲閃付', '银联云闪付', 'UnionPay QuickPass'),
  },
];
