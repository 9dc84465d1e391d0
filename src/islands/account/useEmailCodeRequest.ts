import { useState } from 'react';
import { sendCode, type OpenCodePurpose } from '../../lib/account/api.ts';
import { emailForCodeForm } from '../../lib/account/forms.ts';
import { showNotice } from '../../lib/session/notice.ts';
import type { Translate } from './messages.ts';
import type { useAccountForm } from './useAccountForm.ts';
import { useCodeSender } from './useCodeSender.ts';

/**
 * The "send code" of a form with an e-mail field (login by code, registration): checks the
 * e-mail first (SPEC §5: required before a code can be asked for), sends the code of `purpose`
 * with its cooldown, says where it went, and remembers the address for the field's hint.
 */
export function useEmailCodeRequest<V extends { email: string }>(
  form: ReturnType<typeof useAccountForm<V>>,
  purpose: OpenCodePurpose,
  t: Translate,
) {
  const code = useCodeSender();
  const [sentTo, setSentTo] = useState('');
  const requestCode = async () => {
    if (!form.check(emailForCodeForm, ['email'])) return;
    const email = form.current().email.trim();
    const sent = await code.send(
      () => sendCode({ email, purpose }),
      (error) => form.fail(error, { fields: ['email'], fallback: t('account.code.sendFailed') }),
    );
    if (!sent) return;
    setSentTo(email);
    showNotice('success', t('account.code.sent', { email }));
  };
  return { code, sentTo, requestCode };
}
