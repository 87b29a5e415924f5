import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, ApiRequestError, Button, echoedError, endpointKey, FormPostFields, PageLink, routeLocale, useFormat, useParams, usePlayer, useSearchParams, useServerForm, useSignedIn, useTranslation } from '@casino/shared';
import { ENDPOINTS, localePath, SECTION_PATHS } from '@casino/contract';
import { TextField } from '@casino/shared/ui/forms';
import type { BonusActionData, PlayerBonus } from '@casino/contract/schemas';
import { InfoTooltip } from '@casino/shared/ui/popover';
import { NAMESPACE } from '../../app/namespace';
import { BalanceStrip } from '../../shared/BalanceStrip';
import styles from '../../shared/promotions.module.css';
import { bonusCodeMessage, bonusCodeResolver, type BonusCodeFields } from './bonus-code-form';
import { redeemedBonusOf, redeemedBonusQuery } from './bonus-code-api';

/** What a redeemed code or an activation changes: the balance and the bonus lists (the player follows any mutation). */
const MONEY_KEYS = ['dashboard.balance', 'bonuses.forDashboard', 'bonuses.forCashbox', 'bonuses.forGamePage'] as const;

function useMoneyRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all(MONEY_KEYS.map((name) => queryClient.invalidateQueries({ queryKey: endpointKey(name) })));
}

function Redeemed({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const format = useFormat();
  const refresh = useMoneyRefresh();
  const player = usePlayer();
  const activate = useMutation<BonusActionData, ApiRequestError, number>({
    mutationFn: (bonusId) => apiClient.call(ENDPOINTS['bonuses.activate'], { params: { bonusId }, query: { lang: locale } }),
    onSuccess: refresh,
  });
  const currency = player.currency || 'EUR';
  const active = activate.data?.bonus ?? bonus;
  return (
    <div className={styles.success} role="status" data-testid="bonus-code-success">
      <p>
        <strong>{t('bonusCode.added', { title: bonus.title })}</strong>
      </p>
      {Number(bonus.amount) > 0 && <p>{t('bonusCode.worth', { amount: format.money(bonus.amount, currency) })}</p>}
      {Number(bonus.wagerRequired) > 0 && (
        <p data-testid="bonus-code-wagering">
          {t('bonusCode.wagering', { required: format.money(bonus.wagerRequired, currency) })}
          <InfoTooltip label={t('bonuses.help.wageringLabel')}>
            {t('bonuses.help.wageringRequired', { required: format.money(bonus.wagerRequired, currency) })}
          </InfoTooltip>
        </p>
      )}
      {active.status === 'active' ? (
        <p data-testid="bonus-code-credited">
          {t('bonusCode.credited', { amount: format.money(active.amount, currency) })}
        </p>
      ) : bonus.campaignId !== null && bonus.status === 'available' ? (
        <div className={styles.ctaRow}>
          <Button text={t('bonusCode.activate')} loading={activate.isPending} onClick={() => activate.mutate(bonus.campaignId!)} />
          <PageLink to={localePath(locale, SECTION_PATHS.bonuses)}>{t('bonusCode.later')}</PageLink>
        </div>
      ) : null}
      {activate.isError && (
        <p className={styles.formError} role="alert">
          {activate.error.hasCode('conflict.state') || activate.error.hasCode('bonus.rules')
            ? t('bonusCode.errors.anotherActive')
            : t('bonusCode.errors.failed')}
        </p>
      )}
    </div>
  );
}

function BonusCodeForm() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const refresh = useMoneyRefresh();
  // A code the edge refused when the browser sent the form itself (docs/server-render.md): typed value and reason kept.
  const { echo } = useServerForm('bonus-code');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<BonusCodeFields>({ resolver: bonusCodeResolver, defaultValues: { code: echo?.values.code ?? '' } });
  const echoed = submitCount === 0 ? (echoedError(echo, 'code') ?? echoedError(echo, '')) : undefined;
  const codeError = errors.code?.type ?? echoed;
  // A code the edge redeemed when the form was sent before the app was live: its 303 names the bonus (`?redeemed=`),
  // primed by the route's loader on the server, so the page shows it as drawn. A code redeemed here replaces it.
  const [search] = useSearchParams();
  const redeemedUuid = redeemedBonusOf(search);
  const redeemedByEdge = useQuery({ ...redeemedBonusQuery(redeemedUuid ?? '', locale), enabled: redeemedUuid !== null });
  const redeem = useMutation<BonusActionData, ApiRequestError, BonusCodeFields>({
    mutationFn: ({ code }) =>
      apiClient.call(ENDPOINTS['bonuses.redeemCode'], { body: { code: code.trim() }, query: { lang: locale } }),
    onSuccess: refresh,
    // The code field is the only input: every refusal is about it, by its code (never by the message text).
    onError: (error) => setError('code', { type: error instanceof ApiRequestError ? (error.code ?? 'internal') : 'internal' }),
  });

  return (
    <>
      {/* A real form: sent before the app is live (or without JavaScript), the edge redeems it (host/server/form-posts.ts). */}
      <form className={styles.form} method="post" action={localePath(locale, SECTION_PATHS.bonusCode)} onSubmit={handleSubmit((fields) => redeem.mutate(fields))} noValidate>
        <FormPostFields form="bonus-code" />
        <TextField
          label={t('bonusCode.label')}
          hint={t('bonusCode.hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={codeError ? t(bonusCodeMessage(codeError)) : undefined}
          {...register('code', { onChange: () => redeem.reset() })}
          // In the server's markup too, so a code the edge refused is still in the field without JavaScript.
          defaultValue={echo?.values.code ?? ''}
        />
        <Button type="submit" text={t('bonusCode.submit')} color="gold" size="large" loading={redeem.isPending} />
      </form>
      {redeem.data ? (
        <Redeemed key={redeem.data.bonus.uuid} bonus={redeem.data.bonus} />
      ) : redeemedUuid !== null && redeemedByEdge.data && !redeem.isPending && submitCount === 0 ? (
        <Redeemed key={redeemedByEdge.data.uuid} bonus={redeemedByEdge.data} />
      ) : null}
    </>
  );
}

/** /{lang}/bonus/code: a player enters a bonus code (POST /bonus/code); a guest is asked to sign in or register. */
export function BonusCodePage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const isAuth = useSignedIn();
  return (
    <section className={styles.narrow} data-testid="bonus-code-page">
      <h1 className={styles.heading}>{t('pages.bonusCode')}</h1>
      <p className={styles.muted}>{t('bonusCode.intro')}</p>
      {isAuth ? (
        <>
          <BalanceStrip />
          <BonusCodeForm />
        </>
      ) : (
        <div className={styles.ctaRow} data-testid="bonus-code-guest">
          <p>{t('bonusCode.guest')}</p>
          <PageLink className={styles.cta} to={localePath(locale, SECTION_PATHS.login)}>
            {t('tournament.signIn')}
          </PageLink>
          <PageLink to={localePath(locale, SECTION_PATHS.registration)}>{t('bonuses.register')}</PageLink>
        </div>
      )}
    </section>
  );
}
