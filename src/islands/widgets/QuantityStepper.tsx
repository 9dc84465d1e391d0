import { useEffect, useId, useState } from 'react';
import type { Language } from '../../lib/contract/common.ts';
import { createTranslator } from '../../lib/i18n/translator.ts';
import type { WidgetMessages } from './messages.ts';
import './widgets.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The visible label of the field ("Nights", "Adults"). */
  label: string;
  locale: Language;
  messages: WidgetMessages;
  /** Default 1. */
  min?: number | undefined;
  /** Default unbounded. */
  max?: number | undefined;
  disabled?: boolean | undefined;
}

/** The whole number typed, or null when the text is not one or is out of range. */
export function parseQuantity(text: string, min: number, max: number): number | null {
  if (!/^\s*-?\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

/**
 * A number with − and + buttons (SPEC §5): a minimum (default 1), a maximum (default none), and a
 * disabled state. Typed values outside the range are flagged and not taken; leaving the field
 * puts the last valid value back.
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const { value, onChange, label, locale, messages, disabled = false } = props;
  const min = props.min ?? 1;
  const max = props.max ?? Number.POSITIVE_INFINITY;
  const t = createTranslator(locale, messages);
  const id = useId();
  const [text, setText] = useState(String(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText(String(value));
    setInvalid(false);
  }, [value]);

  const set = (next: number) => {
    const clamped = Math.min(max, Math.max(min, next));
    setText(String(clamped));
    setInvalid(false);
    if (clamped !== value) onChange(clamped);
  };
  const hint = Number.isFinite(max)
    ? t('widgets.stepper.range', { min, max })
    : t('widgets.stepper.atLeast', { min });

  return (
    <div className="stepper" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="stepper-label">
        {label}
      </label>
      <div className="stepper-controls">
        <button
          type="button"
          className="stepper-button"
          aria-label={t('widgets.stepper.decrease', { label })}
          disabled={disabled || value <= min}
          onClick={() => set(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={`${id}-input`}
          className="stepper-input"
          type="number"
          inputMode="numeric"
          min={min}
          max={Number.isFinite(max) ? max : undefined}
          step={1}
          value={text}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = parseQuantity(event.target.value, min, max);
            setInvalid(parsed === null);
            if (parsed !== null && parsed !== value) onChange(parsed);
          }}
          onBlur={() => {
            setText(String(value));
            setInvalid(false);
          }}
        />
        <button
          type="button"
          className="stepper-button"
          aria-label={t('widgets.stepper.increase', { label })}
          disabled={disabled || value >= max}
          onClick={() => set(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="stepper-error" role="alert">
          {hint}
        </p>
      )}
    </div>
  );
}
