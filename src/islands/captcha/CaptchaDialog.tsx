import type { ApiClient } from '../../lib/api/client.ts';
import type { CaptchaScope, CaptchaType } from '../../lib/contract/captcha.ts';
import { Dialog } from '../widgets/Dialog.tsx';
import { CaptchaPanel } from './CaptchaPanel.tsx';
import type { Language } from '../../lib/contract/common.ts';
import { createTranslator } from '../../lib/i18n/translator.ts';
import type { CaptchaMessages } from './messages.ts';
import type { CaptchaErrorDisplay } from './useCaptchaFlow.ts';

export interface CaptchaDialogProps {
  open: boolean;
  scope: CaptchaScope;
  locale: Language;
  messages: CaptchaMessages;
  type?: CaptchaType | undefined;
  errorDisplay?: CaptchaErrorDisplay | undefined;
  /** Escape, the close button or a click outside. */
  onClose: () => void;
  onVerified: (token: string, text: string) => void;
  client?: ApiClient | undefined;
}

/**
 * Pop mode (SPEC §4 captcha): the captcha in a modal dialog that traps the focus and gives it
 * back on close. Closing (Escape, the close button, a click outside) unmounts the challenge, so
 * the next opening starts from a fresh one.
 */
export function CaptchaDialog(props: CaptchaDialogProps) {
  const t = createTranslator(props.locale, props.messages);
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={t('captcha.title')}
      closeLabel={t('captcha.close')}
    >
      <CaptchaPanel
        scope={props.scope}
        t={t}
        type={props.type}
        errorDisplay={props.errorDisplay}
        takeFocus
        onVerified={props.onVerified}
        client={props.client}
      />
    </Dialog>
  );
}
