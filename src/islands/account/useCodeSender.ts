import { useRef, useState } from 'react';
import { retryAfterSeconds } from '../../lib/account/countdown.ts';
import { useCountdown } from './useCountdown.ts';

/**
 * Sending an e-mail code (or PIN): one request at a time, then a 60-second resend cooldown
 * (SPEC §4: a code can be requested and re-sent). A 429 starts the cooldown the gateway asks for.
 */
export function useCodeSender() {
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const sendingRef = useRef(false);

  /** Runs `call`; true when the code was sent. Errors go to `onError`. */
  const send = async (call: () => Promise<void>, onError: (error: unknown) => void) => {
    if (sendingRef.current || left > 0) return false;
    sendingRef.current = true;
    setSending(true);
    try {
      await call();
      setSent(true);
      start();
      return true;
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait !== null && wait > 0) start(wait);
      onError(error);
      return false;
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return { left, sending, sent, send, startCooldown: start };
}
