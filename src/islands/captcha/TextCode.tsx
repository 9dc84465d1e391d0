import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from '../../lib/contract/captcha.ts';
import { isLocked, type StrategyProps } from './strategy.ts';

type TextPrepared = Extract<StrategyProps['prepared'], { type: 'STRING' | 'CALCULATE' }>;

/** The longest answer the contract accepts. */
const MAX_LENGTH = 16;

/**
 * Image code (STRING) and arithmetic (CALCULATE), the accessible alternative to the picture
 * puzzles (SPEC §4): a labelled text input under the picture; the submit button stays disabled
 * until something is typed, and the timer starts at the first input. The answer is `{text}`.
 */
export function TextCode(props: StrategyProps<TextPrepared>) {
  const { prepared, phase, t } = props;
  const calculate = prepared.type === 'CALCULATE';
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const answer = text.trim();
  const locked = isLocked(phase);

  useEffect(() => {
    if (props.takeFocus) input.current?.focus();
    // Only when the picture appears: a new challenge mounts a new component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!locked && answer !== '') props.onSubmit({ text: answer });
  };

  const invalid = props.notice?.kind === 'error' && text === '';
  return (
    <form className="captcha-text" onSubmit={onSubmit} noValidate>
      <div className="captcha-stage">
        <img
          className="captcha-main"
          src={prepared.challenge.mainImageBase64}
          alt={t(calculate ? 'captcha.text.calculateImage' : 'captcha.text.stringImage')}
          width={CAPTCHA_IMAGE_WIDTH}
          height={CAPTCHA_IMAGE_HEIGHT}
          draggable={false}
        />
      </div>
      <label className="captcha-text-label" htmlFor={`${id}-input`}>
        {t(calculate ? 'captcha.text.calculateLabel' : 'captcha.text.stringLabel')}
      </label>
      <div className="captcha-text-row">
        <input
          ref={input}
          id={`${id}-input`}
          className="captcha-text-input"
          type="text"
          value={text}
          maxLength={MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          inputMode={calculate ? 'numeric' : 'text'}
          readOnly={locked}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? props.statusId : undefined}
          onChange={(event) => {
            props.onStart();
            setText(event.target.value);
          }}
        />
        <button
          type="submit"
          className="captcha-submit"
          disabled={answer === ''}
          aria-disabled={locked || undefined}
        >
          {t('captcha.text.submit')}
        </button>
      </div>
    </form>
  );
}
