import { useId, useState } from 'react';
import { sliderAngle } from '../../lib/captcha/scale.ts';
import {
  CAPTCHA_BAR_HEIGHT,
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  ROTATE_DISC_SIZE,
} from '../../lib/contract/captcha.ts';
import { barDisplay } from './bar-text.ts';
import { DragBar } from './DragBar.tsx';
import { isLocked, percent, type StrategyProps } from './strategy.ts';

type RotatePrepared = Extract<StrategyProps['prepared'], { type: 'ROTATE_PUZZLE' }>;

const FULL_TURN = 360;
/** The handle is a square as high as the bar. */
const HANDLE = `${CAPTCHA_BAR_HEIGHT}px`;

/** The angle after dragging `dx` px from `start` degrees on a track `width` px wide. */
export const rotateValueAt = (start: number, dx: number, width: number): number => {
  const travel = width - CAPTCHA_BAR_HEIGHT;
  return sliderAngle((start / FULL_TURN) * travel + dx, travel);
};

/**
 * Rotate puzzle (SPEC §4, contract): the 360×140 picture has a round hole centred at (180, 70);
 * the disc (ROTATE_DISC_SIZE square) is drawn on it, turned clockwise by the handle's angle:
 * the start of the track is 0°, its end 360°. The answer is `{angle}`.
 */
export function RotatePuzzle(props: StrategyProps<RotatePrepared>) {
  const { prepared, phase, t } = props;
  const { challenge } = prepared;
  const id = useId();
  const [angle, setAngle] = useState(0);
  const bar = barDisplay(
    phase,
    props.notice,
    angle > 0,
    t('captcha.rotate.hint'),
    t('captcha.checking'),
  );
  const half = ROTATE_DISC_SIZE / 2;

  return (
    <div className="captcha-rotate">
      <div className="captcha-stage">
        <img
          className="captcha-main"
          src={challenge.mainImageBase64}
          alt={t('captcha.rotate.image')}
          width={CAPTCHA_IMAGE_WIDTH}
          height={CAPTCHA_IMAGE_HEIGHT}
          draggable={false}
        />
        <img
          className="captcha-disc"
          src={challenge.subImageBase64}
          alt=""
          draggable={false}
          style={{
            left: percent(CAPTCHA_IMAGE_WIDTH / 2 - half, CAPTCHA_IMAGE_WIDTH),
            top: percent(CAPTCHA_IMAGE_HEIGHT / 2 - half, CAPTCHA_IMAGE_HEIGHT),
            width: percent(ROTATE_DISC_SIZE, CAPTCHA_IMAGE_WIDTH),
            height: percent(ROTATE_DISC_SIZE, CAPTCHA_IMAGE_HEIGHT),
            transform: `rotate(${angle}deg)`,
          }}
        />
      </div>
      <p id={`${id}-help`} className="sr-only">
        {t('captcha.rotate.help')}
      </p>
      <DragBar
        value={angle}
        max={FULL_TURN}
        step={1}
        bigStep={15}
        valueAt={rotateValueAt}
        handleLeft={`calc((100% - ${HANDLE}) * ${angle / FULL_TURN})`}
        handleWidth={HANDLE}
        label={t('captcha.rotate.handle')}
        valueText={t('captcha.rotate.value', { count: Math.round(angle) })}
        describedBy={`${id}-help`}
        trackText={bar.text}
        state={bar.state}
        locked={isLocked(phase)}
        takeFocus={props.takeFocus}
        onStart={props.onStart}
        onChange={setAngle}
        onCommit={(value) => props.onSubmit({ angle: value })}
      />
    </div>
  );
}
