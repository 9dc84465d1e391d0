import type { Translated } from '../types.ts';
import { tr } from './text.ts';

/**
 * The park maps. The pictures carry no words (./media.ts draws them with numbered zones and
 * pictograms, the same for every language); the page names the numbers in its own language
 * under the map (mapKey, used by ./map-guides.ts).
 */

export interface MapZoneText {
  name: Translated;
  color: string;
  /** Centre in fractions of the map. */
  x: number;
  y: number;
  /** Radius in fractions of the map height. */
  size: number;
}

export interface MapText {
  land: string;
  water: string;
  /** The water the zones lie around (../images.ts MapOptions.shape): a river by default. */
  shape?: 'river' | 'lake' | 'coast';
  zones: readonly MapZoneText[];
}

const z = (name: Translated, color: string, x: number, y: number, size: number): MapZoneText => ({
  name,
  color,
  x,
  y,
  size,
});

const MAIN_PLAZA = tr('度假區廣場', '度假区广场', 'Main Plaza');
const KOALA_FOREST = tr('考拉森林', '考拉森林', 'Koala Forest');
const PANDA_VALLEY = tr('熊貓谷', '熊猫谷', 'Panda Valley');
const THRILL_ZONE = tr('刺激地帶', '刺激地带', 'Thrill Zone');
const SPLASH_BAY = tr('水上樂園', '水上乐园', 'Splash Bay');
const OCEAN_AVENUE = tr('海洋大道', '海洋大道', 'Ocean Avenue');
const SCIENCE_MUSEUM = tr('海洋科學館', '海洋科学馆', 'Marine Science Museum');

export const MAPS = {
  'gz/map': {
    land: '#D4E8B8',
    water: '#7CC6E8',
    zones: [
      z(MAIN_PLAZA, '#F6D28B', 0.3, 0.8, 0.08),
      z(tr('草原大道', '草原大道', 'Savanna Drive'), '#E9B872', 0.16, 0.57, 0.13),
      z(KOALA_FOREST, '#A8D5A2', 0.25, 0.31, 0.09),
      z(PANDA_VALLEY, '#C9E4A8', 0.42, 0.36, 0.08),
      z(THRILL_ZONE, '#F4A7B9', 0.76, 0.26, 0.12),
      z(SPLASH_BAY, '#9ED8F0', 0.8, 0.56, 0.09),
      z(tr('馬戲劇場', '马戏剧场', 'Circus Theatre'), '#F7B267', 0.45, 0.66, 0.08),
    ],
  },
  'gz/map-safari': {
    land: '#E3DDB0',
    water: '#86C9E0',
    zones: [
      z(tr('小火車站', '小火车站', 'Train Station'), '#F6D28B', 0.3, 0.86, 0.06),
      z(tr('非洲草原', '非洲草原', 'African Savanna'), '#E9B872', 0.13, 0.6, 0.11),
      z(tr('亞洲草原', '亚洲草原', 'Asian Grassland'), '#D9C27A', 0.15, 0.27, 0.1),
      z(tr('猛獸谷', '猛兽谷', 'Big Cat Valley'), '#E39B6B', 0.35, 0.15, 0.07),
      z(KOALA_FOREST, '#A8D5A2', 0.8, 0.2, 0.09),
      z(PANDA_VALLEY, '#C9E4A8', 0.84, 0.56, 0.09),
      z(tr('大象平原', '大象平原', 'Elephant Plain'), '#CDB28A', 0.78, 0.85, 0.07),
      z(tr('長頸鹿平台', '长颈鹿平台', 'Giraffe Terrace'), '#F2C57C', 0.38, 0.45, 0.07),
    ],
  },
  'gz/map-happy-land': {
    land: '#E4E0C4',
    water: '#7FC8EA',
    shape: 'lake',
    zones: [
      z(tr('天空廣場', '天空广场', 'Sky Plaza'), '#F6D28B', 0.5, 0.86, 0.07),
      z(tr('巨龍王國', '巨龙王国', 'Dragon Kingdom'), '#F4A7B9', 0.2, 0.66, 0.1),
      z(THRILL_ZONE, '#F08A8A', 0.15, 0.31, 0.1),
      z(tr('西部小鎮', '西部小镇', 'Wild West Town'), '#E3B27A', 0.38, 0.13, 0.08),
      z(tr('兒童島', '儿童岛', 'Kids’ Island'), '#FFE08A', 0.64, 0.13, 0.08),
      z(tr('水花港', '水花港', 'Splash Harbour'), '#9ED8F0', 0.85, 0.33, 0.09),
      z(SPLASH_BAY, '#7FD1E8', 0.8, 0.66, 0.1),
    ],
  },
  'zh/map': {
    land: '#DCEBD0',
    water: '#6FC3E8',
    shape: 'coast',
    zones: [
      z(OCEAN_AVENUE, '#F6D28B', 0.3, 0.86, 0.07),
      z(tr('鯨鯊館', '鲸鲨馆', 'Whale Shark Hall'), '#8FC9F0', 0.11, 0.6, 0.11),
      z(tr('極地探險', '极地探险', 'Polar Adventure'), '#D8ECF7', 0.15, 0.27, 0.09),
      z(tr('海豚灣', '海豚湾', 'Dolphin Bay'), '#9FE0D8', 0.37, 0.14, 0.08),
      z(tr('奇趣灣', '奇趣湾', 'Amazing Bay'), '#F4A7B9', 0.57, 0.3, 0.09),
      z(tr('潟湖舞台', '潟湖舞台', 'Lagoon Stage'), '#C9B6F2', 0.59, 0.64, 0.08),
      z(SCIENCE_MUSEUM, '#B8E0A8', 0.36, 0.5, 0.08),
    ],
  },
  'zh/map-ocean-nights': {
    land: '#D5E4D6',
    water: '#5FB6E0',
    shape: 'lake',
    zones: [
      z(tr('東門', '东门', 'East Gate'), '#F6D28B', 0.5, 0.87, 0.06),
      z(tr('看台', '看台', 'Grandstand'), '#C9B6F2', 0.2, 0.64, 0.1),
      z(tr('站立觀賞區 A', '站立观赏区A', 'Standing area A'), '#B8E0A8', 0.17, 0.3, 0.07),
      z(tr('水上舞台', '水上舞台', 'Floating stage'), '#F4A7B9', 0.5, 0.5, 0.06),
      z(tr('站立觀賞區 B', '站立观赏区B', 'Standing area B'), '#B8E0A8', 0.82, 0.3, 0.08),
      z(tr('燈塔', '灯塔', 'Lighthouse'), '#FFD27F', 0.66, 0.12, 0.06),
      z(OCEAN_AVENUE, '#F6D28B', 0.8, 0.68, 0.08),
    ],
  },
  'zh/map-resort': {
    land: '#DCE7CF',
    water: '#6FC3E8',
    shape: 'coast',
    zones: [
      z(tr('旅遊巴士總站', '旅游巴士总站', 'Coach terminal'), '#F6D28B', 0.2, 0.86, 0.06),
      z(tr('海洋酒店', '海洋酒店', 'Ocean Hotel'), '#8FC9F0', 0.1, 0.5, 0.09),
      z(tr('企鵝酒店', '企鹅酒店', 'Penguin Hotel'), '#D8ECF7', 0.24, 0.18, 0.08),
      z(tr('樂園正門', '乐园正门', 'Park gate'), '#9FE0D8', 0.5, 0.12, 0.07),
      z(SCIENCE_MUSEUM, '#B8E0A8', 0.6, 0.4, 0.08),
      z(
        tr('海洋奇觀劇場', '海洋奇观剧场', 'Marine Spectacular theatre'),
        '#F4A7B9',
        0.55,
        0.74,
        0.08,
      ),
      z(tr('海濱長廊', '海滨长廊', 'Harbour walk'), '#F7B267', 0.33, 0.54, 0.07),
    ],
  },
} as const satisfies Record<string, MapText>;
export type MapKey = keyof typeof MAPS;

/**
 * The key of a map, in the page's language: what the numbers and the pictograms stand for.
 * Laid under the map in its item's text.
 */
export function mapKey(key: MapKey): Translated {
  const zones = MAPS[key].zones;
  const list = (lang: keyof Translated) =>
    `<ol>${zones.map((zone) => `<li>${zone.name[lang]}</li>`).join('')}</ol>`;
  return tr(
    `<p>地圖上的編號：</p>${list('zh-TW')}<p>圖例：「i」遊客服務中心、「WC」洗手間、「＋」急救站、刀叉圖案為餐飲、相機圖案為拍照點、紅色拱門為正門。</p>`,
    `<p>地图上的编号：</p>${list('zh-CN')}<p>图例：“i”游客服务中心、“WC”卫生间、“＋”急救站、刀叉图案为餐饮、相机图案为拍照点、红色拱门为正门。</p>`,
    `<p>The numbers on the map:</p>${list('en')}<p>Symbols: “i” guest services, “WC” restrooms, “+” first aid, a knife and fork for food and drink, a camera for photo spots, the red arch for the main gate.</p>`,
  );
}
