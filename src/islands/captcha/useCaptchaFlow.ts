import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../lib/api/client.ts';
import { isApiError } from '../../lib/api/errors.ts';
import type { CaptchaAnswer, CaptchaScope, CaptchaType } from '../../lib/contract/captcha.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { checkCaptcha, genCaptcha } from './api.ts';
import { elapsedSeconds, prepareChallenge, type PreparedChallenge } from './challenge.ts';
import type { CaptchaTranslate } from './messages.ts';

/** Where a failed check's message goes besides the widget's live region. */
export type CaptchaErrorDisplay = 'bar' | 'toast';

export type CaptchaPhase = 'loading' | 'loadFailed' | 'ready' | 'checking' | 'success';

export interface CaptchaNotice {
  kind: 'error' | 'success';
  text: string;
}

export interface CaptchaFlowOptions {
  scope: CaptchaScope;
  client: ApiClient;
  t: CaptchaTranslate;
  /** The strategy to ask for; by default the gateway's. */
  type: CaptchaType | undefined;
  errorDisplay: CaptchaErrorDisplay;
  /** Whether the first challenge takes the focus when it appears. */
  takeFocus: boolean;
  /** Asked when a challenge is replaced: should the new one take the focus? */
  holdsFocus: () => boolean;
  onVerified: (token: string, text: string) => void;
  now: () => number;
}

export interface CaptchaFlow {
  phase: CaptchaPhase;
  /** The challenge on screen (kept while a new one loads), with its focus wish. */
  current: { prepared: PreparedChallenge; takeFocus: boolean } | null;
  notice: CaptchaNotice | null;
  /** The strategy asked for, undefined for the gateway's default. */
  requested: CaptchaType | undefined;
  /** Asks for a new challenge of the same strategy. */
  refresh: () => void;
  /** Asks for a challenge of another strategy (the text code alternative, or back). */
  switchTo: (type: CaptchaType | undefined) => void;
  /** The visitor's first interaction with this challenge: the timer starts. */
  start: () => void;
  /** Sends the answer; ignored unless a challenge is ready (e.g. taps after success). */
  submit: (answer: CaptchaAnswer) => void;
}

/**
 * The captcha's life cycle (SPEC §4 captcha): load a challenge, time the answer from the first
 * interaction, check it once, then either report the verification token or show the gateway's
 * message and load a new challenge (every check uses the challenge up). An unanswered challenge
 * is replaced when it expires.
 */
export function useCaptchaFlow(options: CaptchaFlowOptions): CaptchaFlow {
  const latest = useRef(options);
  latest.current = options;
  const [phase, setPhaseState] = useState<CaptchaPhase>('loading');
  const [current, setCurrent] = useState<CaptchaFlow['current']>(null);
  const [notice, setNotice] = useState<CaptchaNotice | null>(null);
  const [requested, setRequested] = useState<CaptchaType | undefined>(options.type);
  const phaseRef = useRef<CaptchaPhase>('loading');
  const seq = useRef(0);
  const shownAt = useRef(0);
  const startedAt = useRef<number | null>(null);
  const focusNext = useRef(options.takeFocus);

  const setPhase = (next: CaptchaPhase): void => {
    phaseRef.current = next;
    setPhaseState(next);
  };

  const load = useCallback((type: CaptchaType | undefined): void => {
    const o = latest.current;
    const ticket = ++seq.current;
    if (o.holdsFocus()) focusNext.current = true;
    setPhase('loading');
    genCaptcha(o.client, o.scope, type).then(
      (challenge) => {
        if (ticket !== seq.current) return;
        let prepared: PreparedChallenge;
        try {
          prepared = prepareChallenge(challenge);
        } catch {
          setNotice({ kind: 'error', text: latest.current.t('captcha.loadFailed') });
          setPhase('loadFailed');
          return;
        }
        shownAt.current = latest.current.now();
        startedAt.current = null;
        setCurrent({ prepared, takeFocus: focusNext.current });
        focusNext.current = false;
        setPhase('ready');
      },
      (error: unknown) => {
        if (ticket !== seq.current) return;
        const text = isApiError(error) ? error.msg : latest.current.t('captcha.loadFailed');
        setNotice({ kind: 'error', text });
        setPhase('loadFailed');
      },
    );
  }, []);

  useEffect(() => {
    load(latest.current.type);
    return () => {
      // Answers still in flight after unmounting are dropped.
      seq.current += 1;
    };
  }, [load]);

  // An unanswered challenge is replaced when it expires.
  useEffect(() => {
    if (phase !== 'ready' || current === null) return;
    const timer = setTimeout(() => load(requested), current.prepared.challenge.expiresIn);
    return () => clearTimeout(timer);
  }, [phase, current, requested, load]);

  const refresh = useCallback(() => {
    setNotice(null);
    load(requested);
  }, [load, requested]);

  const switchTo = useCallback(
    (type: CaptchaType | undefined) => {
      setNotice(null);
      setRequested(type);
      focusNext.current = true;
      load(type);
    },
    [load],
  );

  const start = useCallback(() => {
    if (phaseRef.current === 'ready' && startedAt.current === null) {
      startedAt.current = latest.current.now();
    }
  }, []);

  const submit = useCallback(
    (answer: CaptchaAnswer) => {
      if (phaseRef.current !== 'ready' || current === null) return;
      const o = latest.current;
      const ticket = seq.current;
      const { challenge } = current.prepared;
      const opTime = o.now() - (startedAt.current ?? shownAt.current);
      setNotice(null);
      setPhase('checking');
      checkCaptcha(o.client, o.scope, challenge, answer, opTime).then(
        (verification) => {
          if (ticket !== seq.current) return;
          const text = latest.current.t('captcha.success', { seconds: elapsedSeconds(opTime) });
          setNotice({ kind: 'success', text });
          setPhase('success');
          latest.current.onVerified(verification.captchaVerification, text);
        },
        (error: unknown) => {
          if (ticket !== seq.current) return;
          const text = isApiError(error) ? error.msg : latest.current.t('captcha.failed');
          setNotice({ kind: 'error', text });
          if (latest.current.errorDisplay === 'toast') showNotice('error', text);
          // The challenge is used up: a new one replaces it (the slider resets, the input clears).
          load(requested);
        },
      );
    },
    [current, load, requested],
  );

  return { phase, current, notice, requested, refresh, switchTo, start, submit };
}
