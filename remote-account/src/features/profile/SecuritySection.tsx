import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { Button, endpointKey, QueryView, type TFunction, useFormat, useTranslation } from '@casino/shared';
import { PasswordField, TextField } from '@casino/shared/ui/forms';
import { type Column, DataTable, Pagination } from '@casino/shared/ui/table';
import { PIN_LOCK_MINUTES, PIN_MAX_WRONG, PinCodeBody, PinCodeResetBody } from '@casino/contract/schemas/dashboard';
import type { AuthHistoryItem, GoogleAuthSecret, SecurityData } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { CodeConfirmation } from '../../shared/CodeConfirmation';
import { FormFooter } from '../../shared/FormFooter';
import { actionMessage } from '../../shared/forms/messages';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { pin, securityQuery, SIGN_IN_HISTORY_PER_PAGE, signInHistoryQuery, twoFactor } from './profile-api';
import styles from '../../shared/player-area.module.css';

const PIN_MESSAGES = { 'validation.format': 'security.pin.format', 'validation.required': 'security.pin.format', 'code.wrong': 'security.pin.wrong' };
/** The PIN's lock after PIN_MAX_WRONG wrong tries on any PIN endpoint (API: 429 rate_limited, field pinCode). */
const pinErrorOf = (form: { errorOf: (name: 'pinCode') => string | undefined; formState: { errors: { pinCode?: { type?: unknown } } } }, t: TFunction) =>
  form.formState.errors.pinCode?.type === 'rate_limited' ? t('security.pin.locked', { tries: PIN_MAX_WRONG, minutes: PIN_LOCK_MINUTES }) : form.errorOf('pinCode');

/** Keeps the security state in step (the player's twoFactorType and isPinCodeEnabled follow any mutation). */
function useSecurityChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.security') });
  };
}

/** /{lang}/player/profile/security: two-factor sign-in (SMS or an authenticator app), the PIN code, the sign-in history. */
export function SecuritySection() {
  const { t } = useTranslation(NAMESPACE);
  const security = useQuery(securityQuery());
  return (
    <>
      <QueryView query={security} errorText={t('profile.error')}>
        {(data) => (
          <>
            <TwoFactorCard security={data} />
            <PinCard enabled={data.isPinCodeEnabled} />
          </>
        )}
      </QueryView>
      <SignInHistory />
    </>
  );
}

type Setup = { kind: 'google'; secret: GoogleAuthSecret } | { kind: 'sms' } | { kind: 'off' };

function TwoFactorCard({ security }: { security: SecurityData }) {
  const { t } = useTranslation(NAMESPACE);
  const changed = useSecurityChanged();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();
  const start = async (next: () => Promise<Setup>) => {
    setError(undefined);
    setMessage(undefined);
    try {
      setSetup(await next());
    } catch (failure) {
      setError(actionMessage((failure as { code?: string }).code));
    }
  };
  const finished = (text: string) => {
    setSetup(null);
    setMessage(text);
    void changed();
  };
  const on = security.twoFactorType;
  return (
    <section className={styles.card} data-testid="two-factor">
      <h2 className={styles.subheading}>{t('security.twoFactor.title')}</h2>
      <p data-testid="two-factor-state">{on ? t(`security.twoFactor.on.${on}`) : t('security.twoFactor.off')}</p>
      {message && (
        <p className={styles.success} role="status">
          {t(message)}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {t(error)}
        </p>
      )}
      {!setup && !on && (
        <div className={styles.rowActions}>
          <Button text={t('security.twoFactor.useApp')} onClick={() => void start(async () => ({ kind: 'google', secret: await twoFactor.googleGenerate() }))} />
          <Button
            color="transparent"
            text={t('security.twoFactor.useSms')}
            disabled={!security.isPhoneConfirmed}
            onClick={() => void start(async () => (await twoFactor.smsGenerate(), { kind: 'sms' }))}
          />
          {!security.isPhoneConfirmed && <p className={styles.muted}>{t('security.twoFactor.needsPhone')}</p>}
        </div>
      )}
      {!setup && on && (
        <div>
          <Button
            color="red"
            text={t('security.twoFactor.turnOff')}
            onClick={() => void start(async () => (on === 'sms' && (await twoFactor.smsGenerate()), { kind: 'off' }))}
          />
        </div>
      )}
      {setup?.kind === 'google' && (
        <div className={styles.stack} data-testid="authenticator-setup">
          <p>{t('security.twoFactor.scan')}</p>
          <QRCodeSVG value={setup.secret.otpauthUrl} size={176} marginSize={2} title={t('security.twoFactor.qr')} />
          <p>
            {t('security.twoFactor.secret')} <code data-testid="authenticator-secret">{setup.secret.secret}</code>
          </p>
          <CodeConfirmation
            testId="authenticator-code"
            sentText={t('security.twoFactor.enterAppCode')}
            submitText={t('security.twoFactor.activate')}
            onConfirm={(code) => twoFactor.googleActivate({ code })}
            onResend={async () => setSetup({ kind: 'google', secret: await twoFactor.googleGenerate() })}
            onDone={() => finished('security.twoFactor.activated')}
          />
        </div>
      )}
      {setup?.kind === 'sms' && (
        <CodeConfirmation
          testId="sms-auth-code"
          sentText={t('security.twoFactor.smsSent')}
          submitText={t('security.twoFactor.activate')}
          onConfirm={(code) => twoFactor.smsActivate({ code })}
          onResend={() => twoFactor.smsGenerate()}
          onDone={() => finished('security.twoFactor.activated')}
        />
      )}
      {setup?.kind === 'off' && (
        <CodeConfirmation
          testId="two-factor-off-code"
          sentText={on === 'sms' ? t('security.twoFactor.smsSent') : t('security.twoFactor.enterAppCode')}
          submitText={t('security.twoFactor.turnOff')}
          onConfirm={(code) => (on === 'sms' ? twoFactor.smsDeactivate({ code }) : twoFactor.googleDeactivate({ code }))}
          onResend={async () => {
            if (on === 'sms') await twoFactor.smsGenerate();
          }}
          onDone={() => finished('security.twoFactor.deactivated')}
        />
      )}
    </section>
  );
}

type PinAction = 'activate' | 'deactivate' | 'check' | 'reset';

function PinCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const actions: PinAction[] = enabled ? ['check', 'deactivate', 'reset'] : ['activate'];
  const [action, setAction] = useState<PinAction>(actions[0]!);
  const current = actions.includes(action) ? action : actions[0]!;
  return (
    <section className={styles.card} data-testid="pin">
      <h2 className={styles.subheading}>{t('security.pin.title')}</h2>
      <p data-testid="pin-state">{enabled ? t('security.pin.on') : t('security.pin.off')}</p>
      {actions.length > 1 && (
        <div className={styles.rowActions} role="group" aria-label={t('security.pin.title')}>
          {actions.map((name) => (
            <Button key={name} size="small" color={name === current ? 'gold' : 'transparent'} aria-pressed={name === current} text={t(`security.pin.action.${name}`)} onClick={() => setAction(name)} />
          ))}
        </div>
      )}
      {current === 'reset' ? <PinResetForm /> : <PinForm key={current} action={current} />}
    </section>
  );
}

function PinForm({ action }: { action: Exclude<PinAction, 'reset'> }) {
  const { t } = useTranslation(NAMESPACE);
  const changed = useSecurityChanged();
  const [result, setResult] = useState<string>();
  const form = useContractForm<{ pinCode: string }>({
    schema: PinCodeBody,
    defaultValues: { pinCode: '' },
    send: async (fields) => {
      if (action === 'check') {
        const { valid } = await pin.check(fields);
        setResult(valid ? 'security.pin.valid' : 'security.pin.wrong');
        return;
      }
      await pin[action](fields);
      setResult(`security.pin.done.${action}`);
      await changed();
    },
    overrides: { pinCode: PIN_MESSAGES },
  });
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate data-testid={`pin-${action}`}>
      <TextField label={t('security.pin.label')} type="password" inputMode="numeric" autoComplete="off" maxLength={6} hint={t('security.pin.hint')} error={pinErrorOf(form, t)} {...form.register('pinCode')} />
      <FormFooter error={form.formError} success={form.done && result ? t(result) : undefined} submitText={t(`security.pin.action.${action}`)} pending={form.pending} testId="pin" />
    </form>
  );
}

function PinResetForm() {
  const { t } = useTranslation(NAMESPACE);
  const changed = useSecurityChanged();
  const form = useContractForm<{ password: string; pinCode: string }>({
    schema: PinCodeResetBody,
    defaultValues: { password: '', pinCode: '' },
    send: async (fields) => {
      await pin.reset(fields);
      await changed();
    },
    overrides: { pinCode: PIN_MESSAGES, password: { 'code.wrong': 'form.errors.wrongPassword' } },
  });
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate data-testid="pin-reset">
      <PasswordField label={t('password.current')} autoComplete="current-password" error={form.errorOf('password')} {...form.register('password')} />
      <TextField label={t('security.pin.newLabel')} type="password" inputMode="numeric" autoComplete="off" maxLength={6} hint={t('security.pin.hint')} error={pinErrorOf(form, t)} {...form.register('pinCode')} />
      <FormFooter error={form.formError} success={form.done ? t('security.pin.done.reset') : undefined} submitText={t('security.pin.action.reset')} pending={form.pending} testId="pin" />
    </form>
  );
}

function SignInHistory() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [page, setPage] = useState(1);
  const history = useQuery(signInHistoryQuery(page));
  const columns: Column<AuthHistoryItem>[] = [
    { key: 'date', header: t('history.column.date'), cell: (row) => format.date(row.createdAt, 'dateTime') },
    { key: 'method', header: t('security.history.method'), cell: (row) => t(`security.history.methods.${row.method}`, { defaultValue: row.method }) },
    { key: 'result', header: t('history.column.status'), cell: (row) => (row.success ? t('security.history.success') : t('security.history.failure')) },
    { key: 'ip', header: t('security.history.ip'), cell: (row) => row.ip },
    { key: 'device', header: t('security.history.device'), cell: (row) => row.userAgent },
  ];
  return (
    <section className={styles.card} data-testid="sign-in-history">
      <h2 className={styles.subheading}>{t('security.history.title')}</h2>
      <QueryView query={history} errorText={t('history.error')} isEmpty={(data) => data.total === 0} emptyText={t('history.empty')}>
        {(data) => (
          <>
            <DataTable caption={t('security.history.title')} columns={columns} rows={data.items} rowKey={(row) => String(row.id)} />
            <Pagination page={data.page} pageCount={Math.ceil(data.total / SIGN_IN_HISTORY_PER_PAGE)} onPage={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}
