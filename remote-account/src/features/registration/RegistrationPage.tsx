import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { ApiRequestError, Button, localePath, useSession, type RegistrationForm } from '@casino/shared';
import type { CurrencyInfo } from '@casino/shared/contract';
import { NAMESPACE } from '../../app/namespace';
import { loadPublicSettings } from '../../shared/public-settings';
import { FieldError, fieldA11y, TextField } from '../../shared/form-fields';
import { RobotCheck } from '../../shared/RobotCheck';
import { SocialSignIn } from '../../shared/SocialSignIn';
import { usePageLocale } from '../../shared/page-locale';
import {
  validateRegistration,
  type RegistrationErrors,
  type RegistrationFields,
} from './validate-registration';
import styles from '../../shared/auth-form.module.css';

const FIELDS = ['email', 'password', 'nickname', 'currency', 'promoCode', 'termsAccepted'] as const;

/** The API's answer as translation keys next to the fields it names (409: taken; 400: not accepted). */
function explain(error: unknown): { fields: RegistrationErrors; form?: string } {
  if (!(error instanceof ApiRequestError)) return { fields: {}, form: 'registration.errors.generic' };
  const fields: RegistrationErrors = {};
  for (const item of error.errors) {
    const name = item.field.replace(/^body\./, '') as keyof RegistrationFields;
    if (!(FIELDS as readonly string[]).includes(name) || fields[name]) continue;
    fields[name] = error.status === 409 ? `registration.errors.${name}Taken` : 'registration.errors.invalid';
  }
  if (error.status === 409 && error.errors.some((e) => e.field.replace(/^body\./, '') === 'login'))
    fields.email = 'registration.errors.emailTaken';
  if (Object.keys(fields).length > 0) return { fields };
  return { fields, form: error.status === 429 ? 'login.errors.rateLimited' : 'registration.errors.generic' };
}

/** /{lang}/registration: e-mail, password, currency, optional nickname and promo code, the terms tick; signed in on success. */
export function RegistrationPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const navigate = useNavigate();
  const { register } = useSession();
  const [fields, setFields] = useState<RegistrationFields>({
    email: '',
    password: '',
    nickname: '',
    currency: '',
    promoCode: '',
    termsAccepted: false,
  });
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [currencies, setCurrencies] = useState<CurrencyInfo[]>([]);
  const [siteKey, setSiteKey] = useState('');
  const [robotToken, setRobotToken] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    void loadPublicSettings().then((settings) => {
      if (!settings) return;
      setSiteKey(settings.recaptcha.enabled ? settings.recaptcha.siteKey : '');
      setCurrencies(settings.currencies);
      setFields((current) =>
        current.currency ? current : { ...current, currency: settings.defaultCurrency },
      );
    });
  }, []);

  const set = <K extends keyof RegistrationFields>(name: K, value: RegistrationFields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateRegistration(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (siteKey && !robotToken) {
      setFormError('robotCheck.required');
      return;
    }
    setSending(true);
    try {
      await register({
        email: fields.email.trim(),
        password: fields.password,
        termsAccepted: true,
        locale,
        ...(fields.nickname.trim() ? { nickname: fields.nickname.trim() } : {}),
        ...(fields.currency ? { currency: fields.currency as RegistrationForm['currency'] } : {}),
        ...(fields.promoCode.trim() ? { promoCode: fields.promoCode.trim() } : {}),
        ...(robotToken ? { recaptchaToken: robotToken } : {}),
      });
      navigate(localePath(locale), { replace: true });
    } catch (error) {
      const meaning = explain(error);
      setErrors(meaning.fields);
      setFormError(meaning.form ?? null);
      setSending(false);
    }
  };

  const errorOf = (name: keyof RegistrationFields) => (
    <FieldError formId={id} name={name} error={errors[name]} />
  );
  const a11y = (name: keyof RegistrationFields) => fieldA11y(id, name, errors[name]);
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
      value={fields[name]}
      onChange={(event) => set(name, event.target.value)}
      error={errors[name]}
      hint={hint}
    />
  );
  const pageLink = (page: string) => (
    <a href={localePath(locale, `display/${page}`)} target="_blank" rel="noopener noreferrer" />
  );

  return (
    <section className={styles.page} data-testid="registration-page">
      <h1 className={styles.heading}>{t('registration.title')}</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
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
              name="currency"
              className={styles.input}
              value={fields.currency}
              onChange={(event) => set('currency', event.target.value)}
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
        <div className={styles.field}>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              name="termsAccepted"
              checked={fields.termsAccepted}
              onChange={(event) => set('termsAccepted', event.target.checked)}
              {...a11y('termsAccepted')}
            />
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
        <Button type="submit" color="green" loading={sending} text={t('registration.submit')} />
      </form>
      <SocialSignIn locale={locale} />
      <p className={styles.switch}>
        {t('registration.haveAccount')}{' '}
        <Link to={localePath(locale, 'login')}>{t('registration.signIn')}</Link>
      </p>
    </section>
  );
}
