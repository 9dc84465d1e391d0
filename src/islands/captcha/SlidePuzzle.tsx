import { useId, useState } from 'react';
import { toBaseX } from '../../lib/captcha/scale.ts';
import {
  CAPTCHA_BLOCK_SIZE,
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
} from '../../lib/contract/captcha.ts';
import { barDisplay } from './bar-text.ts';
import { DragBar } from './DragBar.tsx';
import { isLocked, percent, type StrategyProps } from './strategy.ts';

type SlidePrepared = Extract<StrategyProps['prepared'], { type: 'SLIDE_PUZZLE' }>;

/** The block's left edge can go from 0 to the image width minus the block (310 base px). */
export const SLIDE_MAX_X = CAPTCHA_IMAGE_WIDTH - CAPTCHA_BLOCK_SIZE;

/**
 * Slide puzzle (SPEC §4, §9): the 360×140 picture with a hole, scaled to the rendered width; the
 * 50 px block sits at the hole's height (subData.y) and moves with the handle, which is as wide
 * as the block and slides on the 40 px bar under the picture. Positions are kept in base px, so
 * the answer `{x, y}` needs no scaling back; a drag of `dx` CSS px moves by `dx × 360 / width`.
 */
export function SlidePuzzle(props: StrategyProps<SlidePrepared>) {
  const { prepared, phase, t } = props;
  const { challenge, y } = prepared;
  const id = useId();
  const [x, setX] = useState(0);
  const bar = barDisplay(
    phase,
    props.notice,
    x > 0,
    t('captcha.slide.hint'),
    t('captcha.checking'),
  );

  return (
    <div className="captcha-slide">
      <div className="captcha-stage">
        <img
          className="captcha-main"
          src={challenge.mainImageBase64}
          alt={t('captcha.slide.image')}
          width={CAPTCHA_IMAGE_WIDTH}
          height={CAPTCHA_IMAGE_HEIGHT}
          draggable={false}
        />
        <img
          className="captcha-piece"
          src={challenge.subImageBase64}
          alt=""
          draggable={false}
          style={{
            left: percent(x, CAPTCHA_IMAGE_WIDTH),
            top: percent(y, CAPTCHA_IMAGE_HEIGHT),
            width: percent(CAPTCHA_BLOCK_SIZE, CAPTCHA_IMAGE_WIDTH),
          }}
        />
      </div>
      <p id={`${id}-help`} className="sr-only">
        {t('captcha.slide.help')}
      </p>
      <DragBar
        value={x}
        max={SLIDE_MAX_X}
        step={2}
        bigStep={20}
        valueAt={(start, dx, width) => start + toBaseX(dx, { width, height: 0 })}
        handleLeft={percent(x, CAPTCHA_IMAGE_WIDTH)}
        handleWidth={percent(CAPTCHA_BLOCK_SIZE, CAPTCHA_IMAGE_WIDTH)}
        label={t('captcha.slide.handle')}
        valueText={t('captcha.slide.value', { percent: Math.round((x / SLIDE_MAX_X) * 100) })}
        describedBy={`${id}-help`}
        trackText={bar.text}
        state={bar.state}
        locked={isLocked(phase)}
        takeFocus={props.takeFocus}
        onStart={props.onStart}
        onChange={setX}
        onCommit={(value) => props.onSubmit({ x: value, y })}
      />
    </div>
  );
}
