import { describe, expect, it } from 'vitest';
import { parseInfoImgLink } from '../../../src/lib/contract/cms.ts';
import { parseImgLink, serializeImgLink } from '../../../src/lib/editor/img-link.ts';
import { changesOf, restoreBody, SPECS, toEditable } from '../../../src/islands/editor/specs.ts';

describe('infoImgLink in the workspace', () => {
  it('reads and writes slides per device, as the site reads them', () => {
    const text = '{"wap":[{"img":"/media/a.webp","href":"/GZ"}],"pc":[{"img":"/media/b.webp"}]}';
    const model = parseImgLink(text);
    expect(model).toEqual({
      shape: 'slides',
      wap: [{ img: '/media/a.webp', href: '/GZ' }],
      pc: [{ img: '/media/b.webp', href: '' }],
    });
    const written = serializeImgLink(model);
    expect(parseInfoImgLink(written)).toEqual(parseInfoImgLink(text));
  });

  it('reads and writes the map of ids to pictures', () => {
    const text = '{"1":"/media/a.webp","2":"/media/b.webp"}';
    const model = parseImgLink(text);
    expect(model).toEqual({
      shape: 'map',
      entries: [
        { key: '1', img: '/media/a.webp' },
        { key: '2', img: '/media/b.webp' },
      ],
    });
    expect(parseInfoImgLink(serializeImgLink(model))).toEqual(parseInfoImgLink(text));
  });

  it('keeps text of neither shape as it is, and empty as empty', () => {
    expect(parseImgLink('')).toEqual({ shape: 'none' });
    expect(serializeImgLink({ shape: 'none' })).toBe('');
    for (const text of ['not json', '[1,2]', '{"wap":"x"}', '{"a":1}']) {
      const model = parseImgLink(text);
      expect(model.shape).toBe('raw');
      expect(serializeImgLink(model)).toBe(text);
    }
    expect(serializeImgLink({ shape: 'slides', wap: [], pc: [] })).toBe('');
  });
});

describe('the workspace form', () => {
  const raw = {
    id: '7',
    catalogId: '3',
    sort: 2,
    infoLink: '',
    infoImgLink: '',
    updatedAt: 100,
    i18n: {
      'zh-TW': { infoTitle: '舊', infoSummary: '', infoDesc: '', infoTag: '' },
      'zh-CN': { infoTitle: '旧', infoSummary: '', infoDesc: '', infoTag: '' },
      en: { infoTitle: 'Old', infoSummary: '', infoDesc: '', infoTag: '' },
    },
  };

  it('sends only what changed, with every language that changed', () => {
    const base = toEditable(SPECS.info, raw);
    expect(changesOf(SPECS.info, base, base)).toBeNull();
    const draft = {
      ...base,
      fields: { ...base.fields, sort: 5 },
      i18n: { ...base.i18n, en: { ...base.i18n.en, infoTitle: 'New' } },
    };
    expect(changesOf(SPECS.info, base, draft)).toEqual({
      sort: 5,
      i18n: { en: { infoTitle: 'New' } },
    });
  });

  it('restores a logged change by saving the values before it', () => {
    expect(
      restoreBody(SPECS.info, {
        sort: { before: 2, after: 5 },
        'i18n.en.infoTitle': { before: 'Old', after: 'New' },
        'i18n.zh-TW.infoDesc': { before: null, after: '<p>x</p>' },
        catalogId: { before: '3', after: '4' },
      }),
    ).toEqual({ sort: 2, i18n: { en: { infoTitle: 'Old' }, 'zh-TW': { infoDesc: '' } } });
  });
});
