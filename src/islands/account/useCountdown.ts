import { useCallback, useEffect, useState } from 'react';
import { cooldownUntil, secondsLeft } from '../../lib/account/countdown.ts';

/** A resend cooldown: the whole seconds left, ticking once a second while it runs. */
export function useCountdown(now: () => number = Date.now): {
  left: number;
  start: (seconds?: number) => void;
} {
  const [until, setUntil] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const rest = secondsLeft(until, now());
      setLeft(rest);
      if (rest === 0) setUntil(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until, now]);

  const start = useCallback(
    (seconds?: number) => {
      setUntil(cooldownUntil(now(), seconds));
    },
    [now],
  );
  return { left, start };
}
