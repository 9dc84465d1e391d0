/**
 * infoImgLink as the workspace edits it. The CMS keeps it as JSON text of one of two shapes
 * (src/lib/contract/cms.ts parseInfoImgLink): slides per device, `{"wap":[{img,href}],"pc":[…]}`,
 * or a map of ids to pictures, `{"<id>":"<picture>"}`. Text of neither shape stays raw text, so
 * that nothing the CMS holds is lost by opening and saving an item.
 */

export interface Slide {
  img: string;
  href: string;
}

export type ImgLinkModel =
  | { shape: 'none' }
  | { shape: 'slides'; wap: Slide[]; pc: Slide[] }
  | { shape: 'map'; entries: { key: string; img: string }[] }
  | { shape: 'raw'; text: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

const slides = (list: unknown): Slide[] | null => {
  if (list === undefined) return [];
  if (!Array.isArray(list)) return null;
  const out: Slide[] = [];
  for (const item of list) {
    if (!isRecord(item) || typeof item['img'] !== 'string') return null;
    const href = item['href'];
    if (href !== undefined && typeof href !== 'string') return null;
    out.push({ img: item['img'], href: href ?? '' });
  }
  return out;
};

export function parseImgLink(text: string): ImgLinkModel {
  if (text.trim() === '') return { shape: 'none' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { shape: 'raw', text };
  }
  if (!isRecord(raw)) return { shape: 'raw', text };
  if ('wap' in raw || 'pc' in raw) {
    const wap = slides(raw['wap']);
    const pc = slides(raw['pc']);
    return wap && pc ? { shape: 'slides', wap, pc } : { shape: 'raw', text };
  }
  const entries = Object.entries(raw);
  if (entries.every(([, v]) => typeof v === 'string'))
    return { shape: 'map', entries: entries.map(([key, img]) => ({ key, img: String(img) })) };
  return { shape: 'raw', text };
}

const slideJson = (list: Slide[]) =>
  list.map((s) =>
    s.href.trim() === '' ? { img: s.img.trim() } : { img: s.img.trim(), href: s.href.trim() },
  );

export function serializeImgLink(model: ImgLinkModel): string {
  switch (model.shape) {
    case 'none':
      return '';
    case 'raw':
      return model.text;
    case 'slides':
      if (model.wap.length === 0 && model.pc.length === 0) return '';
      return JSON.stringify({ wap: slideJson(model.wap), pc: slideJson(model.pc) });
    case 'map':
      if (model.entries.length === 0) return '';
      return JSON.stringify(
        Object.fromEntries(model.entries.map((e) => [e.key.trim(), e.img.trim()])),
      );
  }
}
