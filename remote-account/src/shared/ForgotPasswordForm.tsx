import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiClient, Button, echoedError, FormPostFields, useSearchParams, useServerForm, useTranslation } from '@casino/shared';
import { TextField } from '@casino/shared/ui/forms';
import { PasswordForgotBody } from '@casino/contract/schemas/dashboard';
import { NAMESPACE } from '../app/namespace';
import { contractResolver } from '@casino/shared/forms/contract-resolver';
import { actionMessage, fieldMessage, msg, showFailure } from './forms/messages';
import styles from './auth-form.module.css';
import { ENDPOINTS, localePath } from '@casino/contract';
import { usePageLocale } from './page-locale';

interface ForgotFields {
  email: string;
}
const resolver = contractResolver<ForgotFields>(PasswordForgotBody);

/** POST /dashboard/password/forgot: the API answers the same for any address, so the page never says who has an account. */
export function ForgotPasswordForm({ email = '' }: { email?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const locale = usePageLocale();
  const [search] = useSearchParams();
  // The edge answered the form the browser sent itself (docs/server-render.md): sent (?reset=sent), or refused with
  // the typed address and its code.
  const { echo } = useServerForm('forgot-password');
  const [sent, setSent] = useState(search.get('reset') === 'sent');
  const echoedForm = echoedError(echo, '');
  const [formError, setFormError] = useState<string | undefined>(echoedForm ? actionMessage(echoedForm) : undefined);
  const { register, handleSubmit, setError, formState } = useForm<ForgotFields>({ defaultValues: { email: echo?.values.email ?? email }, resolver });
  const emailCode = formState.errors.email?.type ?? (formState.submitCount === 0 ? echoedError(echo, 'email') : undefined);

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
    <form className={styles.form} method="post" action={localePath(locale, 'login')} onSubmit={submit} noValidate data-testid="forgot-form" aria-labelledby={`${id}-title`}>
      <FormPostFields form="forgot-password" />
      <p id={`${id}-title`} className={styles.hint}>
        {t('forgot.intro')}
      </p>
      <TextField
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        error={msg(t, fieldMessage(emailCode, { 'validation.format': 'form.errors.email' }))}
        {...register('email')}
        defaultValue={echo?.values.email ?? email}
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
