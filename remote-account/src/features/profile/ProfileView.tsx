import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, endpointKey, FormPostFields, QueryView, useSearchParams, useServerForm, useTranslation } from '@casino/shared';
import { localePath, type Locale } from '@casino/contract';
import { SAVED_QUERY } from '@casino/contract/form-posts';
import { SelectField, TextField } from '@casino/shared/ui/forms';
import { ConfirmEmailRequestBody, ConfirmPhoneRequestBody, NicknameBody, ProfilePatchBody } from '@casino/contract/schemas/dashboard';
import type { Country, Profile, ProfilePatchBody as ProfilePatch } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { CodeConfirmation } from '../../shared/CodeConfirmation';
import { FormFooter } from '../../shared/FormFooter';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { withoutEmptyInputs } from '@casino/shared/forms/contract-resolver';
import { confirmation, countriesQuery, profileQuery, setNickname, updateProfile } from './profile-api';
import styles from '../../shared/player-area.module.css';

type DetailFields = { name: string; surname: string; dateBirthday: string; country: string; city: string; address: string };
const DETAILS = ['name', 'surname', 'dateBirthday', 'country', 'city', 'address'] as const;

/** Keeps the profile query in step after a change (the player follows any mutation: createQueryClient). */
function useProfileChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.profile') });
  };
}

/** /{lang}/player/profile/view: the player's details, nickname, e-mail and phone, each confirmed with a code. */
export function ProfileView({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const profile = useQuery(profileQuery());
  return (
    <QueryView query={profile} errorText={t('profile.error')}>
      {(data) => (
        <>
          <Details profile={data} locale={locale} />
          <NicknameForm nickname={data.nickname ?? ''} />
          <ContactCard kind="email" value={data.email} pending={data.pendingEmail} confirmed={data.isEmailConfirmed} />
          <ContactCard kind="phone" value={data.phone} pending={data.pendingPhone} confirmed={data.isPhoneConfirmed} />
        </>
      )}
    </QueryView>
  );
}

/**
 * The form mounts once the country list is there: its country select is a native, uncontrolled one, which can only
 * show the player's country if that option exists when the form sets its value (it showed "Choose a country" for a
 * player with one). A language change keeps the previous list (the codes are the same) until the new names arrive, so
 * what the player typed stays. The route's loader fetches the list with the profile.
 */
function Details({ profile, locale }: { profile: Profile; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const countries = useQuery({ ...countriesQuery(locale), placeholderData: keepPreviousData });
  return (
    <QueryView query={countries} errorText={t('profile.error')}>
      {(data) => <DetailsForm profile={profile} countries={data.items} locale={locale} />}
    </QueryView>
  );
}

function DetailsForm({ profile, countries, locale }: { profile: Profile; countries: Country[]; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const changed = useProfileChanged();
  // The edge's answer when the browser sent the form itself (docs/server-render.md): the typed details and codes.
  const { echo } = useServerForm('profile');
  const form = useContractForm<DetailFields>({
    schema: ProfilePatchBody,
    echo,
    defaultValues: Object.fromEntries(DETAILS.map((name) => [name, echo?.values[name] ?? profile[name] ?? ''])) as DetailFields,
    send: async (fields) => {
      await updateProfile(withoutEmptyInputs(fields) as ProfilePatch);
      await changed();
    },
    overrides: { dateBirthday: { 'validation.out_of_range': 'profile.errors.adult', 'validation.invalid': 'profile.errors.adult' } },
  });
  // Details the edge saved (the form sent before the app was live) come back as `?saved=1` (declared in the route
  // manifest): "Saved." as after a save here, on the server's markup too, until the next submit.
  const [search] = useSearchParams();
  const savedByEdge = search.get(SAVED_QUERY) === '1' && form.formState.submitCount === 0;
  const text = (name: Exclude<(typeof DETAILS)[number], 'country' | 'dateBirthday'>, autoComplete: string) => (
    <TextField label={t(`profile.field.${name}`)} autoComplete={autoComplete} error={form.errorOf(name)} {...form.register(name)} />
  );
  return (
    <form className={`${styles.card} ${styles.form}`} method="post" action={localePath(locale, 'player/profile/view')} onSubmit={form.submit} noValidate data-testid="profile-details">
      <FormPostFields form="profile" />
      <h2 className={styles.subheading}>{t('profile.details')}</h2>
      {text('name', 'given-name')}
      {text('surname', 'family-name')}
      <TextField type="date" label={t('profile.field.dateBirthday')} autoComplete="bday" error={form.errorOf('dateBirthday')} {...form.register('dateBirthday')} />
      <SelectField
        label={t('profile.field.country')}
        error={form.errorOf('country')}
        options={[{ value: '', label: t('profile.chooseCountry') }, ...countries.map((c) => ({ value: c.code, label: c.name }))]}
        {...form.register('country')}
      />
      {text('city', 'address-level2')}
      {text('address', 'street-address')}
      <FormFooter error={form.formError} success={form.done || savedByEdge ? t('profile.saved') : undefined} submitText={t('profile.save')} pending={form.pending} testId="profile-details" />
    </form>
  );
}

function NicknameForm({ nickname }: { nickname: string }) {
  const { t } = useTranslation(NAMESPACE);
  const changed = useProfileChanged();
  const form = useContractForm<{ nickname: string }>({
    schema: NicknameBody,
    defaultValues: { nickname },
    send: async (fields) => {
      await setNickname({ nickname: fields.nickname.trim() });
      await changed();
    },
    overrides: { nickname: { 'validation.too_short': 'profile.errors.nickname', 'validation.too_long': 'profile.errors.nickname', 'validation.format': 'profile.errors.nickname' } },
  });
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={form.submit} noValidate data-testid="profile-nickname">
      <h2 className={styles.subheading}>{t('profile.field.nickname')}</h2>
      <TextField label={t('profile.field.nickname')} autoComplete="nickname" error={form.errorOf('nickname')} {...form.register('nickname')} />
      <FormFooter error={form.formError} success={form.done ? t('profile.saved') : undefined} submitText={t('profile.save')} pending={form.pending} testId="nickname" />
    </form>
  );
}

/** The e-mail or the phone: confirmed or not, a new one to confirm, and the code step. */
function ContactCard({ kind, value, pending, confirmed }: { kind: 'email' | 'phone'; value: string | null; pending: string | null; confirmed: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const changed = useProfileChanged();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const steps = confirmation[kind];
  const form = useContractForm<{ email: string } | { phone: string }>({
    schema: kind === 'email' ? ConfirmEmailRequestBody : ConfirmPhoneRequestBody,
    defaultValues: (kind === 'email' ? { email: '' } : { phone: '' }) as never,
    send: async (fields) => {
      const target = ((fields as Record<string, string>)[kind] ?? '').trim();
      await steps.request(target || undefined);
      setDone(false);
      setSentTo(target || value || '');
    },
    overrides: { email: { 'validation.format': 'form.errors.email' }, phone: { 'validation.format': 'profile.errors.phone' } },
  });
  return (
    <section className={styles.card} data-testid={`profile-${kind}`}>
      <h2 className={styles.subheading}>{t(`profile.field.${kind}`)}</h2>
      <p>
        {value ?? t('profile.notSet')}{' '}
        {value && (
          <span className={styles.status} data-testid={`${kind}-state`}>
            {confirmed ? t('profile.confirmed') : t('profile.notConfirmed')}
          </span>
        )}
      </p>
      {pending && <p className={styles.muted}>{t('profile.pending', { value: pending })}</p>}
      {done && (
        <p className={styles.success} role="status" data-testid={`${kind}-confirmed`}>
          {t(`profile.confirmedNow.${kind}`)}
        </p>
      )}
      {sentTo !== null ? (
        <CodeConfirmation
          testId={`${kind}-code`}
          sentText={t(`profile.codeSent.${kind}`, { value: sentTo })}
          onConfirm={(code) => steps.confirm({ code })}
          onResend={() => steps.request(sentTo && sentTo !== value ? sentTo : undefined)}
          onDone={() => {
            setSentTo(null);
            setDone(true);
            void changed();
          }}
        />
      ) : (
        <form className={styles.form} onSubmit={form.submit} noValidate>
          <TextField
            label={t(`profile.new.${kind}`)}
            type={kind === 'email' ? 'email' : 'tel'}
            autoComplete={kind === 'email' ? 'email' : 'tel'}
            hint={t(`profile.newHint.${kind}`)}
            error={form.errorOf(kind as never)}
            {...form.register(kind as never)}
          />
          {form.formError && (
            <p className={styles.error} role="alert">
              {form.formError}
            </p>
          )}
          <div>
            <Button type="submit" color="green" loading={form.pending} text={t('profile.sendCode')} />
          </div>
        </form>
      )}
    </section>
  );
}
