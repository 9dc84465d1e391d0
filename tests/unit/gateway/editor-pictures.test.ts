import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stableId } from '../../../gateway/db/ids.ts';
import {
  countRows,
  createEditorGateway,
  failedFields,
  failure,
  ok,
  type EditorGateway,
} from './support/editor.ts';

/**
 * The editor API takes as a picture (infoImgLink's images, a POI's imgMain) only an https://
 * address or a /media/… path (a banner video: a site video file with #poster=), and as a slide's
 * link only what the site's link rule allows. An outside attack saved
 * `{"a":"javascript:alert(1)"}` as infoImgLink; the editor took any string.
 */

let gw: EditorGateway;
beforeEach(async () => {
  gw = await createEditorGateway();
});
afterEach(() => gw.close());

const SLIDE = stableId('info', 'GZ-INDEX-BANNER/banner-1');
const HOSTILE = [
  'javascript:alert(1)',
  '&#106;avascript:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:image/svg+xml;base64,PHN2Zz4=',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  'http://cdn.example/x.png',
  '/media/../x.png',
];

const imgLink = () =>
  gw.db.selectFrom('info').select('info_img_link').where('id', '=', SLIDE).execute();

const update = (infoImgLink: string, lang = 'en') =>
  gw.editor('PUT', 'info/update', { body: { id: SLIDE, infoImgLink }, lang });

describe('picture values in the editor API', () => {
  it('refuses a script, data, protocol-relative or plain-http picture in either shape of infoImgLink, naming it and storing nothing', async () => {
    const before = await imgLink();
    for (const bad of HOSTILE) {
      for (const text of [
        JSON.stringify({ a: bad }),
        JSON.stringify({ a: '/media/seed/a.webp', b: bad }),
        JSON.stringify({ wap: [{ img: bad, href: '' }] }),
        JSON.stringify({ wap: [{ img: '/media/seed/a.webp', href: '' }], pc: [{ img: bad }] }),
      ]) {
        const res = await update(text);
        expect(await failedFields(res), text).toEqual(['infoImgLink']);
      }
    }
    const res = await update(JSON.stringify({ a: 'javascript:alert(1)' }));
    expect(JSON.stringify((await failure(res, 400)).data)).toContain(
      "every picture must be a /media/ path or an https:// address on one of the site's media hosts",
    );
    const zh = await update(JSON.stringify({ a: 'javascript:alert(1)' }), 'zh-TW');
    expect(JSON.stringify((await failure(zh, 400)).data)).toContain('https://');
    expect(await imgLink()).toEqual(before);
    expect(await countRows(gw, 'editor_change')).toBe(0);
  });

  it('refuses a slide link outside the site’s link rule', async () => {
    for (const href of [
      'javascript:alert(1)',
      '//evil.example/',
      '/\\evil.example',
      'data:text/html,x',
    ]) {
      const res = await update(JSON.stringify({ wap: [{ img: '/media/seed/a.webp', href }] }));
      expect(await failedFields(res), href).toEqual(['infoImgLink']);
    }
  });

  it('takes /media/ paths and a site video with its poster, with links of the link rule', async () => {
    for (const good of [
      JSON.stringify({ a: '/media/seed/a.webp', b: '/media/seed/b.webp' }),
      JSON.stringify({
        wap: [{ img: '/demo-media/banner.mp4#poster=/media/seed/a.webp', href: '/GZ/offers' }],
        pc: [{ img: '/media/seed/c.webp', href: 'https://www.gzmtr.com/' }],
      }),
    ]) {
      await ok(await update(good));
    }
  });

  it('refuses an https picture on a host that is not one of the site’s media hosts (none in the demo)', async () => {
    const res = await update(JSON.stringify({ a: 'https://tracker.example/p.gif' }));
    expect(await failedFields(res)).toEqual(['infoImgLink']);
  });

  it('refuses a POI picture that is not an https address or a /media/ path', async () => {
    for (const imgMain of HOSTILE) {
      const res = await gw.editor('PUT', 'poi/update', { body: { poiCode: 'GZ_PARK', imgMain } });
      expect(await failedFields(res), imgMain).toEqual(['imgMain']);
    }
    await ok(await gw.editor('PUT', 'poi/update', { body: { poiCode: 'GZ_PARK', imgMain: '' } }));
    await ok(
      await gw.editor('PUT', 'poi/update', {
        body: { poiCode: 'GZ_PARK', imgMain: '/media/seed/a.webp' },
      }),
    );
  });
});
