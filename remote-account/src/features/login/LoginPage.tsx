import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, Button, localePath, useSession } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { safeRedirect } from '../../shared/safe-redirect';
import { loadPublicSettings } from '../../shared/public-settings';
import { TextField } from '../../shared/form-fields';
import { RobotCheck } from '../../shared/RobotCheck';
import { SocialSignIn } from '../../shared/SocialSignIn';
import { usePageLocale } from '../../shared/page-locale';
import { validateLogin, type LoginErrors, type LoginFields } from './validate-login';
import styles from '../../shared/auth-form.module.css';

/** What the API's answer means for the player, as a translation key (its own messages are English only). */
function explain(error: unknown): { field?: keyof LoginFields; key: string; needsCode?: boolean } {
  if (!(error instanceof ApiRequestError)) return { key: 'login.errors.generic' };
  const codeError = error.errors.find((e) => e.field === 'code' || e.field === 'body.code');
  if (error.status === 403 && codeError) {
    return codeError.message.includes('wrong')
      ? { field: 'code', key: 'login.errors.codeWrong', needsCode: true }
      : { field: 'code', key: 'login.errors.codeRequired', needsCode: true };
  }
  if (error.status === 401) return { key: 'login.errors.wrongCredentials' };
  if (error.status === 429) return { key: 'login.errors.rateLimited' };
  if (error.status === 400) {
    const field = error.errors
      .map((e) => e.field.replace(/^body\./, ''))
      .find((f) => f === 'login' || f === 'password');
    if (field) return { field: field as keyof LoginFields, key: 'login.errors.invalid' };
  }
  return { key: 'login.errors.generic' };
}

/** /{lang}/login: login or e-mail and password (and a two-factor code when the account has one), then back to where the player was. */
export function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { signIn } = useSession();
  const [fields, setFields] = useState<LoginFields>({ login: '', password: '', code: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const [sending, setSending] = useState(false);
  const [siteKey, setSiteKey] = useState('');
  const [robotToken, setRobotToken] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    void loadPublicSettings().then((settings) =>
      setSiteKey(settings?.recaptcha.enabled ? settings.recaptcha.siteKey : ''),
    );
  }, []);

  const change = (name: keyof LoginFields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateLogin(fields, needsCode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (siteKey && !robotToken) {
      setFormError('robotCheck.required');
      return;
    }
    setSending(true);
    try {
      await signIn({
        login: fields.login.trim(),
        password: fields.password,
        ...(needsCode ? { code: fields.code } : {}),
        ...(robotToken ? { recaptchaToken: robotToken } : {}),
      });
      navigate(safeRedirect(search.get('redirect'), localePath(locale)), { replace: true });
    } catch (error) {
      const meaning = explain(error);
      if (meaning.needsCode) setNeedsCode(true);
      if (meaning.field) setErrors({ [meaning.field]: meaning.key });
      else setFormError(meaning.key);
      setSending(false);
    }
  };

  const field = (
    name: keyof LoginFields,
    type: string,
    autoComplete: string,
    inputProps: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <TextField
      formId={id}
      name={name}
      label={t(`login.${name}`)}
      type={type}
      autoComplete={autoComplete}
      value={fields[name]}
      onChange={change(name)}
      error={errors[name]}
      inputProps={inputProps}
    />
  );

  return (
    <section className={styles.page} data-testid="login-page">
      <h1 className={styles.heading}>{t('login.title')}</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        {field('login', 'text', 'username')}
        {field('password', 'password', 'current-password')}
        {needsCode && field('code', 'text', 'one-time-code', { inputMode: 'numeric', maxLength: 6 })}
        <RobotCheck siteKey={siteKey} lang={locale} onToken={setRobotToken} />
        {formError && (
          <p className={styles.formError} role="alert" data-testid="form-error">
            {t(formError)}
          </p>
        )}
        <Button type="submit" color="green" loading={sending} text={t('login.submit')} />
      </form>
      <SocialSignIn locale={locale} />
      <p className={styles.switch}>
        {t('login.noAccount')} <Link to={localePath(locale, 'registration')}>{t('login.register')}</Link>
      </p>
    </section>
  );
}
