import { useId } from 'react';
import type { ApiClient } from '../../lib/api/client.ts';
import type { CaptchaScope, CaptchaType } from '../../lib/contract/captcha.ts';
import { CaptchaPanel } from './CaptchaPanel.tsx';
import type { Language } from '../../lib/contract/common.ts';
import { createTranslator } from '../../lib/i18n/translator.ts';
import type { CaptchaMessages } from './messages.ts';
import type { CaptchaErrorDisplay } from './useCaptchaFlow.ts';

export interface CaptchaProps {
  scope: CaptchaScope;
  locale: Language;
  messages: CaptchaMessages;
  type?: CaptchaType | undefined;
  errorDisplay?: CaptchaErrorDisplay | undefined;
  /** The verification token for the protected call (header X-Captcha-Verification). */
  onVerified: (token: string, text: string) => void;
  client?: ApiClient | undefined;
}

/**
 * Embedded mode (SPEC §4 captcha): the captcha inline in a form, as a labelled group. After
 * success it stays showing the seconds; a form that needs another token remounts it (a new
 * `key`).
 */
export function Captcha(props: CaptchaProps) {
  const t = createTranslator(props.locale, props.messages);
  const id = useId();
  return (
    <section className="captcha-embedded" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="captcha-title">
        {t('captcha.title')}
      </h2>
      <CaptchaPanel
        scope={props.scope}
        t={t}
        type={props.type}
        errorDisplay={props.errorDisplay}
        onVerified={props.onVerified}
        client={props.client}
      />
    </section>
  );
}
