import type { ChannelMode, PayType } from '../../../../src/lib/contract/product.ts';
import { tr } from '../content/text.ts';
import type { Translated } from '../types.ts';

/** The payment methods of SPEC §3 with their channel modes (SPEC §7), in display order. */
export const PAY_METHODS: readonly {
  payType: PayType;
  channelMode: ChannelMode;
  name: Translated;
}[] = [
  { payType: 'WXPAY', channelMode: 'H5', name: tr('微信支付', '微信支付', 'WeChat Pay') },
  { payType: 'ALIPAY', channelMode: 'H5', name: tr('支付寶', '支付宝', 'Alipay') },
  { payType: 'ALIPAYHK', channelMode: 'H5', name: tr('支付寶香港', '支付宝香港', 'AlipayHK') },
  { payType: 'VISAPAY', channelMode: 'H5_WEB', name: tr('Visa 信用卡', 'Visa 信用卡', 'Visa') },
  {
    payType: 'MASTERCARDPAY',
    channelMode: 'H5_WEB',
    name: tr('Mastercard 信用卡', 'Mastercard 信用卡', 'Mastercard'),
  },
  { payType: 'UNIONPAY', channelMode: 'H5_WEB', name: tr('銀聯', '银联', 'UnionPay') },
  { payType: 'CUPPAY', channelMode: 'H5_WEB', name: tr('銀聯在線', '银联在线', 'CUP online') },
];
