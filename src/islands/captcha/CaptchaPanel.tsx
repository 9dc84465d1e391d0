import { useId, useRef } from 'react';
import { api, type ApiClient } from '../../lib/api/client.ts';
import type { CaptchaScope, CaptchaType } from '../../lib/contract/captcha.ts';
import { TEXT_FALLBACK_TYPE, TEXT_TYPES, type PreparedChallenge } from './challenge.ts';
import { ClickWord } from './ClickWord.tsx';
import type { CaptchaTranslate } from './messages.ts';
import { RotatePuzzle } from './RotatePuzzle.tsx';
import { SlidePuzzle } from './SlidePuzzle.tsx';
import type { StrategyProps } from './strategy.ts';
import { TextCode } from './TextCode.tsx';
import { useCaptchaFlow, type CaptchaErrorDisplay } from './useCaptchaFlow.ts';
import './captcha.css';

export interface CaptchaPanelProps {
  scope: CaptchaScope;
  t: CaptchaTranslate;
  /** The strategy to ask for first; by default the gateway's. */
  type?: CaptchaType | undefined;
  /** A failed check's message shows on the bar (default) or also as the page toast. */
  errorDisplay?: CaptchaErrorDisplay | undefined;
  /** The first challenge takes the focus (in the pop dialog). */
  takeFocus?: boolean | undefined;
  /** Called once with the verification token and the success text. */
  onVerified: (token: string, text: string) => void;
  client?: ApiClient | undefined;
  now?: (() => number) | undefined;
}

function Strategy(props: StrategyProps) {
  const { prepared } = props;
  switch (prepared.type) {
    case 'SLIDE_PUZZLE':
      return <SlidePuzzle {...props} prepared={prepared} />;
    case 'CLICK_WORD':
      return <ClickWord {...props} prepared={prepared} />;
    case 'ROTATE_PUZZLE':
      return <RotatePuzzle {...props} prepared={prepared} />;
    case 'STRING':
    case 'CALCULATE':
      return <TextCode {...props} prepared={prepared} />;
  }
}

const isText = (prepared: PreparedChallenge | undefined): boolean =>
  prepared !== undefined && TEXT_TYPES.has(prepared.type);

/**
 * The captcha's content, in the pop dialog or embedded in a page (SPEC §4 captcha): the
 * challenge of the current strategy, a refresh button, the switch to the text code (the
 * accessible alternative) and back, and one live region for the result.
 */
export function CaptchaPanel(props: CaptchaPanelProps) {
  const { t } = props;
  const id = useId();
  const stage = useRef<HTMLDivElement>(null);
  const flow = useCaptchaFlow({
    scope: props.scope,
    client: props.client ?? api,
    t,
    type: props.type,
    errorDisplay: props.errorDisplay ?? 'bar',
    takeFocus: props.takeFocus ?? false,
    holdsFocus: () => {
      const active = typeof document === 'undefined' ? null : document.activeElement;
      return active !== null && stage.current?.contains(active) === true;
    },
    onVerified: props.onVerified,
    now: props.now ?? Date.now,
  });
  const { phase, current, notice } = flow;
  const prepared = current?.prepared;
  const loading = phase === 'loading';
  const textShown = isText(prepared);
  // The picture puzzle last shown (asked for, or the gateway's pick): "Use a picture puzzle"
  // goes back to it from the text code. A text code the gateway picked first has no way back.
  const lastPicture = useRef<CaptchaType | undefined>(undefined);
  if (prepared !== undefined && !textShown) lastPicture.current = prepared.type;
  const pictureType =
    props.type !== undefined && !TEXT_TYPES.has(props.type) ? props.type : lastPicture.current;
  const canGoBack = textShown && pictureType !== undefined;
  // The bar strategies show the message on the bar; the live region still announces it.
  const onBar = prepared !== undefined && !textShown && prepared.type !== 'CLICK_WORD';
  const statusText = phase === 'checking' ? t('captcha.checking') : (notice?.text ?? '');

  return (
    <div className="captcha" aria-busy={loading}>
      <div ref={stage} className="captcha-body">
        {current !== null && phase !== 'loadFailed' ? (
          <div className={loading ? 'captcha-strategy is-loading' : 'captcha-strategy'}>
            <Strategy
              key={current.prepared.challenge.captchaId}
              prepared={current.prepared}
              phase={phase}
              notice={notice}
              takeFocus={current.takeFocus}
              statusId={`${id}-status`}
              t={t}
              onStart={flow.start}
              onSubmit={flow.submit}
            />
          </div>
        ) : (
          <div className="captcha-placeholder">
            {loading ? (
              <p className="captcha-loading">{t('captcha.loading')}</p>
            ) : (
              <button type="button" className="captcha-retry" onClick={flow.refresh}>
                {t('captcha.retry')}
              </button>
            )}
          </div>
        )}
      </div>
      <p
        id={`${id}-status`}
        className={
          onBar && phase !== 'loadFailed'
            ? 'sr-only'
            : `captcha-status is-${notice?.kind ?? 'info'}`
        }
        role="status"
      >
        {statusText}
      </p>
      {/* Verified is final: a form that needs another token opens or mounts a new captcha. */}
      {phase !== 'success' && (
        <div className="captcha-tools">
          <button type="button" className="captcha-link" onClick={flow.refresh}>
            <span aria-hidden="true">↻ </span>
            {t('captcha.refresh')}
          </button>
          {/* Not rendered rather than hidden: the dialog's focus trap counts every button. */}
          {(!textShown || canGoBack) && (
            <button
              type="button"
              className="captcha-link"
              onClick={() => flow.switchTo(textShown ? pictureType : TEXT_FALLBACK_TYPE)}
            >
              {t(textShown ? 'captcha.usePicture' : 'captcha.useText')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
