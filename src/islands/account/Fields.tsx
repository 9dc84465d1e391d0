import {
  createContext,
  useContext,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import type { Translate } from './messages.ts';

/**
 * False until the island runs. The page is built ahead of time, so the form is in the HTML
 * before React takes it over: until then its fields are read-only and its buttons disabled, so
 * that nothing typed is lost and nothing is submitted as a plain HTML form.
 */
export const FormReady = createContext(true);

/** The ids of a field's hint and message, for aria-describedby. */
export const describedBy = (id: string, hint: boolean, error: boolean): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  if (error === undefined) return null;
  return (
    <p id={`${id}-error`} className="acc-error">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7.5" fill="currentColor" />
        <path d="M8 4v5M8 11.2v.6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{error}</span>
    </p>
  );
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'children' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** A button beside the input (show password, send code). */
  action?: ReactNode;
}

/** A labelled input with its hint and its message, tied to it for screen readers. */
export function TextField({
  id,
  label,
  value,
  onValue,
  error,
  hint,
  inputRef,
  action,
  className,
  ...input
}: TextFieldProps) {
  const ready = useContext(FormReady);
  return (
    <div className={`acc-field${className ? ` ${className}` : ''}`}>
      <label className="acc-label" htmlFor={id}>
        {label}
      </label>
      <div className={action === undefined ? 'acc-control' : 'acc-control has-action'}>
        <input
          {...input}
          ref={inputRef}
          id={id}
          readOnly={!ready || input.readOnly === true}
          className="acc-input"
          value={value}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={describedBy(id, hint !== undefined, error !== undefined)}
          onChange={(event) => onValue(event.target.value)}
        />
        {action}
      </div>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="acc-hint">
          {hint}
        </p>
      )}
      <FieldMessage id={id} error={error} />
    </div>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'action'> {
  showLabel: string;
}

/** A password input with a show/hide toggle (a pressed button, named "Show password"). */
export function PasswordField({ showLabel, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const ready = useContext(FormReady);
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      action={
        <button
          type="button"
          className="acc-toggle"
          aria-pressed={visible}
          aria-controls={field.id}
          disabled={!ready}
          onClick={() => setVisible((v) => !v)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />}
          </svg>
          <span className="sr-only">{showLabel}</span>
        </button>
      }
    />
  );
}

export interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  children: ReactNode;
  note?: ReactNode;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
}

export function CheckboxField({
  id,
  checked,
  onChecked,
  children,
  note,
  error,
  inputRef,
  required = false,
}: CheckboxFieldProps) {
  const ready = useContext(FormReady);
  return (
    <div className="acc-field acc-check">
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        disabled={!ready}
        checked={checked}
        aria-required={required || undefined}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy(id, note !== undefined, error !== undefined)}
        onChange={(event) => onChecked(event.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
      {note !== undefined && (
        <p id={`${id}-hint`} className="acc-hint">
          {note}
        </p>
      )}
      <FieldMessage id={id} error={error} />
    </div>
  );
}

export interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** False until the island runs: a form submitted before would reload the page. */
  ready: boolean;
}

/**
 * The form's submit button. While busy it stays focusable but does nothing (aria-disabled), so
 * that a keyboard user keeps their place and a second press does not submit twice.
 */
export function SubmitButton({ label, busyLabel, busy, ready }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="acc-submit"
      disabled={!ready}
      aria-disabled={busy || undefined}
    >
      {busy && <span className="acc-spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}

export interface CodeButtonProps {
  label: string;
  resendLabel: string;
  sendingLabel: string;
  waitLabel: string;
  /** Seconds left of the resend cooldown. */
  left: number;
  sending: boolean;
  /** A code was already sent once: the button offers to resend. */
  sent: boolean;
  ready: boolean;
  onSend: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The "send code" button with its sending state and resend countdown. */
export function CodeButton(props: CodeButtonProps) {
  const { left, sending, sent, ready } = props;
  const waiting = left > 0;
  const text = sending
    ? props.sendingLabel
    : waiting
      ? props.waitLabel
      : sent
        ? props.resendLabel
        : props.label;
  return (
    <button
      ref={props.buttonRef}
      type="button"
      className="acc-code-button"
      disabled={!ready}
      aria-disabled={sending || waiting || undefined}
      onClick={() => {
        if (!sending && !waiting) props.onSend();
      }}
    >
      {text}
    </button>
  );
}

export interface EmailCodeFieldProps {
  id: string;
  t: Translate;
  hint: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** The state of the code sender (useCodeSender). */
  code: { left: number; sending: boolean; sent: boolean };
  ready: boolean;
  onSend: () => void;
}

/** The e-mail code input with its "send code" button (login by code, register, change password). */
export function EmailCodeField({ t, code, ready, onSend, ...field }: EmailCodeFieldProps) {
  return (
    <TextField
      {...field}
      label={t('account.field.code')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={12}
      aria-required
      action={
        <CodeButton
          label={t('account.code.send')}
          resendLabel={t('account.code.resend')}
          sendingLabel={t('account.code.sending')}
          waitLabel={t('account.code.wait', { seconds: code.left })}
          left={code.left}
          sending={code.sending}
          sent={code.sent}
          ready={ready}
          onSend={onSend}
        />
      }
    />
  );
}
