import { expect, test, type Locator, type Page } from '@playwright/test';
import { BANNER } from '../../src/lib/media/autoplay.ts';

/**
 * Media widgets (SPEC §2, §8, §9): the banner carousel with its video and HLS slides, the
 * gallery's full-screen viewer and the map viewer. The home banner's second slide is the demo
 * clip /demo-media/banner.mp4 (8 s), the Guangzhou banner's second slide its HLS stream.
 */

const HOME = '/en/home';
const GZ = '/en/GZ';
const GALLERY = '/en/ZH';
const MAP = '/en/ZH/vacation-map';

/** Strings only in the swiper and hls.js chunks. */
const SWIPER_MARK = 'swiper-no-swiping';
const HLS_MARK = 'hlsManifestLoaded';

/** The bodies of the scripts a page loads, collected as they arrive. */
function collectScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      void response.text().then(
        (text) => bodies.push(text),
        () => undefined,
      );
  });
  return bodies;
}

function collectErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

const banner = (page: Page) => page.locator('[data-banner]').first();

/**
 * Stops the page's clock before it loads (Playwright's `page.clock`): the slideshow's timers
 * then fire only when the test runs the clock, however slow the machine. Videos still play in
 * real time: the media clock is not the page's.
 */
async function stopClock(page: Page): Promise<void> {
  const start = Date.parse('2026-03-02T04:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
}

/** The video's playback position, in seconds. */
const playedTo = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

test.describe('banner carousel', () => {
  test('autoplays images, holds for the video, plays it and resumes when it ends', async ({
    page,
  }) => {
    // the whole 8 s clip plays: more than the default 30 s on a busy machine
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    const scripts = collectScripts(page);
    await stopClock(page);
    await page.goto(HOME);
    const root = banner(page);
    await expect(root).toHaveClass(/is-enhanced/);
    await expect(root).toHaveAttribute('data-active', '0');
    // Image slides declare 3000 ms (SPEC §9); the second slide is the video.
    await page.clock.runFor(BANNER.imageDelay - 100);
    await expect(root).toHaveAttribute('data-active', '0');
    await page.clock.runFor(100);
    await expect(root).toHaveAttribute('data-active', '1');
    // The video plays (in real time, muted): its position moves on.
    const video = root.locator('video[data-src$=".mp4"]');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.3))
      .toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    const t1 = await playedTo(video);
    await expect.poll(() => playedTo(video)).toBeGreaterThan(t1);
    // Autoplay is held while the video plays: still on the video after the image delay.
    await page.clock.runFor(BANNER.imageDelay);
    await expect(root).toHaveAttribute('data-active', '1');
    // The clip is 8 s of real playback; the slideshow resumes after it ends (video slides
    // declare 1000 ms).
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 15_000 })
      .toBe(true);
    await page.clock.runFor(BANNER.videoDelay);
    await expect(root).toHaveAttribute('data-active', '2');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(root.locator('[data-video-tip]')).toBeHidden();
    // An mp4 needs no hls.js; the banner does load swiper.
    expect(scripts.some((s) => s.includes(HLS_MARK))).toBe(false);
    expect(scripts.some((s) => s.includes(SWIPER_MARK))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the video slide has its own pause/play button, clear of its caption, and no browser controls', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await stopClock(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(HOME);
    const root = banner(page);
    await expect(root).toHaveClass(/is-enhanced/);
    await page.clock.runFor(BANNER.imageDelay);
    await expect(root).toHaveAttribute('data-active', '1');
    const slide = root.locator('.slide.is-video').first();
    const video = slide.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    // no native controls: they lay over the headline
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);

    const pause = slide.getByRole('button', { name: 'Pause the video' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const [button, caption, frame] = await Promise.all([
        pause.boundingBox(),
        slide.locator('[data-banner-caption]').boundingBox(),
        slide.boundingBox(),
      ]);
      if (button === null || caption === null || frame === null) throw new Error('no box');
      const apart =
        button.x >= caption.x + caption.width ||
        button.y >= caption.y + caption.height ||
        button.x + button.width <= caption.x ||
        button.y + button.height <= caption.y;
      expect(apart, `the button is clear of the caption at ${width} px`).toBe(true);
      expect(button.x + button.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(button.y + button.height).toBeLessThanOrEqual(frame.y + frame.height);
    }

    // pausing keeps the slideshow on the video; playing goes on from where it stopped
    await pause.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const play = slide.getByRole('button', { name: 'Play the video' });
    await expect(play).toBeVisible();
    const stoppedAt = await playedTo(video);
    await page.clock.runFor(BANNER.imageDelay * 2);
    await expect(root).toHaveAttribute('data-active', '1');
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(pause).toBeVisible();
    await expect.poll(() => playedTo(video)).toBeGreaterThan(stoppedAt);
    expect(stoppedAt).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  for (const player of ['native', 'hls.js'] as const) {
    test(`plays the HLS slide (${player}) or falls back silently`, async ({ page }) => {
      const errors = collectErrors(page);
      const scripts = collectScripts(page);
      if (player === 'hls.js') {
        // A browser without native HLS: hls.js (imported only now) plays the stream.
        await page.addInitScript(() => {
          const original = Reflect.get(HTMLMediaElement.prototype, 'canPlayType');
          HTMLMediaElement.prototype.canPlayType = function (type: string) {
            return /mpegurl/i.test(type) ? '' : original.call(this, type);
          };
        });
      }
      // The slideshow stands still until the video slide is shown: then the page's time runs
      // again, for hls.js's own timers (the slideshow holds while the video plays).
      await stopClock(page);
      await page.goto(GZ);
      const root = banner(page);
      await expect(root).toHaveClass(/is-enhanced/);
      const native = await page.evaluate(
        () => document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '',
      );
      expect(scripts.some((s) => s.includes(HLS_MARK))).toBe(false);
      await root.locator('[data-next]').click();
      await expect(root).toHaveAttribute('data-active', '1');
      await page.clock.resume();
      const video = root.locator('video[data-src$=".m3u8"]');
      // Loading the stream and playing its first segments is real work: up to 15 s on a busy
      // machine.
      await expect
        .poll(
          () =>
            video.evaluate(
              (v: HTMLVideoElement) =>
                (v.dataset['state'] === 'playing' && v.currentTime > 0.2) ||
                v.dataset['state'] === 'fallback',
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(await video.getAttribute('data-player')).toBe(native ? 'native' : 'hls.js');
      if (!native) expect(scripts.some((s) => s.includes(HLS_MARK))).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('falls back silently to the poster when the stream fails', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      const original = Reflect.get(HTMLMediaElement.prototype, 'canPlayType');
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : original.call(this, type);
      };
    });
    await page.route('**/demo-media/*.m2ts', (route) => route.fulfill({ status: 404 }));
    await page.route('**/demo-media/*.m3u8', (route) => route.fulfill({ status: 500 }));
    await stopClock(page);
    await page.goto(GZ);
    const root = banner(page);
    await expect(root).toHaveClass(/is-enhanced/);
    await root.locator('[data-next]').click();
    await expect(root).toHaveAttribute('data-active', '1');
    // hls.js retries the playlist once after a second of the page's time, then gives up.
    await page.clock.resume();
    const video = root.locator('video[data-src$=".m3u8"]');
    await expect(video).toHaveAttribute('data-state', 'fallback');
    await expect(video).toHaveAttribute('poster', /\.webp$/);
    await expect(root.locator('[data-video-tip]')).toBeHidden();
    // The slideshow moves on (video slides declare 1000 ms).
    await expect(root).toHaveAttribute('data-active', '2');
    expect(errors).toEqual([]);
  });

  test('shows the browser-support tip for a video the browser cannot play', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      const original = Reflect.get(HTMLMediaElement.prototype, 'canPlayType');
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mp4/i.test(type) ? '' : original.call(this, type);
      };
    });
    await stopClock(page);
    await page.goto(HOME);
    const root = banner(page);
    await expect(root).toHaveClass(/is-enhanced/);
    await root.locator('[data-next]').click();
    await expect(root).toHaveAttribute('data-active', '1');
    const tip = root.locator('[data-video-tip]');
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(/cannot play this video/);
    expect(errors).toEqual([]);
  });

  test('does not autoplay with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopClock(page);
    await page.goto(HOME);
    const root = banner(page);
    await expect(root).toHaveClass(/is-enhanced/);
    const toggle = root.locator('[data-toggle]');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Play the slideshow');
    await page.clock.runFor(BANNER.imageDelay + 1000);
    await expect(root).toHaveAttribute('data-active', '0');
    // The buttons still move it, and the video does not start by itself: it is not even given
    // its source (the slide change starts a video at once, in the same task).
    await root.locator('[data-next]').click();
    await expect(root).toHaveAttribute('data-active', '1');
    const video = root.locator('video');
    await page.clock.runFor(BANNER.imageDelay + 1000);
    await expect(root).toHaveAttribute('data-active', '1');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(
      true,
    );
    await expect(video).not.toHaveAttribute('data-attached', 'true');
  });

  test('pauses and moves by keyboard', async ({ page }) => {
    await stopClock(page);
    await page.goto(HOME);
    const root = banner(page);
    await expect(root).toHaveClass(/is-enhanced/);
    const toggle = root.locator('[data-toggle]');
    await expect(toggle).toHaveAccessibleName('Pause the slideshow');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(BANNER.imageDelay + 1000);
    await expect(root).toHaveAttribute('data-active', '0');
    await page.keyboard.press('ArrowRight');
    await expect(root).toHaveAttribute('data-active', '1');
    await page.keyboard.press('ArrowLeft');
    await expect(root).toHaveAttribute('data-active', '0');
    await root.locator('[data-prev]').click();
    // Rewind: from the first slide back to the last.
    await expect(root).toHaveAttribute('data-active', '4');
  });

  test('a page without a carousel loads neither swiper nor hls.js', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto(MAP);
    await expect(page.locator('[data-map]').first()).toHaveClass(/is-enhanced/);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((s) => s.includes(SWIPER_MARK))).toBe(false);
    expect(scripts.some((s) => s.includes(HLS_MARK))).toBe(false);
  });
});

test.describe('gallery viewer', () => {
  test('opens full screen, moves, traps focus and closes with Escape', async ({ page }) => {
    await page.goto(GALLERY);
    const root = page.locator('[data-gallery-root][data-enhanced="true"]').first();
    await expect(root).toBeAttached();
    const thumb = root.locator('[data-gallery] a').first();
    await thumb.click();
    const dialog = root.locator('dialog[data-lightbox]');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Photo viewer');
    const image = dialog.locator('[data-lightbox-image]');
    const href = await thumb.evaluate((a: HTMLAnchorElement) => a.href);
    await expect(image).toHaveAttribute('src', href);
    const position = dialog.locator('[data-lightbox-position]');
    await expect(position).toHaveText(/^1 \/ \d+$/);
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(/^2 \/ \d+$/);
    await dialog.locator('[data-lightbox-prev]').click();
    await expect(position).toHaveText(/^1 \/ \d+$/);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });
});

test.describe('map viewer', () => {
  const frameOf = (page: Page) => page.locator('[data-map-frame]').first();
  const scale = async (page: Page) => Number(await frameOf(page).getAttribute('data-scale'));

  test('zooms between 1 and 10 by buttons, wheel and double-click, and clamps the pan', async ({
    page,
  }) => {
    await page.goto(MAP);
    const figure = page.locator('[data-map]').first();
    await expect(figure).toHaveClass(/is-enhanced/);
    const frame = frameOf(page);
    const zoomIn = figure.locator('[data-zoom-in]');
    const zoomOut = figure.locator('[data-zoom-out]');
    await expect(zoomOut).toBeDisabled();
    await zoomIn.click();
    expect(await scale(page)).toBe(1.1);
    await zoomIn.click();
    expect(await scale(page)).toBe(1.2);
    await zoomOut.click();
    expect(await scale(page)).toBe(1.1);
    // The keyboard steps the same way, down to the minimum (each step of 0.1 is a unit test of
    // src/lib/media/zoom.ts; here the wiring).
    await frame.focus();
    await page.keyboard.press('+');
    expect(await scale(page)).toBe(1.2);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    expect(await scale(page)).toBe(1);
    await expect(zoomOut).toBeDisabled();

    const box = await frame.boundingBox();
    if (!box) throw new Error('no frame');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => scale(page)).toBe(1.1);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => scale(page)).toBe(1);

    await page.mouse.dblclick(cx, cy);
    expect(await scale(page)).toBe(10);
    // At the maximum the zoom-in button is off; one step down turns it on again.
    await expect(zoomIn).toBeDisabled();
    await expect(figure.locator('[data-zoom-level]')).toHaveText('Zoom 10.0×');
    await zoomOut.click();
    expect(await scale(page)).toBe(9.9);
    await zoomIn.click();
    expect(await scale(page)).toBe(10);
    await expect(zoomIn).toBeDisabled();
    // Drag far right and down: clamped at the picture's left/top edge.
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 3000, cy + 3000, { steps: 5 });
    await page.mouse.up();
    expect(Number(await frame.getAttribute('data-x'))).toBe(0);
    expect(Number(await frame.getAttribute('data-y'))).toBe(0);
    // Drag far left and up: clamped at the right/bottom edge (width − 10·width).
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 30_000, cy - 30_000, { steps: 10 });
    await page.mouse.up();
    const size = await frame.evaluate((el) => ({ w: el.clientWidth, h: el.clientHeight }));
    expect(Number(await frame.getAttribute('data-x'))).toBeCloseTo(size.w - 10 * size.w, 3);
    expect(Number(await frame.getAttribute('data-y'))).toBeCloseTo(size.h - 10 * size.h, 3);

    await page.mouse.dblclick(cx, cy);
    expect(await scale(page)).toBe(1);
    expect(Number(await frame.getAttribute('data-x'))).toBe(0);
  });

  test('goes full screen and back', async ({ page }) => {
    await page.goto(MAP);
    const figure = page.locator('[data-map]').first();
    await expect(figure).toHaveClass(/is-enhanced/);
    const full = figure.locator('[data-fullscreen]');
    await full.click();
    await expect(full).toHaveAttribute('aria-pressed', 'true');
    await expect(full).toHaveAccessibleName('Exit full screen');
    await full.click();
    await expect(full).toHaveAttribute('aria-pressed', 'false');
  });

  test('downloads the map as map.png', async ({ page }) => {
    await page.goto(MAP);
    const figure = page.locator('[data-map]').first();
    await expect(figure).toHaveClass(/is-enhanced/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      figure.locator('[data-download]').click(),
    ]);
    expect(download.suggestedFilename()).toBe('map.png');
    const path = await download.path();
    expect(path).toBeTruthy();
    await expect(page.locator('[data-toast]')).toHaveText('The map has been saved as map.png.');
    await expect(page.locator('[data-toast]')).toHaveAttribute('role', 'status');
  });

  test('asks WeChat users to download another way', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560',
    });
    const page = await context.newPage();
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await page.goto(MAP);
    const figure = page.locator('[data-map]').first();
    await expect(figure).toHaveClass(/is-enhanced/);
    await figure.locator('[data-download]').click();
    // The tip replaces the download: the click shows it and returns (a download would have
    // shown "Downloading" first and fetched the picture).
    await expect(page.locator('[data-toast]')).toContainText('Downloads do not work in WeChat');
    expect(downloaded).toBe(false);
    await context.close();
  });
});
