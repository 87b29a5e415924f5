import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, ApiRequestError, Button, endpointKey, PageLink, QueryView, routeLocale, SkeletonText, useFormat, useParams, usePlayer, useSignedIn, useTranslation } from '@casino/shared';
import { ENDPOINTS, displayPagePath, localePath, SECTION_PATHS } from '@casino/contract';
import { TextField } from '@casino/shared/ui/forms';
import type { PointsData, PointsExchangeData } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { BalanceStrip } from '../../shared/BalanceStrip';
import { Cashback } from '../../shared/Cashback';
import { balanceQuery } from '../../shared/balance-api';
import styles from '../../shared/promotions.module.css';
import {
  exchangeValue,
  parsePoints,
  pointsExchangeResolver,
  pointsMessage,
  type PointsExchangeFields,
} from './points-exchange';
import { pointsQuery } from './points-query';

function ExchangeForm({ points, currency }: { points: PointsData; currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => pointsExchangeResolver(points), [points]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    reset,
    formState: { errors },
  } = useForm<PointsExchangeFields>({ resolver, defaultValues: { points: '' } });
  const exchange = useMutation<PointsExchangeData, ApiRequestError, PointsExchangeFields>({
    mutationFn: (fields) =>
      apiClient.call(ENDPOINTS['dashboard.exchangePoints'], { body: { points: parsePoints(fields.points).toFixed(2) } }),
    onSuccess: () => {
      reset();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.points') }),
        queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.balance') }),
      ]);
    },
    onError: (error) => setError('points', { type: error instanceof ApiRequestError ? (error.code ?? 'internal') : 'internal' }),
  });
  const typed = parsePoints(useWatch({ control, name: 'points' }) ?? '');
  const receive = exchangeValue(typed, points.exchangeRatio, points.exchangeRate);

  return (
    <form className={styles.form} onSubmit={handleSubmit((fields) => exchange.mutate(fields))} noValidate>
      <TextField
        label={t('points.amount')}
        hint={t('points.min', { points: format.number(Number(points.minExchange)) })}
        inputMode="decimal"
        autoComplete="off"
        error={errors.points ? t(pointsMessage(errors.points.type), { points: format.number(Number(points.minExchange)) }) : undefined}
        {...register('points', { onChange: () => exchange.reset() })}
      />
      <div className={styles.ctaRow}>
        <Button
          text={t('points.all')}
          color="transparent"
          size="small"
          onClick={() => setValue('points', points.points, { shouldValidate: true })}
        />
      </div>
      <p className={styles.preview} data-testid="points-preview" aria-live="polite">
        {t('points.receive')} <strong>{format.money(receive, currency)}</strong>
      </p>
      <Button type="submit" text={t('points.submit')} color="gold" size="large" loading={exchange.isPending} disabled={!(Number(receive) > 0)} />
      {exchange.data && (
        <div className={styles.success} role="status" data-testid="points-exchanged">
          <p>
            {t('points.done', {
              amount: format.money(exchange.data.credited, currency),
              balance: format.money(exchange.data.balance, currency),
            })}
          </p>
        </div>
      )}
    </form>
  );
}

function PlayerPoints() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const points = useQuery(pointsQuery());
  const balance = useQuery(balanceQuery());
  const player = usePlayer();
  const currency = balance.data?.currency ?? (player.currency || 'EUR');
  return (
    // A wide screen shows the money (balance, cashback) beside the points and their exchange (issue 34).
    <div className={styles.pointsColumns}>
      <div className={styles.pointsColumn}>
        <BalanceStrip />
        <Cashback />
      </div>
      <div className={styles.pointsColumn}>
        <QueryView query={points} errorText={t('points.error')} loading={<SkeletonText lines={4} />}>
          {(data) => (
            <>
              <dl className={styles.balance}>
                <div>
                  <dt>{t('points.yours')}</dt>
                  <dd data-testid="points-total">{format.number(Number(data.points), { maximumFractionDigits: 2 })}</dd>
                </div>
                <div>
                  <dt>{t('points.ratio')}</dt>
                  <dd>{t('points.ratioValue', { points: format.number(data.exchangeRatio), amount: format.money(data.exchangeRate, currency) })}</dd>
                </div>
                <div>
                  <dt>{t('points.worth')}</dt>
                  <dd>{format.money(data.exchangeResult, currency)}</dd>
                </div>
              </dl>
              {Number(data.points) < Number(data.minExchange) ? (
                <p className={styles.muted}>{t('points.tooFew', { points: format.number(Number(data.minExchange)) })}</p>
              ) : (
                <ExchangeForm points={data} currency={currency} />
              )}
            </>
          )}
        </QueryView>
      </div>
    </div>
  );
}

/** /{lang}/points: the player's points and their exchange for money; a guest reads what points are. */
export function PointsPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const isAuth = useSignedIn();
  return (
    <section className={`${styles.narrow} ${styles.pointsPage}`} data-testid="points-page">
      <h1 className={styles.heading}>{t('pages.points')}</h1>
      <p className={styles.muted}>{t('points.intro')}</p>
      {isAuth ? (
        <PlayerPoints />
      ) : (
        <div className={styles.ctaRow} data-testid="points-guest">
          <p>{t('points.guest')}</p>
          <PageLink className={styles.cta} to={localePath(locale, SECTION_PATHS.login)}>
            {t('tournament.signIn')}
          </PageLink>
          <PageLink to={localePath(locale, SECTION_PATHS.registration)}>{t('bonuses.register')}</PageLink>
          <PageLink to={displayPagePath(locale, 'points')}>{t('points.more')}</PageLink>
        </div>
      )}
    </section>
  );
}
