import { DEFAULT_LANGUAGE, type Language } from '../../../src/lib/contract/common.ts';
import { CHANNEL_MODES, PAY_TYPES } from '../../../src/lib/contract/product.ts';
import type { Db } from '../../db/client.ts';
import { translated } from '../../db/sql.ts';

/** pay/config/list: the payment methods with their channel modes, in display order. */
export async function listPayConfigs(db: Db, lang: Language) {
  const rows = await db
    .selectFrom('pay_config as c')
    .leftJoin('pay_config_i18n as l', (j) =>
      j.onRef('l.pay_type', '=', 'c.pay_type').on('l.lang', '=', lang),
    )
    .leftJoin('pay_config_i18n as d', (j) =>
      j.onRef('d.pay_type', '=', 'c.pay_type').on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    .select([
      'c.pay_type',
      'c.channel_mode',
      'c.enabled',
      'c.sort',
      translated('pay_name').as('pay_name'),
    ])
    .orderBy('c.sort')
    .orderBy('c.pay_type')
    .execute();
  return rows.flatMap((row) => {
    const payType = PAY_TYPES.find((t) => t === row.pay_type);
    const channelMode = CHANNEL_MODES.find((m) => m === row.channel_mode);
    if (!payType || !channelMode) return [];
    return [
      { payType, channelMode, payName: row.pay_name, enabled: row.enabled === 1, sort: row.sort },
    ];
  });
}
