import type { Language } from '../../../src/lib/contract/common.ts';
import type { DictItem, DictType } from '../../../src/lib/contract/service.ts';
import type { Db } from '../../db/client.ts';
import { translated } from '../../db/sql.ts';

/** The entries of a dictionary, labels in `lang` (zh-TW when missing), in their order. */
export async function listDict(db: Db, dictType: DictType, lang: Language): Promise<DictItem[]> {
  const r = await db.execute({
    sql: `SELECT t.dict_code, ${translated('label')} AS label, t.sort
          FROM dict t
          LEFT JOIN dict_i18n l
            ON l.dict_type = t.dict_type AND l.dict_code = t.dict_code AND l.lang = :lang
          LEFT JOIN dict_i18n d
            ON d.dict_type = t.dict_type AND d.dict_code = t.dict_code AND d.lang = 'zh-TW'
          WHERE t.dict_type = :type
          ORDER BY t.sort, t.dict_code`,
    args: { lang, type: dictType },
  });
  return r.rows.map((row) => ({
    dictCode: String(row['dict_code']),
    dictLabel: String(row['label']),
    sort: Number(row['sort']),
  }));
}
