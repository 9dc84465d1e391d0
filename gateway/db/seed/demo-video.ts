/**
 * Renders the demo banner clip of the home and Guangzhou banners (public/demo-media/) from the
 * demo illustrations: four scenes of the resorts, each with a slow pan or zoom, joined by
 * cross-fades. The clip opens on the poster picture (`home/banner-video` of ./content/media.ts)
 * at rest, so the poster is its first frame. Output: banner.mp4 (H.264, no sound, fast start)
 * and the same stream as HLS (banner.m3u8 with MPEG-TS segments banner-N.m2ts).
 *
 *   npx tsx gateway/db/seed/demo-video.ts      (needs Debian's ffmpeg with libx264)
 *
 * The files are committed: the site serves them as they are, `npm start` needs no ffmpeg. Run
 * this again after changing the scenes below or the poster picture.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { seedImages } from './content/media.ts';
import { hashSeed, renderScene, type Mood, type SceneKind } from './images.ts';

const OUT_DIR = resolve(import.meta.dirname, '..', '..', '..', 'public', 'demo-media');
/** The poster: the first scene, registered as a seed picture. */
export const POSTER_PATH = 'seed/home/banner-video.webp';

/** Size and rate of the clip: 2:1, cropped to 5:4 on phones and 12:5 on wide screens. */
const WIDTH = 960;
const HEIGHT = 480;
const FPS = 24;
/** Scenes are rendered this many times larger than the clip, so that slow motion stays smooth. */
const OVERSAMPLE = 3;
const SCENE_SECONDS = 2.6;
const FADE_SECONDS = 0.8;

type Move = 'zoom-in' | 'zoom-out' | 'pan-right' | 'pan-up';

interface Shot {
  /** The seed picture the shot shows (the first one), or a scene drawn for the clip. */
  poster?: string;
  scene?: { key: string; kind: SceneKind; mood: Mood };
  move: Move;
}

const SHOTS: readonly Shot[] = [
  { poster: POSTER_PATH, move: 'zoom-in' },
  { scene: { key: 'video/ocean', kind: 'ocean', mood: 'day' }, move: 'pan-right' },
  { scene: { key: 'video/circus', kind: 'circus', mood: 'night' }, move: 'zoom-out' },
  { scene: { key: 'video/fireworks', kind: 'nightshow', mood: 'night' }, move: 'pan-up' },
];

/** The zoompan expressions of a move over `frames` frames (zoom 1 → 1.12 or the reverse). */
function zoompan(move: Move, frames: number): string {
  const p = `(on/${frames - 1})`;
  const ease = `(0.5-0.5*cos(PI*${p}))`;
  const zoom: Record<Move, string> = {
    'zoom-in': `1+0.12*${ease}`,
    'zoom-out': `1.12-0.12*${ease}`,
    'pan-right': '1.12',
    'pan-up': '1.12',
  };
  const centreX = 'iw/2-(iw/zoom/2)';
  const centreY = 'ih/2-(ih/zoom/2)';
  const x: Record<Move, string> = {
    'zoom-in': centreX,
    'zoom-out': centreX,
    'pan-right': `(iw-iw/zoom)*${ease}`,
    'pan-up': centreX,
  };
  const y: Record<Move, string> = {
    'zoom-in': centreY,
    'zoom-out': centreY,
    'pan-right': centreY,
    'pan-up': `(ih-ih/zoom)*(1-${ease})`,
  };
  return (
    `zoompan=z='${zoom[move]}':x='${x[move]}':y='${y[move]}':d=${frames}` +
    `:s=${WIDTH * 2}x${HEIGHT * 2}:fps=${FPS},scale=${WIDTH}:${HEIGHT}:flags=lanczos,setsar=1`
  );
}

function svgOf(shot: Shot): string {
  if (shot.poster) {
    const image = seedImages.find((i) => i.path === shot.poster);
    if (!image) throw new Error(`The poster ${shot.poster} is not a seed picture.`);
    if (image.width * HEIGHT !== image.height * WIDTH) {
      throw new Error(`The poster must be ${WIDTH}:${HEIGHT}, not ${image.width}×${image.height}.`);
    }
    return image.svg;
  }
  const { key, kind, mood } = shot.scene ?? { key: '', kind: 'safari', mood: 'day' };
  return renderScene(WIDTH * 2, HEIGHT * 2, hashSeed(key), { scene: kind, mood });
}

function ffmpeg(args: readonly string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`ffmpeg failed (exit ${code})`)),
    );
  });
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'demo-video-'));
  try {
    const stills: string[] = [];
    for (const [i, shot] of SHOTS.entries()) {
      const file = join(work, `shot-${i}.png`);
      await sharp(Buffer.from(svgOf(shot)))
        .resize(WIDTH * OVERSAMPLE, HEIGHT * OVERSAMPLE, { fit: 'fill' })
        .png()
        .toFile(file);
      stills.push(file);
    }
    const frames = Math.round(SCENE_SECONDS * FPS);
    // one still per input: zoompan draws `frames` frames of motion from it
    const inputs = stills.flatMap((file) => ['-i', file]);
    const chains = SHOTS.map((shot, i) => `[${i}:v]${zoompan(shot.move, frames)}[s${i}]`);
    let last = 's0';
    SHOTS.slice(1).forEach((_, k) => {
      const i = k + 1;
      const offset = (i * (SCENE_SECONDS - FADE_SECONDS)).toFixed(3);
      const out = i === SHOTS.length - 1 ? 'joined' : `x${i}`;
      chains.push(
        `[${last}][s${i}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}[${out}]`,
      );
      last = out;
    });
    chains.push('[joined]format=yuv420p[v]');
    const mp4 = join(OUT_DIR, 'banner.mp4');
    await ffmpeg([
      ...inputs,
      '-filter_complex',
      chains.join(';'),
      '-map',
      '[v]',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-tune',
      'animation',
      '-crf',
      '27',
      '-profile:v',
      'main',
      '-g',
      String(FPS * 2),
      '-keyint_min',
      String(FPS * 2),
      '-sc_threshold',
      '0',
      '-movflags',
      '+faststart',
      mp4,
    ]);
    // HLS: the same stream cut into 2-second MPEG-TS segments (every segment starts on a key frame)
    for (const name of await readdir(OUT_DIR)) {
      if (/^banner-\d+\.m2ts$/.test(name)) await unlink(join(OUT_DIR, name));
    }
    await ffmpeg([
      '-i',
      mp4,
      '-c',
      'copy',
      '-f',
      'hls',
      '-hls_time',
      '2',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_type',
      'mpegts',
      '-hls_segment_filename',
      join(OUT_DIR, 'banner-%d.m2ts'),
      join(OUT_DIR, 'banner.m3u8'),
    ]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
