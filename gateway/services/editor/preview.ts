import type { InfoItem, Poi } from '../../../src/lib/contract/cms.ts';
import type { PreviewDraft, PreviewRequest } from '../../../src/lib/contract/editor.ts';
import type { Db } from '../../db/client.ts';
import { loadCatalogNode, loadEditorPoi, loadInfo } from './content.ts';

/**
 * The draft a preview renders: the entity as saved, with the editor's unsaved values of the
 * preview's language laid over it, in the CMS's wire shape (the publisher's renderer runs the
 * content loader's own conversion and sanitiser on it). 404 when the entity is unknown.
 */
export async function previewDraft(db: Db, request: PreviewRequest): Promise<PreviewDraft> {
  const { lang } = request;
  const { info, catalog, poi } = request;
  if (info) {
    const current = await loadInfo(db, info.id);
    const edited = info.i18n?.[lang] ?? {};
    const text = (field: 'infoTitle' | 'infoSummary' | 'infoDesc' | 'infoTag') =>
      edited[field] ?? current.i18n[lang][field];
    const item: InfoItem = {
      id: current.id,
      catalogId: current.catalogId,
      poiCode: current.poiCode,
      regionCode: current.regionCode,
      infoTitle: text('infoTitle'),
      infoSummary: text('infoSummary'),
      infoDesc: text('infoDesc'),
      infoTag: text('infoTag'),
      infoImgLink: info.infoImgLink ?? current.infoImgLink,
      infoLink: info.infoLink ?? current.infoLink,
      sort: current.sort,
      updatedAt: current.updatedAt,
    };
    return { lang, item };
  }
  if (catalog) {
    const current = await loadCatalogNode(db, catalog.id);
    const edited = catalog.i18n?.[lang] ?? {};
    return {
      lang,
      node: {
        id: current.id,
        catalogName: edited.catalogName ?? current.i18n[lang].catalogName,
        catalogDesc: edited.catalogDesc ?? current.i18n[lang].catalogDesc,
        sort: catalog.sort ?? current.sort,
      },
    };
  }
  // the schema lets exactly one of info, catalog and poi through
  if (!poi) throw new Error('A preview names an item, a section or a place.');
  const current = await loadEditorPoi(db, poi.poiCode);
  const edited = poi.i18n?.[lang] ?? {};
  const text = (field: 'poiName' | 'poiNameNative' | 'poiSummary' | 'poiRefundDesc') =>
    edited[field] ?? current.i18n[lang][field];
  const place: Poi = {
    id: current.id,
    poiCode: current.poiCode,
    poiName: text('poiName'),
    poiNameNative: text('poiNameNative'),
    poiType: current.poiType,
    imgMain: poi.imgMain ?? current.imgMain,
    poiRefundDesc: text('poiRefundDesc'),
    regionCode: current.regionCode,
    poiSummary: text('poiSummary'),
    sort: poi.sort ?? current.sort,
    updatedAt: current.updatedAt,
  };
  return { lang, poi: place };
}
