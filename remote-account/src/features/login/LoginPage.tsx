import { useId, useState, type InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { Button, echoedError, FormPostFields, Link, useNavigate, useSearchParams, useServerForm, useSessionActions, useTranslation } from '@casino/shared';
import { localePath, type Locale } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import { formFailure } from '../../shared/forms/api-errors';
import { safeRedirect } from '../../shared/safe-redirect';
import { usePublicSettings } from '../../shared/public-settings';
import { TextField } from '../../shared/form-fields';
import { RobotCheck } from '../../shared/RobotCheck';
import { SocialSignIn } from '../../shared/SocialSignIn';
import { usePageLocale } from '../../shared/page-locale';
import { ForgotPasswordForm } from '../../shared/ForgotPasswordForm';
import {
  loginFieldMessage,
  loginFormMessage,
  loginResolver,
  TWO_FACTOR_CODES,
  type LoginContext,
  type LoginFields,
} from './login-form';
import styles from '../../shared/auth-form.module.css';

const FIELDS = ['login', 'password', 'code'] as const;

/** /{lang}/login: login or e-mail and password (and a two-factor code when the account has one), then back to where the player was. */
export function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { signIn } = useSessionActions();
  // What the edge sent back when the browser posted the form itself (docs/server-render.md): typed values and codes.
  const { echo } = useServerForm('sign-in');
  const { echo: forgotEcho } = useServerForm('forgot-password');
  const echoedCode = echoedError(echo, 'code');
  // The edge answered the password with "now the code" (JavaScript off, or sent before hydration). The API checks the
  // password and the code together, and the edge never keeps a password nor puts it in a page, so the field comes back
  // empty: the page says why, beside it (docs/server-render.md, "Two-factor sign-in without JavaScript").
  const echoedTwoFactor = Boolean(echoedCode && TWO_FACTOR_CODES.includes(echoedCode));
  const [needsCode, setNeedsCode] = useState(echoedTwoFactor);
  // Open when asked by the address (the toggle without JavaScript), or after the edge answered the reset form.
  const [forgot, setForgot] = useState(() => search.has('forgot') || search.get('reset') === 'sent' || Boolean(forgotEcho));
  const echoedForm = echoedError(echo, '');
  const [formError, setFormError] = useState<string | null>(echoedForm ? loginFormMessage(echoedForm as never) : null);
  const settings = usePublicSettings();
  const siteKey = settings?.recaptcha.enabled ? settings.recaptcha.siteKey : '';
  const [robotToken, setRobotToken] = useState<string | null>(null);
  const id = useId();
  const redirect = search.get('redirect');
  const redirectTo = redirect && safeRedirect(redirect, '') ? redirect : null;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LoginFields, LoginContext>({
    defaultValues: { login: echo?.values.login ?? '', password: '', code: '' },
    resolver: loginResolver,
    context: { needsCode },
  });

  const submit = handleSubmit(async (fields) => {
    setFormError(null);
    if (siteKey && !robotToken) {
      setFormError('robotCheck.required');
      return;
    }
    try {
      await signIn({
        login: fields.login.trim(),
        password: fields.password,
        ...(needsCode ? { code: fields.code } : {}),
        ...(robotToken ? { recaptchaToken: robotToken } : {}),
      });
      navigate(safeRedirect(search.get('redirect'), localePath(locale)), { replace: true });
    } catch (error) {
      // The typed values stay in the form; the API's errors go next to their fields, by code.
      const failure = formFailure(error, FIELDS);
      if (failure.fields.code && TWO_FACTOR_CODES.includes(failure.fields.code)) setNeedsCode(true);
      for (const [name, code] of Object.entries(failure.fields)) setError(name as keyof LoginFields, { type: code });
      if (failure.form) setFormError(loginFormMessage(failure.form));
    }
  }, () => setFormError(null));

  const field = (
    name: keyof LoginFields,
    type: string,
    autoComplete: string,
    inputProps: InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => {
    const code = errors[name]?.type ?? (submitCount === 0 ? echoedError(echo, name) : undefined);
    return (
      <TextField
        formId={id}
        name={name}
        label={t(`login.${name}`)}
        type={type}
        autoComplete={autoComplete}
        error={code ? loginFieldMessage(name, code) : undefined}
        hint={hint}
        // The kept login is in the server's markup too (react-hook-form sets values only once the page is live).
        inputProps={{ ...inputProps, ...register(name), ...(name === 'login' ? { defaultValue: echo?.values.login ?? '' } : {}) }}
      />
    );
  };

  return (
    <div className={styles.split}>
    <section className={styles.page} data-testid="login-page">
      <h1 className={styles.heading}>{t('login.title')}</h1>
      {/* A real form: sent before the app is live (or without JavaScript), the edge signs in (host/server/form-posts.ts). */}
      <form className={styles.form} method="post" action={localePath(locale, 'login')} onSubmit={submit} noValidate>
        <FormPostFields form="sign-in" />
        {redirectTo && <input type="hidden" name="redirect" value={redirectTo} />}
        {field('login', 'text', 'username')}
        {field('password', 'password', 'current-password', {}, echoedTwoFactor && submitCount === 0 ? t('login.passwordAgain') : undefined)}
        {needsCode && field('code', 'text', 'one-time-code', { inputMode: 'numeric', maxLength: 6 })}
        <RobotCheck siteKey={siteKey} lang={locale} onToken={setRobotToken} />
        {formError && (
          <p className={styles.formError} role="alert" data-testid="form-error">
            {t(formError)}
          </p>
        )}
        <Button type="submit" color="green" loading={isSubmitting} text={t('login.submit')} />
      </form>
      {/* Without JavaScript the toggle asks for this page with ?forgot, which draws the reset form open. */}
      <form className={styles.switch} method="get" action={localePath(locale, 'login')}>
        {redirectTo && <input type="hidden" name="redirect" value={redirectTo} />}
        <Button
          type="submit"
          name="forgot"
          value="1"
          color="link"
          text={t('forgot.open')}
          aria-expanded={forgot}
          onClick={(event) => {
            event.preventDefault();
            setForgot((open) => !open);
          }}
        />
      </form>
      {forgot && <ForgotPasswordForm />}
      <SocialSignIn locale={locale} returnTo={safeRedirect(search.get('redirect'), localePath(locale))} />
      <p className={styles.switch}>
        {t('login.noAccount')} <Link to={localePath(locale, 'registration')}>{t('login.register')}</Link>
      </p>
    </section>
    <WelcomePanel locale={locale} />
    </div>
  );
}

/** Beside the form on wide screens (issue 34: the page used 440 of 1366 px): what a new player gets, and the way in. */
function WelcomePanel({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <aside className={styles.welcome} aria-labelledby="login-welcome-title" data-testid="login-welcome">
      <h2 id="login-welcome-title" className={styles.welcomeTitle}>
        {t('login.welcome.title')}
      </h2>
      <ul className={styles.welcomeList}>
        <li>{t('login.welcome.bonus')}</li>
        <li>{t('login.welcome.demo')}</li>
        <li>{t('login.welcome.tournaments')}</li>
      </ul>
      <Link className={styles.welcomeCta} to={localePath(locale, 'registration')}>
        {t('login.welcome.cta')}
      </Link>
    </aside>
  );
}
