import { DEFAULT_LANGUAGE, type Language } from '../../../src/lib/contract/common.ts';
import type { DictItem, DictType } from '../../../src/lib/contract/service.ts';
import type { Db } from '../../db/client.ts';
import { translated } from '../../db/sql.ts';

/** The entries of a dictionary, labels in `lang` (zh-TW when missing), in their order. */
export async function listDict(db: Db, dictType: DictType, lang: Language): Promise<DictItem[]> {
  const rows = await db
    .selectFrom('dict as t')
    .leftJoin('dict_i18n as l', (j) =>
      j
        .onRef('l.dict_type', '=', 't.dict_type')
        .onRef('l.dict_code', '=', 't.dict_code')
        .on('l.lang', '=', lang),
    )
    .leftJoin('dict_i18n as d', (j) =>
      j
        .onRef('d.dict_type', '=', 't.dict_type')
        .onRef('d.dict_code', '=', 't.dict_code')
        .on('d.lang', '=', DEFAULT_LANGUAGE),
    )
    .select(['t.dict_code', 't.sort', translated('label').as('label')])
    .where('t.dict_type', '=', dictType)
    .orderBy('t.sort')
    .orderBy('t.dict_code')
    .execute();
  return rows.map((row) => ({ dictCode: row.dict_code, dictLabel: row.label, sort: row.sort }));
}
