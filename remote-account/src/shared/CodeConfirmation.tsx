import { useState } from 'react';
import { Button, useTranslation } from '@casino/shared';
import { TextField } from '@casino/shared/ui/forms';
import { CodeBody } from '@casino/contract/schemas/dashboard';
import { NAMESPACE } from '../app/namespace';
import { actionMessage } from './forms/messages';
import { useContractForm } from './forms/use-contract-form';
import styles from './player-area.module.css';

/**
 * The one-time-code step: the code was sent (by mail or SMS), the player types it, or asks again. `onConfirm` sends
 * the code; its field errors (a wrong or old code) show under the input.
 */
export function CodeConfirmation({
  sentText,
  onConfirm,
  onResend,
  onDone,
  submitText,
  testId,
}: {
  sentText: string;
  onConfirm: (code: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
  onDone: () => void;
  submitText?: string;
  testId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [resent, setResent] = useState<string>();
  const form = useContractForm<{ code: string }>({
    schema: CodeBody,
    defaultValues: { code: '' },
    send: async ({ code }) => {
      await onConfirm(code);
      onDone();
    },
    overrides: { code: { 'validation.format': 'form.errors.codeFormat', 'validation.required': 'form.errors.codeFormat' } },
  });
  const resend = async () => {
    try {
      await onResend();
      setResent('code.resent');
    } catch (error) {
      setResent(actionMessage((error as { code?: string }).code));
    }
  };
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate data-testid={testId}>
      <p className={styles.muted}>{sentText}</p>
      <TextField
        label={t('code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.errorOf('code')}
        {...form.register('code')}
      />
      {form.formError && (
        <p className={styles.error} role="alert">
          {form.formError}
        </p>
      )}
      {resent && (
        <p className={styles.muted} role="status">
          {t(resent)}
        </p>
      )}
      <div className={styles.rowActions}>
        <Button type="submit" color="green" loading={form.pending} text={submitText ?? t('code.submit')} />
        <Button color="link" text={t('code.resend')} onClick={() => void resend()} />
      </div>
    </form>
  );
}
