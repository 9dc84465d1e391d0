import { useEffect, useState } from 'react';
import type { Language } from '../../lib/contract/common.ts';
import { createTranslator } from '../../lib/i18n/translator.ts';
import type { WidgetMessages } from './messages.ts';
import '../../styles/app.css';

export interface CopyCodeProps {
  /** The code: an order number, a redemption or confirmation code. */
  value: string;
  /** What the code is ("Order number"), for the button's name. */
  label: string;
  locale: Language;
  messages: WidgetMessages;
}

/** How long the button says "Copied". */
const COPIED_MS = 2000;

/** Puts text on the clipboard: the async clipboard, else a selected field (older browsers). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.className = 'sr-only';
    document.body.append(field);
    field.select();
    const done = document.execCommand('copy');
    field.remove();
    return done;
  }
}

/**
 * A code shown on one line, never broken inside (it scrolls sideways in its box on the
 * narrowest screens), with a button that copies it; the button says "Copied" for a moment.
 */
export function CopyCode({ value, label, locale, messages }: CopyCodeProps) {
  const t = createTranslator(locale, messages);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span className="ui-code">
      <code>{value}</code>
      <button
        type="button"
        className="ui-btn ui-btn--sm"
        aria-label={t('widgets.copy.label', { label })}
        onClick={() => void copyText(value).then(setCopied)}
      >
        <span aria-hidden="true">{t(copied ? 'widgets.copy.done' : 'widgets.copy.button')}</span>
      </button>
      <span className="sr-only" role="status">
        {copied ? t('widgets.copy.doneLabel', { label }) : ''}
      </span>
    </span>
  );
}
