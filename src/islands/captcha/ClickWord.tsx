import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { toBasePoint } from '../../lib/captcha/scale.ts';
import {
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CLICK_WORD_TAPS,
  type BasePoint,
} from '../../lib/contract/captcha.ts';
import { isLocked, percent, type StrategyProps } from './strategy.ts';

type ClickPrepared = Extract<StrategyProps['prepared'], { type: 'CLICK_WORD' }>;

/** How far an arrow key moves the keyboard pointer, in base px (with Shift: finer). */
const CURSOR_STEP = 10;
const CURSOR_FINE_STEP = 2;
const CENTRE: BasePoint = { x: CAPTCHA_IMAGE_WIDTH / 2, y: CAPTCHA_IMAGE_HEIGHT / 2 };

const clampPoint = ({ x, y }: BasePoint): BasePoint => ({
  x: Math.min(CAPTCHA_IMAGE_WIDTH, Math.max(0, x)),
  y: Math.min(CAPTCHA_IMAGE_HEIGHT, Math.max(0, y)),
});

const ARROWS: Readonly<Record<string, BasePoint>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * Click word (SPEC §4, §9): "Tap in order: …" with the 4 characters of the decrypted subData;
 * each tap is marked with its number, taken in base coordinates (scaled from the rendered
 * picture to 360×140), and the 4th tap sends the answer. Taps are ignored while checking and
 * after success. With a keyboard, the arrow keys move a pointer over the picture and Enter taps.
 */
export function ClickWord(props: StrategyProps<ClickPrepared>) {
  const { prepared, phase, t } = props;
  const { challenge, words } = prepared;
  const id = useId();
  const stage = useRef<HTMLButtonElement>(null);
  const [points, setPoints] = useState<readonly BasePoint[]>([]);
  const [cursor, setCursor] = useState<BasePoint | null>(null);
  const locked = isLocked(phase);

  useEffect(() => {
    if (props.takeFocus) stage.current?.focus();
    // Only when the picture appears: a new challenge mounts a new component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const tap = (point: BasePoint) => {
    if (locked || points.length >= CLICK_WORD_TAPS) return;
    props.onStart();
    const next = [...points, clampPoint(point)];
    setPoints(next);
    if (next.length === CLICK_WORD_TAPS) props.onSubmit(next);
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space on the button (detail 0) taps at the keyboard pointer.
    if (event.detail === 0) {
      tap(cursor ?? CENTRE);
      setCursor((c) => c ?? CENTRE);
      return;
    }
    const rect = event.currentTarget.getBoundingClientRect();
    tap(
      toBasePoint(
        { x: event.clientX - rect.left, y: event.clientY - rect.top },
        { width: rect.width, height: rect.height },
      ),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[event.key];
    if (arrow === undefined) return;
    event.preventDefault();
    const step = event.shiftKey ? CURSOR_FINE_STEP : CURSOR_STEP;
    setCursor((c) =>
      clampPoint({ x: (c ?? CENTRE).x + arrow.x * step, y: (c ?? CENTRE).y + arrow.y * step }),
    );
  };

  const edit = (next: readonly BasePoint[]) => {
    if (!locked) setPoints(next);
  };
  const empty = points.length === 0;

  return (
    <div className="captcha-click">
      <p id={`${id}-prompt`} className="captcha-prompt">
        {t('captcha.click.prompt', { words: words.join(' ') })}
      </p>
      <button
        ref={stage}
        type="button"
        className="captcha-stage captcha-tap-area"
        aria-label={t('captcha.click.image')}
        aria-describedby={`${id}-prompt ${id}-help`}
        aria-disabled={locked || undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <img
          className="captcha-main"
          src={challenge.mainImageBase64}
          alt=""
          width={CAPTCHA_IMAGE_WIDTH}
          height={CAPTCHA_IMAGE_HEIGHT}
          draggable={false}
        />
        {points.map((point, index) => (
          <span
            key={index}
            className="captcha-marker"
            style={{
              left: percent(point.x, CAPTCHA_IMAGE_WIDTH),
              top: percent(point.y, CAPTCHA_IMAGE_HEIGHT),
            }}
            aria-hidden="true"
            data-testid="captcha-marker"
          >
            {index + 1}
          </span>
        ))}
        {cursor !== null && (
          <span
            className="captcha-cursor"
            style={{
              left: percent(cursor.x, CAPTCHA_IMAGE_WIDTH),
              top: percent(cursor.y, CAPTCHA_IMAGE_HEIGHT),
            }}
            aria-hidden="true"
          />
        )}
      </button>
      <p id={`${id}-help`} className="sr-only">
        {t('captcha.click.help')}
      </p>
      <div className="captcha-click-tools">
        <p className="captcha-count" aria-live="polite">
          {t('captcha.click.count', { count: points.length, total: CLICK_WORD_TAPS })}
        </p>
        <button
          type="button"
          className="captcha-link"
          aria-disabled={locked || empty || undefined}
          onClick={() => edit(points.slice(0, -1))}
        >
          {t('captcha.click.undo')}
        </button>
        <button
          type="button"
          className="captcha-link"
          aria-disabled={locked || empty || undefined}
          onClick={() => edit([])}
        >
          {t('captcha.click.reset')}
        </button>
      </div>
    </div>
  );
}
