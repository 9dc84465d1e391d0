import { useRef, useState } from 'react';
import { mapApiError, type ErrorMapping } from '../../lib/account/errors.ts';
import type { AccountErrors, AccountForm } from '../../lib/account/forms.ts';
import { checkForm, firstError } from '../../lib/validation/issues.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { useSubmitMutation } from '../useSubmitMutation.ts';
import { messageText, type Translate } from './messages.ts';

export type FieldTexts<V> = { [K in keyof V]?: string };
type Shown<V> = { [K in keyof V]?: { text: string; fromGateway: boolean } };

/**
 * The state of an account form: its values (never lost on an error), one message per field,
 * the element of each field (for the focus) and its submit (a TanStack mutation: busy while it
 * runs, one at a time).
 * - `check(form)` validates with the form's schema (src/lib/account/forms.ts); on failure every field shows its message, the first one is the
 *   toast and the focus moves to the first invalid field (SPEC §5).
 * - `fail(error, mapping)` does the same with a gateway failure.
 * - as the visitor types, a field with a message is checked again and loses it once it passes.
 *   Client messages of the other fields follow too (a confirmation follows its password); a
 *   gateway message stays until its own field changes.
 */
export function useAccountForm<V extends object>(initial: V, t: Translate) {
  const [values, setValuesState] = useState<V>(initial);
  const valuesRef = useRef<V>(initial);
  const [shown, setShown] = useState<Shown<V>>({});
  /** The form last checked for each field: what a field is checked again with as it changes. */
  const formsRef = useRef<{ [K in keyof V]?: AccountForm<V> }>({});
  const elements = useRef<{ [K in keyof V]?: HTMLElement | null }>({});

  const setValues = (next: V) => {
    valuesRef.current = next;
    setValuesState(next);
  };

  const focus = (field: keyof V) => {
    elements.current[field]?.focus();
  };

  const textsOf = (found: AccountErrors<V>): Shown<V> => {
    const texts: Shown<V> = {};
    for (const [field, message] of Object.entries(found) as [
      keyof V,
      AccountErrors<V>[keyof V],
    ][]) {
      if (message !== undefined)
        texts[field] = { text: messageText(t, message), fromGateway: false };
    }
    return texts;
  };

  /** The fields' messages by the form each was last checked with. */
  const recheckFields = (next: V, fields: readonly (keyof V)[]): AccountErrors<V> => {
    const found: AccountErrors<V> = {};
    for (const field of fields) {
      const form = formsRef.current[field];
      if (form !== undefined) Object.assign(found, checkForm(form, next, [field]));
    }
    return found;
  };

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...valuesRef.current, [field]: value };
    setValues(next);
    setShown((current) => {
      const recheck = (Object.keys(current) as (keyof V)[]).filter(
        (f) => f === field || current[f]?.fromGateway === false,
      );
      if (recheck.length === 0) return current;
      const found = textsOf(recheckFields(next, recheck));
      const updated: Shown<V> = { ...current };
      for (const f of recheck) {
        const failure = found[f];
        if (failure !== undefined) updated[f] = failure;
        else delete updated[f];
      }
      return updated;
    });
  };

  /** Validates `fields` (every field of `form` by default); true when they pass. */
  const check = <W>(form: AccountForm<W>, fields?: readonly (keyof V & keyof W)[]): boolean => {
    // a form of some of the fields (the e-mail before a code) checks the whole values
    const spec = form as unknown as AccountForm<V>;
    const checked = fields ?? (Object.keys(spec.messages) as (keyof V)[]);
    for (const field of checked) formsRef.current[field] = spec;
    const current = valuesRef.current;
    const found = checkForm(spec, current, checked);
    setShown((before) => {
      const after: Shown<V> = fields === undefined ? {} : { ...before };
      for (const f of checked) delete after[f];
      return { ...after, ...textsOf(found) };
    });
    const first = firstError(found);
    if (first === null) return true;
    showNotice('error', messageText(t, first.message));
    focus(first.field);
    return false;
  };

  /** Shows a failed call: the gateway's field messages, the toast and the focus. */
  const fail = <F extends keyof V & string>(error: unknown, mapping: ErrorMapping<F>) => {
    const mapped = mapApiError(error, mapping);
    if (mapped === null) return;
    const fromGateway: Shown<V> = {};
    for (const field of mapping.fields) {
      const text = mapped.fields[field];
      if (text !== undefined) fromGateway[field] = { text, fromGateway: true };
    }
    setShown((before) => ({ ...before, ...fromGateway }));
    showNotice('error', mapped.toast);
    if (mapped.firstField !== null) focus(mapped.firstField);
  };

  /** The submit's call; `run` hands it the action. */
  const submission = useSubmitMutation({
    mutationFn: (action: () => Promise<boolean | void>) => action(),
  });
  // an action that resolved true is leaving the page: the form stays busy
  const busy = submission.isPending || submission.data === true;

  /**
   * Runs a submit unless one is running. When `action` resolves true the page is leaving and
   * the form stays busy.
   */
  const run = async (action: () => Promise<boolean | void>): Promise<void> => {
    if (busy || submission.running()) return;
    await submission.mutateAsync(action);
  };

  /** The ref callback of a field's focusable element. */
  const bind = (field: keyof V) => (element: HTMLElement | null) => {
    elements.current[field] = element;
  };

  const errors: FieldTexts<V> = {};
  for (const [field, entry] of Object.entries(shown) as [keyof V, Shown<V>[keyof V]][]) {
    if (entry !== undefined) errors[field] = entry.text;
  }

  return {
    values,
    /** The latest values, also inside a handler of a render that is already stale. */
    current: () => valuesRef.current,
    setValues,
    set,
    errors,
    check,
    fail,
    run,
    busy,
    bind,
    focus,
    clearErrors: () => setShown({}),
  };
}
