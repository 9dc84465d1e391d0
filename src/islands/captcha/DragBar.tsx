import {
  useEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';

export type BarState = 'idle' | 'busy' | 'success' | 'error';

export interface DragBarProps {
  value: number;
  max: number;
  /** Arrow-key step and Page Up / Page Down step, in value units. */
  step: number;
  bigStep: number;
  /** The value after dragging `dx` CSS px from `startValue` on a track `trackWidth` px wide. */
  valueAt: (startValue: number, dx: number, trackWidth: number) => number;
  /** The handle's left edge and width, as CSS lengths relative to the track. */
  handleLeft: string;
  handleWidth: string;
  label: string;
  valueText: string;
  describedBy: string;
  /** The text shown in the empty track (the hint, or the last failure's message). */
  trackText: string;
  state: BarState;
  /** True while nothing may move (checking, success). */
  locked: boolean;
  takeFocus: boolean;
  onStart: () => void;
  onChange: (value: number) => void;
  /** Release or Enter: submit this value. */
  onCommit: (value: number) => void;
}

interface Drag {
  pointerId: number;
  startX: number;
  startValue: number;
  trackWidth: number;
  moved: boolean;
}

/** Keeps a value in [0, max], to a tenth. */
const clamp = (value: number, max: number): number =>
  Math.min(max, Math.max(0, Math.round(value * 10) / 10));

/**
 * The captcha's slider bar (SPEC §9: 40 px high): a handle dragged with pointer events (mouse,
 * pen and touch, captured so the drag survives leaving the handle) or moved with the arrow,
 * Page and Home/End keys. Releasing the pointer, or Enter, submits the value.
 */
export function DragBar(props: DragBarProps) {
  const { value, max, locked } = props;
  const track = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const latestValue = useRef(value);
  latestValue.current = value;

  useEffect(() => {
    if (props.takeFocus) handle.current?.focus();
    // Only when the bar appears: a new challenge mounts a new bar.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked || drag.current !== null || event.button > 0) return;
    event.preventDefault();
    handle.current?.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startValue: latestValue.current,
      trackWidth: track.current?.getBoundingClientRect().width ?? 0,
      moved: false,
    };
    props.onStart();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    const next = clamp(
      props.valueAt(current.startValue, event.clientX - current.startX, current.trackWidth),
      max,
    );
    current.moved = true;
    latestValue.current = next;
    props.onChange(next);
  };

  const end = (event: PointerEvent<HTMLDivElement>, commit: boolean) => {
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    if (commit && current.moved && latestValue.current > 0) props.onCommit(latestValue.current);
    else if (!commit) props.onChange(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        next = value + props.step;
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        next = value - props.step;
        break;
      case 'PageUp':
        next = value + props.bigStep;
        break;
      case 'PageDown':
        next = value - props.bigStep;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = max;
        break;
      case 'Enter':
        event.preventDefault();
        if (value > 0) props.onCommit(value);
        return;
      default:
        return;
    }
    event.preventDefault();
    props.onStart();
    props.onChange(clamp(next, max));
  };

  const handleStyle: CSSProperties = { left: props.handleLeft, width: props.handleWidth };
  const trailStyle: CSSProperties = {
    width: `calc(${props.handleLeft} + ${props.handleWidth})`,
  };
  return (
    <div ref={track} className={`captcha-bar is-${props.state}`}>
      <span className="captcha-bar-text" aria-hidden="true">
        {props.trackText}
      </span>
      <span className="captcha-bar-trail" style={trailStyle} aria-hidden="true" />
      <div
        ref={handle}
        className="captcha-bar-handle"
        style={handleStyle}
        role="slider"
        tabIndex={0}
        aria-label={props.label}
        aria-describedby={props.describedBy}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={props.valueText}
        aria-disabled={locked || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => end(event, true)}
        onPointerCancel={(event) => end(event, false)}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">{props.state === 'success' ? '✓' : '→'}</span>
      </div>
    </div>
  );
}
