import {
  hashSeed,
  idImageMap,
  mediaUrl,
  renderParkMap,
  renderScene,
  responsiveLinks,
  type MapOptions,
  type Mood,
  type SceneKind,
  type SceneOptions,
} from '../images.ts';
import type { SeedImage } from '../types.ts';

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

function map(key: string, options: MapOptions): void {
  const [width, height] = SIZES.map;
  registry.set(key, {
    path: `seed/${key}.webp`,
    width,
    height,
    svg: renderParkMap(width, height, hashSeed(key), options),
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
scene('home/honor-1', 'card', 'award', 'night', { label: 'BEST THEME PARK', accent: '#FFC12B' });
scene('home/honor-2', 'card', 'award', 'night', { label: 'GREEN RESORT', accent: '#7BD389' });
scene('home/honor-3', 'card', 'award', 'night', { label: 'FAMILY CHOICE', accent: '#FF8A5B' });
scene('home/honor-4', 'card', 'award', 'night', { label: 'SERVICE EXCELLENCE', accent: '#6EC6FF' });

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
scene('gz/pass-1', 'card', 'pass', 'day', { label: 'SAFARI', accent: '#E0902B' });
scene('gz/pass-2', 'card', 'pass', 'day', { label: 'TWO-PARK', accent: '#D7263D' });
scene('gz/pass-3', 'card', 'pass', 'day', { label: 'FAMILY', accent: '#3E9B5C' });
scene('gz/study-1', 'card', 'safari', 'mist');
scene('gz/study-2', 'card', 'safari', 'night');
scene('gz/study-3', 'card', 'circus', 'dusk');
scene('gz/gallery-1', 'gallery', 'safari', 'golden');
scene('gz/gallery-2', 'gallery', 'safari', 'day');
scene('gz/gallery-3', 'gallery', 'themepark', 'dusk');
scene('gz/gallery-4', 'gallery', 'waterpark', 'day');
scene('gz/gallery-5', 'gallery', 'circus', 'night');
scene('gz/gallery-6', 'gallery', 'hotel', 'night');
map('gz/map', {
  title: 'Guangzhou Wonderland',
  subtitle: 'Safari Park, Happy Land, Splash Bay and the circus',
  land: '#D4E8B8',
  water: '#7CC6E8',
  zones: [
    { name: 'Main Plaza', color: '#F6D28B', x: 0.3, y: 0.8, size: 0.08 },
    { name: 'Savanna Drive', color: '#E9B872', x: 0.16, y: 0.57, size: 0.13 },
    { name: 'Koala Forest', color: '#A8D5A2', x: 0.25, y: 0.31, size: 0.09 },
    { name: 'Panda Valley', color: '#C9E4A8', x: 0.42, y: 0.36, size: 0.08 },
    { name: 'Thrill Zone', color: '#F4A7B9', x: 0.76, y: 0.26, size: 0.12 },
    { name: 'Splash Bay', color: '#9ED8F0', x: 0.8, y: 0.56, size: 0.09 },
    { name: 'Circus Theatre', color: '#F7B267', x: 0.45, y: 0.66, size: 0.08 },
  ],
});

map('gz/map-safari', {
  title: 'Wonderland Safari Park',
  subtitle: 'The safari train loop and the walking zone',
  land: '#E3DDB0',
  water: '#86C9E0',
  zones: [
    { name: 'Train Station', color: '#F6D28B', x: 0.3, y: 0.8, size: 0.07 },
    { name: 'African Savanna', color: '#E9B872', x: 0.16, y: 0.57, size: 0.12 },
    { name: 'Asian Grassland', color: '#D9C27A', x: 0.25, y: 0.31, size: 0.1 },
    { name: 'Big Cat Valley', color: '#E39B6B', x: 0.42, y: 0.36, size: 0.08 },
    { name: 'Koala Forest', color: '#A8D5A2', x: 0.76, y: 0.26, size: 0.1 },
    { name: 'Panda Valley', color: '#C9E4A8', x: 0.8, y: 0.56, size: 0.09 },
    { name: 'Elephant Plain', color: '#CDB28A', x: 0.45, y: 0.66, size: 0.08 },
    { name: 'Giraffe Terrace', color: '#F2C57C', x: 0.6, y: 0.2, size: 0.07 },
  ],
});
map('gz/map-happy-land', {
  title: 'Happy Land and Splash Bay',
  subtitle: 'Six lands around the lake, and the water park next door',
  land: '#E4E0C4',
  water: '#7FC8EA',
  zones: [
    { name: 'Sky Plaza', color: '#F6D28B', x: 0.3, y: 0.8, size: 0.08 },
    { name: 'Dragon Kingdom', color: '#F4A7B9', x: 0.16, y: 0.57, size: 0.11 },
    { name: 'Thrill Zone', color: '#F08A8A', x: 0.25, y: 0.31, size: 0.1 },
    { name: 'Wild West Town', color: '#E3B27A', x: 0.42, y: 0.36, size: 0.08 },
    { name: "Kids' Island", color: '#FFE08A', x: 0.76, y: 0.26, size: 0.1 },
    { name: 'Splash Harbour', color: '#9ED8F0', x: 0.8, y: 0.56, size: 0.08 },
    { name: 'Splash Bay', color: '#7FD1E8', x: 0.45, y: 0.66, size: 0.09 },
  ],
});
scene('gz/honor-welfare', 'card', 'award', 'night', { label: 'ANIMAL WELFARE', accent: '#E0902B' });

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
scene('zh/pass-1', 'card', 'pass', 'day', { label: 'OCEAN', accent: '#1C8AC2' });
scene('zh/pass-2', 'card', 'pass', 'day', { label: 'OCEAN PLUS', accent: '#2EC4B6' });
scene('zh/study-1', 'card', 'science', 'night');
scene('zh/study-2', 'card', 'dolphins', 'day');
scene('zh/study-3', 'card', 'polar', 'dusk');
scene('zh/gallery-1', 'gallery', 'ocean', 'day');
scene('zh/gallery-2', 'gallery', 'polar', 'day');
scene('zh/gallery-3', 'gallery', 'science', 'night');
scene('zh/gallery-4', 'gallery', 'dolphins', 'golden');
scene('zh/gallery-5', 'gallery', 'nightshow', 'night');
scene('zh/gallery-6', 'gallery', 'hotel', 'dusk');
map('zh/map', {
  title: 'Hengqin Ocean Kingdom',
  subtitle: 'Seven zones around the central lagoon',
  land: '#DCEBD0',
  water: '#6FC3E8',
  zones: [
    { name: 'Ocean Avenue', color: '#F6D28B', x: 0.32, y: 0.8, size: 0.08 },
    { name: 'Whale Shark Hall', color: '#8FC9F0', x: 0.16, y: 0.57, size: 0.12 },
    { name: 'Polar Adventure', color: '#D8ECF7', x: 0.27, y: 0.31, size: 0.09 },
    { name: 'Dolphin Bay', color: '#9FE0D8', x: 0.44, y: 0.4, size: 0.08 },
    { name: 'Amazing Bay', color: '#F4A7B9', x: 0.76, y: 0.24, size: 0.11 },
    { name: 'Lagoon Stage', color: '#C9B6F2', x: 0.82, y: 0.55, size: 0.08 },
    { name: 'Science Museum', color: '#B8E0A8', x: 0.46, y: 0.66, size: 0.08 },
  ],
});

map('zh/map-ocean-nights', {
  title: 'Ocean Nights viewing map',
  subtitle: 'Grandstand, standing areas and the way out',
  land: '#D5E4D6',
  water: '#5FB6E0',
  zones: [
    { name: 'East Gate', color: '#F6D28B', x: 0.3, y: 0.8, size: 0.07 },
    { name: 'Grandstand', color: '#C9B6F2', x: 0.16, y: 0.57, size: 0.11 },
    { name: 'Standing Area A', color: '#B8E0A8', x: 0.25, y: 0.31, size: 0.08 },
    { name: 'Floating Stage', color: '#F4A7B9', x: 0.42, y: 0.36, size: 0.08 },
    { name: 'Standing Area B', color: '#B8E0A8', x: 0.76, y: 0.26, size: 0.09 },
    { name: 'Lighthouse', color: '#FFD27F', x: 0.8, y: 0.56, size: 0.08 },
    { name: 'Ocean Avenue', color: '#F6D28B', x: 0.45, y: 0.66, size: 0.08 },
  ],
});
map('zh/map-resort', {
  title: 'Hengqin Wonderland resort area',
  subtitle: 'Hotels, theatre, museum and transport around Ocean Kingdom',
  land: '#DCE7CF',
  water: '#6FC3E8',
  zones: [
    { name: 'Coach Terminal', color: '#F6D28B', x: 0.3, y: 0.8, size: 0.07 },
    { name: 'Ocean Hotel', color: '#8FC9F0', x: 0.16, y: 0.57, size: 0.1 },
    { name: 'Penguin Hotel', color: '#D8ECF7', x: 0.25, y: 0.31, size: 0.09 },
    { name: 'Park Gate', color: '#9FE0D8', x: 0.42, y: 0.36, size: 0.08 },
    { name: 'Science Museum', color: '#B8E0A8', x: 0.76, y: 0.26, size: 0.09 },
    { name: 'Spectacular Theatre', color: '#F4A7B9', x: 0.8, y: 0.56, size: 0.09 },
    { name: 'Harbour Walk', color: '#F7B267', x: 0.45, y: 0.66, size: 0.08 },
  ],
});
scene('zh/honor-ocean', 'card', 'award', 'night', {
  label: 'OCEAN CONSERVATION',
  accent: '#2EC4B6',
});

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
