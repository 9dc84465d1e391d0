import { responsiveLinks } from '../images.ts';
import type { SeedBlock, SeedInfo, Translated } from '../types.ts';
import { media } from './media.ts';
import { block, info, mapTr, tr } from './text.ts';

/**
 * Banner blocks: one info item per slide. The pictures carry no text; the page lays each
 * slide's texts over its picture in the page's language (src/components/cms/BannerBlock.astro):
 *
 * - infoTitle: the headline; infoSummary: the sub-line;
 * - infoTag: the call to action's label, infoLink (and the picture's href): where it leads;
 * - infoDesc: what the picture shows, one short paragraph: the picture's alternative text.
 */

/** The demo clip of public/demo-media (rendered by ../demo-video.ts) and its poster picture. */
export const DEMO_CLIP = { mp4: '/demo-media/banner.mp4', hls: '/demo-media/banner.m3u8' };
const CLIP_POSTER = 'home/banner-video';

export interface BannerSlide {
  key: string;
  /** A banner picture of ./media.ts (with its `-wap` twin), or a clip of DEMO_CLIP. */
  picture: string | { video: string };
  headline: Translated;
  subline: Translated;
  /** What the picture (or the clip) shows. */
  alt: Translated;
  cta: { label: Translated; href: string };
}

/** Calls to action used by several banners. */
export const CTA = {
  buyTickets: tr('購買門票', '购买门票', 'Buy tickets'),
  bookRoom: tr('預訂酒店', '预订酒店', 'Book a room'),
  offers: tr('查看優惠', '查看优惠', 'See offers'),
} as const;

function slide(s: BannerSlide): SeedInfo {
  const { picture, cta } = s;
  const imgLink =
    typeof picture === 'string'
      ? responsiveLinks([{ pc: media(picture), wap: media(`${picture}-wap`), href: cta.href }])
      : (() => {
          const ref = `${picture.video}#poster=${media(CLIP_POSTER)}`;
          return responsiveLinks([{ pc: ref, wap: ref, href: cta.href }]);
        })();
  return info(
    s.key,
    s.headline,
    s.subline,
    mapTr(s.alt, (text) => `<p>${text}</p>`),
    { tags: cta.label, link: cta.href, imgLink },
  );
}

/** A BANNER block with one item per slide. */
export const bannerBlock = (code: string, name: Translated, slides: BannerSlide[]): SeedBlock =>
  block(code, 'BANNER', name, slides.map(slide));

/** The clip's slide texts: the same film on the group's home and on Guangzhou's page. */
export const clipText = {
  headline: tr('奇境的一天', '奇境的一天', 'A day at Wonderland'),
  alt: tr(
    '短片：夕陽下的長頸鹿、游過的鯨鯊、夜裡的馬戲帳篷和海上煙花。',
    '短片：夕阳下的长颈鹿、游过的鲸鲨、夜里的马戏帐篷和海上烟花。',
    'Short film: giraffes at sunset, a whale shark gliding by, the circus big top at night and fireworks over the sea.',
  ),
};
