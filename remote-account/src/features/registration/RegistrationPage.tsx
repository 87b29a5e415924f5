import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Button,
  echoedError,
  FormPostFields,
  Link,
  preloadTrans,
  type RegistrationForm,
  Trans,
  useNavigate,
  useServerForm,
  useSessionActions,
  useTranslation,
} from '@casino/shared';
import { localePath } from '@casino/contract';
import { readLimitInput, setLimit } from '../../shared/limits-api';
import { NAMESPACE } from '../../app/namespace';
import { formFailure } from '../../shared/forms/api-errors';
import { usePublicSettings } from '../../shared/public-settings';
import { FieldError, fieldA11y, TextField } from '../../shared/form-fields';
import { RobotCheck } from '../../shared/RobotCheck';
import { SocialSignIn } from '../../shared/SocialSignIn';
import { usePageLocale } from '../../shared/page-locale';
import {
  REGISTRATION_ALIASES,
  REGISTRATION_FIELDS,
  registrationFieldMessage,
  registrationFormMessage,
  registrationResolver,
  type RegistrationFields,
} from './registration-form';
import styles from '../../shared/auth-form.module.css';

// The terms line is a Trans: its code loads with this page's, so the form is whole in its first render.
void preloadTrans();

/** /{lang}/registration: e-mail, password, currency, optional nickname and promo code, the terms tick; signed in on success. */
export function RegistrationPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const navigate = useNavigate();
  const { register: createAccount } = useSessionActions();
  // What the edge sent back when the browser posted the form itself (docs/server-render.md): typed values and codes.
  const { echo } = useServerForm('registration');
  const echoedForm = echoedError(echo, '');
  const [formError, setFormError] = useState<string | null>(echoedForm ? registrationFormMessage(echoedForm as never) : null);
  const settings = usePublicSettings();
  const currencies = settings?.currencies ?? [];
  const siteKey = settings?.recaptcha.enabled ? settings.recaptcha.siteKey : '';
  const [robotToken, setRobotToken] = useState<string | null>(null);
  // The optional deposit limit (issue 35, UKGC RTS 12: offered at registration), set right after the account exists.
  const [depositLimit, setDepositLimit] = useState(echo?.values.depositLimit ?? '');
  const [depositLimitError, setDepositLimitError] = useState<string>();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<RegistrationFields>({
    defaultValues: {
      email: echo?.values.email ?? '',
      password: '',
      nickname: echo?.values.nickname ?? '',
      currency: echo?.values.currency ?? settings?.defaultCurrency ?? '',
      promoCode: echo?.values.promoCode ?? '',
      termsAccepted: echo?.values.termsAccepted === 'on' || echo?.values.termsAccepted === 'true',
    },
    resolver: registrationResolver,
  });

  // Settings that arrive after the first render (a retry after a failure) still preselect the default currency.
  const defaultCurrency = settings?.defaultCurrency;
  useEffect(() => {
    if (defaultCurrency && !getValues('currency')) setValue('currency', defaultCurrency);
  }, [defaultCurrency, getValues, setValue]);

  const submit = handleSubmit(async (fields) => {
    setFormError(null);
    if (siteKey && !robotToken) {
      setFormError('robotCheck.required');
      return;
    }
    const limitCurrency = fields.currency || settings?.defaultCurrency || 'EUR';
    const limitAmount = depositLimit.trim() ? readLimitInput(depositLimit, 'deposit.day', limitCurrency === 'BTC' ? 8 : 2) : null;
    if (depositLimit.trim() && limitAmount === null) {
      setDepositLimitError('limits.registration.bad');
      return;
    }
    setDepositLimitError(undefined);
    try {
      await createAccount({
        email: fields.email.trim(),
        password: fields.password,
        termsAccepted: true,
        locale,
        ...(fields.nickname.trim() ? { nickname: fields.nickname.trim() } : {}),
        ...(fields.currency ? { currency: fields.currency as RegistrationForm['currency'] } : {}),
        ...(fields.promoCode.trim() ? { promoCode: fields.promoCode.trim() } : {}),
        ...(robotToken ? { recaptchaToken: robotToken } : {}),
      });
      if (limitAmount !== null) {
        // The account exists: a limit the API refuses now is set on the Limits page instead of losing the player.
        const limitSet = await setLimit({ kind: 'deposit.day', amount: limitAmount }).then(() => true, () => false);
        if (!limitSet) return navigate(localePath(locale, 'player/limits'), { replace: true });
      }
      navigate(localePath(locale), { replace: true });
    } catch (error) {
      // What the player typed stays; the API's errors go next to their fields, by code (409: taken, 400: refused).
      const failure = formFailure(error, REGISTRATION_FIELDS, REGISTRATION_ALIASES);
      for (const [name, code] of Object.entries(failure.fields)) setError(name as keyof RegistrationFields, { type: code });
      if (failure.form) setFormError(registrationFormMessage(failure.form));
    }
  }, () => setFormError(null));

  const messageOf = (name: keyof RegistrationFields) => {
    const code = errors[name]?.type ?? (submitCount === 0 ? echoedError(echo, name) : undefined);
    return code ? registrationFieldMessage(name, code as never) : undefined;
  };
  const errorOf = (name: keyof RegistrationFields) => <FieldError formId={id} name={name} error={messageOf(name)} />;
  const a11y = (name: keyof RegistrationFields) => fieldA11y(id, name, messageOf(name));
  const text = (
    name: 'email' | 'password' | 'nickname' | 'promoCode',
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <TextField
      formId={id}
      name={name}
      label={t(`registration.${name}`)}
      type={type}
      autoComplete={autoComplete}
      error={messageOf(name)}
      hint={hint}
      // The kept values are in the server's markup too (react-hook-form sets values only once the page is live).
      inputProps={{ ...register(name), ...(name === 'password' ? {} : { defaultValue: echo?.values[name] ?? '' }) }}
    />
  );
  const pageLink = (page: string) => (
    <a href={localePath(locale, `display/${page}`)} target="_blank" rel="noopener noreferrer" />
  );

  return (
    <section className={styles.page} data-testid="registration-page">
      <h1 className={styles.heading}>{t('registration.title')}</h1>
      {/* A real form: sent before the app is live (or without JavaScript), the edge registers (host/server/form-posts.ts). */}
      <form className={styles.form} method="post" action={localePath(locale, 'registration')} onSubmit={submit} noValidate>
        <FormPostFields form="registration" />
        {text('email', 'email', 'email')}
        {text('password', 'password', 'new-password', t('registration.passwordHint'))}
        {text('nickname', 'text', 'nickname')}
        {currencies.length > 0 && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-currency`}>
              {t('registration.currency')}
            </label>
            <select
              id={`${id}-currency`}
              className={styles.input}
              {...register('currency')}
              defaultValue={echo?.values.currency ?? settings?.defaultCurrency ?? ''}
              {...a11y('currency')}
            >
              {currencies.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {currency.code} {currency.symbol}
                </option>
              ))}
            </select>
            {errorOf('currency')}
          </div>
        )}
        {text('promoCode', 'text', 'off')}
        <TextField
          formId={id}
          name="depositLimit"
          label={t('limits.registration.label')}
          type="text"
          autoComplete="off"
          value={depositLimit}
          onChange={(event) => setDepositLimit(event.target.value)}
          error={depositLimitError}
          hint={t('limits.registration.hint')}
          inputProps={{ inputMode: 'decimal' }}
        />
        <div className={styles.field}>
          <label className={styles.checkbox}>
            <input type="checkbox" {...register('termsAccepted')} defaultChecked={echo?.values.termsAccepted === 'on'} {...a11y('termsAccepted')} />
            <span>
              <Trans
                t={t}
                i18nKey="registration.terms"
                components={{ terms: pageLink('terms'), privacy: pageLink('privacypolicy') }}
              />
            </span>
          </label>
          {errorOf('termsAccepted')}
        </div>
        <RobotCheck siteKey={siteKey} lang={locale} onToken={setRobotToken} />
        {formError && (
          <p className={styles.formError} role="alert" data-testid="form-error">
            {t(formError)}
          </p>
        )}
        <Button type="submit" color="green" loading={isSubmitting} text={t('registration.submit')} />
      </form>
      <SocialSignIn locale={locale} />
      <p className={styles.switch}>
        {t('registration.haveAccount')}{' '}
        <Link to={localePath(locale, 'login')}>{t('registration.signIn')}</Link>
      </p>
    </section>
  );
}
