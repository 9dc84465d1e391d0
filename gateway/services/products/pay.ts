import type { Language } from '../../../src/lib/contract/common.ts';
import { CHANNEL_MODES, PAY_TYPES } from '../../../src/lib/contract/product.ts';
import type { Db } from '../../db/client.ts';
import { i18nJoin, tr } from '../../db/sql.ts';

/** pay/config/list: the payment methods with their channel modes, in display order. */
export async function listPayConfigs(db: Db, lang: Language) {
  const result = await db.execute({
    sql: `SELECT c.pay_type, c.channel_mode, c.enabled, c.sort, ${tr('pay_name')}
            FROM pay_config c ${i18nJoin('pay_config_i18n', 'pay_type', 'c.pay_type')}
           ORDER BY c.sort, c.pay_type`,
    args: { lang },
  });
  return result.rows.flatMap((row) => {
    const payType = PAY_TYPES.find((t) => t === row['pay_type']);
    const channelMode = CHANNEL_MODES.find((m) => m === row['channel_mode']);
    if (!payType || !channelMode) return [];
    return [
      {
        payType,
        channelMode,
        payName: String(row['pay_name']),
        enabled: row['enabled'] === 1,
        sort: Number(row['sort']),
      },
    ];
  });
}
