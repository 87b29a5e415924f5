import { useTranslation } from '@casino/shared';
import { PasswordField } from '@casino/shared/ui/forms';
import { PasswordChangeBody } from '@casino/contract/schemas/dashboard';
import { NAMESPACE } from '../../app/namespace';
import { FormFooter } from '../../shared/FormFooter';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { changePassword } from './profile-api';
import styles from '../../shared/player-area.module.css';

const WEAK = { 'validation.too_short': 'form.errors.passwordWeak', 'validation.format': 'form.errors.passwordWeak' };

/** /{lang}/player/profile/password: the current password, then the new one; the API signs every other session out. */
export function PasswordSection() {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm<{ currentPassword: string; newPassword: string }>({
    schema: PasswordChangeBody,
    defaultValues: { currentPassword: '', newPassword: '' },
    send: async (fields) => {
      await changePassword(fields);
      form.reset();
    },
    overrides: { currentPassword: { 'code.wrong': 'form.errors.wrongPassword', 'validation.invalid': 'form.errors.wrongPassword' }, newPassword: WEAK },
  });
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={form.submit} noValidate data-testid="password-form">
      <h2 className={styles.subheading}>{t('password.title')}</h2>
      <PasswordField label={t('password.current')} autoComplete="current-password" error={form.errorOf('currentPassword')} {...form.register('currentPassword')} />
      <PasswordField label={t('password.new')} hint={t('form.passwordHint')} autoComplete="new-password" error={form.errorOf('newPassword')} {...form.register('newPassword')} />
      <FormFooter error={form.formError} success={form.done ? t('password.changed') : undefined} submitText={t('password.submit')} pending={form.pending} testId="password" />
    </form>
  );
}
