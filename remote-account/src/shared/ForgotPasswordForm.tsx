import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiClient, Button, useTranslation } from '@casino/shared';
import { TextField } from '@casino/shared/ui/forms';
import { PasswordForgotBody } from '@casino/contract/schemas/dashboard';
import { NAMESPACE } from '../app/namespace';
import { contractResolver } from '@casino/shared/forms/contract-resolver';
import { fieldMessage, msg, showFailure } from './forms/messages';
import styles from './auth-form.module.css';
import { ENDPOINTS } from '@casino/contract';

interface ForgotFields {
  email: string;
}
const resolver = contractResolver<ForgotFields>(PasswordForgotBody);

/** POST /dashboard/password/forgot: the API answers the same for any address, so the page never says who has an account. */
export function ForgotPasswordForm({ email = '' }: { email?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<ForgotFields>({ defaultValues: { email }, resolver });

  const submit = handleSubmit(async (fields) => {
    setFormError(undefined);
    try {
      await apiClient.call(ENDPOINTS['dashboard.forgotPassword'], { body: { email: fields.email.trim() } });
      setSent(true);
    } catch (error) {
      setFormError(showFailure(error, ['email'], setError));
    }
  });

  if (sent)
    return (
      <p role="status" data-testid="forgot-sent">
        {t('forgot.sent')}
      </p>
    );
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="forgot-form" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.hint}>
        {t('forgot.intro')}
      </p>
      <TextField
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        error={msg(t, fieldMessage(formState.errors.email?.type, { 'validation.format': 'form.errors.email' }))}
        {...register('email')}
      />
      {formError && (
        <p className={styles.formError} role="alert">
          {t(formError)}
        </p>
      )}
      <Button type="submit" color="green" loading={formState.isSubmitting} text={t('forgot.submit')} />
    </form>
  );
}
