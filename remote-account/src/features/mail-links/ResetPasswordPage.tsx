import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiClient, ApiRequestError, Button, Link, useParams, useSearchParams, useTranslation } from '@casino/shared';
import { ENDPOINTS, localePath, SECTION_PATHS } from '@casino/contract';
import { PasswordField, TextField } from '@casino/shared/ui/forms';
import { PasswordResetBody } from '@casino/contract/schemas/dashboard';
import { NAMESPACE } from '../../app/namespace';
import { contractResolver } from '@casino/shared/forms/contract-resolver';
import { fieldMessage, msg, showFailure } from '../../shared/forms/messages';
import { LinkState } from '../../shared/LinkState';
import { usePageLocale } from '../../shared/page-locale';
import { ForgotPasswordForm } from '../../shared/ForgotPasswordForm';
import { isResetCode } from './mail-links';
import styles from '../../shared/auth-form.module.css';

interface ResetFields {
  email: string;
  code: string;
  newPassword: string;
}
const resolver = contractResolver<ResetFields>(PasswordResetBody);
const PASSWORD_MESSAGES = { 'validation.too_short': 'form.errors.passwordWeak', 'validation.format': 'form.errors.passwordWeak' };

/** /{lang}/reset-password/{hash}: the link from the password-reset mail; the hash is the mailed code. */
export function ResetPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const { hash } = useParams();
  const [search] = useSearchParams();
  const [outcome, setOutcome] = useState<'form' | 'done' | 'expired'>('form');
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, getValues, formState } = useForm<ResetFields>({
    defaultValues: { email: search.get('email') ?? '', code: hash ?? '', newPassword: '' },
    resolver,
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (fields) => {
    setFormError(undefined);
    try {
      await apiClient.call(ENDPOINTS['dashboard.resetPassword'], { body: { ...fields, email: fields.email.trim() } });
      setOutcome('done');
    } catch (error) {
      // A used, wrong or old code: the link is spent, a new one is one step away.
      if (error instanceof ApiRequestError && error.fieldCode('code') === 'code.wrong') return setOutcome('expired');
      setFormError(showFailure(error, ['email', 'newPassword'], setError));
    }
  });

  let body;
  if (!isResetCode(hash))
    body = (
      <LinkState tone="error" title={t('reset.invalidTitle')} text={t('reset.invalidText')} testId="reset-invalid">
        <ForgotPasswordForm />
      </LinkState>
    );
  else if (outcome === 'done')
    body = (
      <LinkState tone="success" title={t('reset.doneTitle')} text={t('reset.doneText')} testId="reset-done">
        <Link to={localePath(locale, SECTION_PATHS.login)}>{t('reset.signIn')}</Link>
      </LinkState>
    );
  else if (outcome === 'expired')
    body = (
      <LinkState tone="warning" title={t('reset.expiredTitle')} text={t('reset.expiredText')} testId="reset-expired">
        <ForgotPasswordForm email={getValues('email')} />
      </LinkState>
    );
  else
    body = (
      <form className={styles.form} onSubmit={submit} noValidate data-testid="reset-form">
        <p className={styles.hint}>{t('reset.intro')}</p>
        <TextField
          label={t('reset.email')}
          type="email"
          autoComplete="email"
          error={msg(t, fieldMessage(errors.email?.type, { 'validation.format': 'form.errors.email' }))}
          {...register('email')}
        />
        <PasswordField
          label={t('reset.newPassword')}
          hint={t('form.passwordHint')}
          autoComplete="new-password"
          error={msg(t, fieldMessage(errors.newPassword?.type, PASSWORD_MESSAGES))}
          {...register('newPassword')}
        />
        {formError && (
          <p className={styles.formError} role="alert">
            {t(formError)}
          </p>
        )}
        <Button type="submit" color="green" loading={formState.isSubmitting} text={t('reset.submit')} />
      </form>
    );

  return (
    <section className={styles.page} data-testid="reset-password-page">
      <h1 className={styles.heading}>{t('pages.resetPassword')}</h1>
      {body}
    </section>
  );
}
