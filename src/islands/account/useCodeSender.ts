import { useState } from 'react';
import { retryAfterSeconds } from '../../lib/account/countdown.ts';
import { useSubmitMutation } from '../useSubmitMutation.ts';
import { useCountdown } from './useCountdown.ts';

/**
 * Sending an e-mail code (or PIN): one request at a time, then a 60-second resend cooldown
 * (SPEC §4: a code can be requested and re-sent). A 429 starts the cooldown the gateway asks for.
 */
export function useCodeSender() {
  const { left, start } = useCountdown();
  const [sent, setSent] = useState(false);
  const sending = useSubmitMutation({
    mutationFn: (call: () => Promise<void>) => call(),
    onSuccess: () => {
      setSent(true);
      start();
    },
    onError: (error) => {
      const wait = retryAfterSeconds(error);
      if (wait !== null && wait > 0) start(wait);
    },
  });

  /** Runs `call`; true when the code was sent. Errors go to `onError`. */
  const send = async (call: () => Promise<void>, onError: (error: unknown) => void) => {
    if (sending.running() || left > 0) return false;
    try {
      await sending.mutateAsync(call);
      return true;
    } catch (error) {
      onError(error);
      return false;
    }
  };

  return { left, sending: sending.isPending, sent, send, startCooldown: start };
}
