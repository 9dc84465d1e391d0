import {
  hashSeed,
  idImageMap,
  mediaUrl,
  renderParkMap,
  renderScene,
  responsiveLinks,
  type Mood,
  type SceneKind,
  type SceneOptions,
} from '../images.ts';
import type { SeedImage } from '../types.ts';
import { MAPS, type MapKey } from './maps.ts';

/**
 * The catalogue of generated pictures used by the seed content. Each picture is registered under
 * a key such as `gz/banner-1`; its media path is `seed/<key>.webp` and the content refers to it
 * as `/media/seed/<key>.webp` through media(). Asking for a key that was never registered throws,
 * so a typo fails when the content module loads.
 */

const SIZES = {
  bannerPc: [1920, 800],
  bannerWap: [750, 600],
  /** The poster of the demo banner clip (public/demo-media, rendered by ../demo-video.ts). */
  bannerVideo: [1920, 960],
  poi: [1200, 800],
  card: [800, 600],
  gallery: [1600, 1000],
  map: [2400, 1600],
} as const;
type Size = keyof typeof SIZES;

const registry = new Map<string, SeedImage>();

function define(key: string, size: Size, options: SceneOptions): void {
  if (registry.has(key)) throw new Error(`Seed image ${key} is defined twice.`);
  const [width, height] = SIZES[size];
  const svg = renderScene(width, height, hashSeed(key), options);
  registry.set(key, { path: `seed/${key}.webp`, width, height, svg });
}

function scene(
  key: string,
  size: Size,
  kind: SceneKind,
  mood: Mood,
  extra: Partial<SceneOptions> = {},
) {
  define(key, size, { ...extra, scene: kind, mood });
}

/**
 * A banner slide: a desktop picture and a phone picture of the same scene, without text (the
 * page lays the slide's texts over it in the page's language).
 */
function banner(key: string, kind: SceneKind, mood: Mood): void {
  scene(key, 'bannerPc', kind, mood, { banner: true });
  scene(`${key}-wap`, 'bannerWap', kind, mood, { banner: true });
}

/** A park map of ./maps.ts: numbered zones and pictograms, no words. */
function map(key: MapKey): void {
  const [width, height] = SIZES.map;
  registry.set(key, {
    path: `seed/${key}.webp`,
    width,
    height,
    svg: renderParkMap(width, height, hashSeed(key), MAPS[key]),
  });
}

// ---- home -------------------------------------------------------------------------------------
banner('home/banner-1', 'safari', 'golden');
banner('home/banner-2', 'ocean', 'day');
banner('home/banner-3', 'circus', 'night');
banner('home/banner-4', 'hotspring', 'mist');
// The first frame of the demo banner clip and its poster (see ../demo-video.ts).
scene('home/banner-video', 'bannerVideo', 'safari', 'golden');
scene('home/about', 'card', 'themepark', 'golden');
scene('home/news-1', 'card', 'dolphins', 'day');
scene('home/news-2', 'card', 'nightshow', 'night');
scene('home/news-3', 'card', 'forest', 'mist');
scene('home/honor-1', 'card', 'award', 'night', { accent: '#FFC12B' });
scene('home/honor-2', 'card', 'award', 'night', { accent: '#7BD389' });
scene('home/honor-3', 'card', 'award', 'night', { accent: '#FF8A5B' });
scene('home/honor-4', 'card', 'award', 'night', { accent: '#6EC6FF' });

// ---- Guangzhou --------------------------------------------------------------------------------
banner('gz/banner-1', 'safari', 'golden');
banner('gz/banner-2', 'themepark', 'day');
banner('gz/banner-3', 'waterpark', 'day');
banner('gz/banner-4', 'circus', 'night');
scene('poi/gz-safari-park', 'poi', 'safari', 'day');
scene('poi/gz-happy-land', 'poi', 'themepark', 'day');
scene('poi/gz-water-park', 'poi', 'waterpark', 'day');
scene('poi/gz-circus', 'poi', 'circus', 'dusk');
scene('poi/gz-safari-hotel', 'poi', 'hotel', 'golden');
scene('poi/gz-panda-hotel', 'poi', 'hotel', 'dusk');
scene('poi/gz-circus-hotel', 'poi', 'hotel', 'night');
scene('poi/gz-riverside-grill', 'poi', 'dining-grill', 'dusk');
scene('poi/gz-panda-cafe', 'poi', 'dining-cafe', 'day');
scene('poi/gz-circus-buffet', 'poi', 'dining-buffet', 'night');
scene('poi/gz-dim-sum-house', 'poi', 'dining-dimsum', 'day');
scene('poi/gz-safari-bbq', 'poi', 'dining-bbq', 'night');
scene('gz/about', 'card', 'safari', 'golden');
scene('gz/card-safari', 'card', 'safari', 'day');
scene('gz/card-combo', 'card', 'themepark', 'golden');
scene('gz/card-circus', 'card', 'circus', 'night');
scene('gz/card-hotel', 'card', 'hotel', 'dusk');
scene('gz/card-water', 'card', 'waterpark', 'day');
scene('gz/card-dining', 'card', 'dining-dimsum', 'day');
scene('gz/pass-1', 'card', 'pass', 'day', { accent: '#E0902B' });
scene('gz/pass-2', 'card', 'pass', 'day', { accent: '#D7263D' });
scene('gz/pass-3', 'card', 'pass', 'day', { accent: '#3E9B5C' });
scene('gz/study-1', 'card', 'safari', 'mist');
scene('gz/study-2', 'card', 'safari', 'night');
scene('gz/study-3', 'card', 'circus', 'dusk');
scene('gz/gallery-1', 'gallery', 'safari', 'golden');
scene('gz/gallery-2', 'gallery', 'safari', 'day');
scene('gz/gallery-3', 'gallery', 'themepark', 'dusk');
scene('gz/gallery-4', 'gallery', 'waterpark', 'day');
scene('gz/gallery-5', 'gallery', 'circus', 'night');
scene('gz/gallery-6', 'gallery', 'hotel', 'night');
map('gz/map');

map('gz/map-safari');
map('gz/map-happy-land');
scene('gz/honor-welfare', 'card', 'award', 'night', { accent: '#E0902B' });

// ---- Hengqin ----------------------------------------------------------------------------------
banner('zh/banner-1', 'ocean', 'day');
banner('zh/banner-2', 'nightshow', 'night');
banner('zh/banner-3', 'dolphins', 'dusk');
banner('zh/banner-4', 'hotel', 'dusk');
scene('poi/zh-ocean-kingdom', 'poi', 'ocean', 'day');
scene('poi/zh-marine-science', 'poi', 'science', 'night');
scene('poi/zh-ocean-night-show', 'poi', 'nightshow', 'night');
scene('poi/zh-marine-spectacular', 'poi', 'dolphins', 'dusk');
scene('poi/zh-ocean-hotel', 'poi', 'hotel', 'day');
scene('poi/zh-penguin-hotel', 'poi', 'polar', 'day');
scene('poi/zh-ocean-bistro', 'poi', 'dining-bistro', 'day');
scene('poi/zh-dolphin-diner', 'poi', 'dining-diner', 'dusk');
scene('poi/zh-harbour-tea', 'poi', 'dining-tea', 'day');
scene('poi/zh-polar-buffet', 'poi', 'dining-polar', 'day');
scene('zh/about', 'card', 'ocean', 'day');
scene('zh/card-ocean', 'card', 'ocean', 'day');
scene('zh/card-science', 'card', 'science', 'night');
scene('zh/card-show', 'card', 'nightshow', 'night');
scene('zh/card-hotel', 'card', 'hotel', 'golden');
scene('zh/card-polar', 'card', 'polar', 'golden');
scene('zh/pass-1', 'card', 'pass', 'day', { accent: '#1C8AC2' });
scene('zh/pass-2', 'card', 'pass', 'day', { accent: '#2EC4B6' });
scene('zh/study-1', 'card', 'science', 'night');
scene('zh/study-2', 'card', 'dolphins', 'day');
scene('zh/study-3', 'card', 'polar', 'dusk');
scene('zh/gallery-1', 'gallery', 'ocean', 'day');
scene('zh/gallery-2', 'gallery', 'polar', 'day');
scene('zh/gallery-3', 'gallery', 'science', 'night');
scene('zh/gallery-4', 'gallery', 'dolphins', 'golden');
scene('zh/gallery-5', 'gallery', 'nightshow', 'night');
scene('zh/gallery-6', 'gallery', 'hotel', 'dusk');
map('zh/map');

map('zh/map-ocean-nights');
map('zh/map-resort');
scene('zh/honor-ocean', 'card', 'award', 'night', { accent: '#2EC4B6' });

// ---- Qingyuan ---------------------------------------------------------------------------------
banner('qy/banner-1', 'forest', 'mist');
banner('qy/banner-2', 'hotspring', 'mist');
banner('qy/banner-3', 'forest', 'dusk');
scene('poi/qy-forest-resort', 'poi', 'hotspring', 'mist');
scene('qy/about', 'card', 'forest', 'mist');
scene('qy/gallery-1', 'gallery', 'hotspring', 'dusk');
scene('qy/gallery-2', 'gallery', 'forest', 'day');

// ---- access -----------------------------------------------------------------------------------

/** The URL path of a registered picture: `/media/seed/<key>.webp`. */
export function media(key: string): string {
  const image = registry.get(key);
  if (!image) throw new Error(`Seed image ${key} is not defined in content/media.ts.`);
  return mediaUrl(image.path);
}

/** infoImgLink of one picture used on phone and desktop alike. */
export const singleImage = (key: string, href = ''): string =>
  responsiveLinks([{ wap: media(key), pc: media(key), href }]);

/** infoImgLink of a gallery or image box: ids img1, img2, … mapped to the pictures. */
export const imageSet = (keys: readonly string[]): string =>
  idImageMap(keys.map((key, i): [string, string] => [`img${i + 1}`, media(key)]));

export const seedImages: SeedImage[] = [...registry.values()];
