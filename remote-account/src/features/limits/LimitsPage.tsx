import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, Button, endpointKey, QueryView, useFormat, useSignedIn, useTranslation } from '@casino/shared';
import { SelectField, TextField } from '@casino/shared/ui/forms';
import { REALITY_CHECK_MINUTES, type LimitHistoryItem, type PlayerLimit, type ResponsibleGamingOverview } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { actionMessage } from '../../shared/forms/messages';
import { SignInFirst } from '../../shared/SignInFirst';
import { confirmLimit, kindKey, LIMIT_GROUPS, limitHistoryQuery, limitsQuery, readLimitInput, setLimit, setRealityCheck } from '../../shared/limits-api';
import styles from '../../shared/player-area.module.css';

/** /{lang}/player/limits: every limit with its usage, pending raises with their time, the reality check, the history. */
export function LimitsPage() {
  const { t } = useTranslation(NAMESPACE);
  const isAuth = useSignedIn();
  const overview = useQuery({ ...limitsQuery(), enabled: isAuth });
  return (
    <section className={styles.page} data-testid="limits-page">
      <h1 className={styles.heading}>{t('pages.limits')}</h1>
      {isAuth ? (
        <QueryView query={overview} errorText={t('limits.error')}>
          {(data) => <Limits overview={data} />}
        </QueryView>
      ) : (
        <SignInFirst />
      )}
    </section>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (next?: ResponsibleGamingOverview) => {
    if (next) queryClient.setQueryData(limitsQuery().queryKey, next);
    return Promise.all(
      (['rg.overview', 'rg.history', 'payments.cashier'] as const).map((key) => queryClient.invalidateQueries({ queryKey: endpointKey(key) })),
    );
  };
}

function Limits({ overview }: { overview: ResponsibleGamingOverview }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const net = overview.netPosition;
  return (
    <>
      <p className={styles.muted}>{t('limits.intro')}</p>
      {LIMIT_GROUPS.map((group) => (
        <section key={group.id} className={styles.card} aria-labelledby={`limits-${group.id}`} data-testid={`limits-${group.id}`}>
          <h2 id={`limits-${group.id}`} className={styles.subheading}>
            {t(`limits.groups.${group.id}`)}
          </h2>
          <div className={styles.periods}>
            {group.kinds.map((kind) => (
              <LimitRow key={kind} limit={overview.limits.find((l) => l.kind === kind)!} currency={overview.currency} cap={kind === 'stake.round' ? overview.profile.maxStake : null} />
            ))}
          </div>
        </section>
      ))}
      <RealityCheck overview={overview} />
      <section className={styles.card} aria-labelledby="limits-net" data-testid="net-position">
        <h2 id="limits-net" className={styles.subheading}>
          {t('limits.net.title')}
        </h2>
        <dl className={styles.details}>
          <dt>{t('limits.net.deposits')}</dt>
          <dd>{format.money(net.deposits, net.currency)}</dd>
          <dt>{t('limits.net.withdrawals')}</dt>
          <dd>{format.money(net.withdrawals, net.currency)}</dd>
          <dt>{t('limits.net.net')}</dt>
          <dd>{format.money(net.net, net.currency)}</dd>
        </dl>
      </section>
      <History />
    </>
  );
}

/** One limit; `cap` is the jurisdiction's own ceiling for it (DE: the stake per round), said so no spin meets it unseen. */
function LimitRow({ limit, currency, cap }: { limit: PlayerLimit; currency: string; cap: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const refresh = useRefresh();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const isTime = limit.kind === 'session.minutes';
  const unit = limit.currency ?? currency;
  const decimals = unit === 'BTC' ? 8 : 2;
  const show = (value: string | null) =>
    value === null ? '' : isTime ? t('limits.minutes', { count: Number(value) }) : format.money(value, unit);
  const name = t(`limits.kinds.${kindKey(limit.kind)}`);
  const save = useMutation({
    mutationFn: (amount: string | null) => setLimit({ kind: limit.kind, amount }),
    onSuccess: async (next) => {
      const after = next.limits.find((l) => l.kind === limit.kind)!;
      setText('');
      setDone(after.pending ? t('limits.raiseWaits', { until: format.date(after.pending.effectiveAt, 'dateTime') }) : t('limits.saved'));
      await refresh(next);
    },
    onError: (error: ApiRequestError) => setProblem(t(actionMessage(error.code))),
  });
  const confirm = useMutation({
    mutationFn: () => confirmLimit(limit.kind),
    onSuccess: async (next) => {
      setDone(t('limits.confirmed'));
      await refresh(next);
    },
    onError: (error: ApiRequestError) => setProblem(t(actionMessage(error.code))),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const amount = readLimitInput(text, limit.kind, decimals);
    if (amount === null) return setProblem(t(isTime ? 'limits.badMinutes' : 'limits.badAmount', { currency: unit }));
    setProblem(undefined);
    save.mutate(amount);
  };
  return (
    <div className={styles.stack} data-testid={`limit-${limit.kind}`}>
      <h3 className={styles.subheading} id={`${id}-name`}>
        {name}
      </h3>
      <p data-testid="limit-state">
        {limit.amount === null
          ? t('limits.none')
          : limit.used === null
            ? t('limits.current', { amount: show(limit.amount) })
            : t('limits.usage', { amount: show(limit.amount), used: show(limit.used), remaining: show(limit.remaining) })}
      </p>
      {cap !== null && <p data-testid="limit-profile-cap">{t('limits.profileCap', { amount: format.money(cap, currency) })}</p>}
      {limit.pending && (
        <div role="status" data-testid="limit-pending">
          <p>
            {limit.pending.amount === null
              ? t('limits.pendingRemoval', { until: format.date(limit.pending.effectiveAt, 'dateTime') })
              : t('limits.pendingRaise', { amount: show(limit.pending.amount), until: format.date(limit.pending.effectiveAt, 'dateTime') })}
          </p>
          {limit.pending.confirmable && (
            <Button size="small" color="gold" text={t('limits.confirm')} loading={confirm.isPending} onClick={() => confirm.mutate()} data-testid="limit-confirm" />
          )}
        </div>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-name`}>
        <TextField
          label={isTime ? t('limits.newMinutes') : t('limits.newAmount', { currency: unit })}
          inputMode={isTime ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={problem}
          data-testid="limit-input"
        />
        <div className={styles.rowActions}>
          <Button type="submit" size="small" color="green" text={t('limits.save')} loading={save.isPending} data-testid="limit-save" />
          {limit.amount !== null && !limit.pending && (
            <Button size="small" color="transparent" text={t('limits.remove')} onClick={() => save.mutate(null)} data-testid="limit-remove" />
          )}
        </div>
      </form>
      {done && (
        <p className={styles.success} role="status" data-testid="limit-saved">
          {done}
        </p>
      )}
    </div>
  );
}

function RealityCheck({ overview }: { overview: ResponsibleGamingOverview }) {
  const { t } = useTranslation(NAMESPACE);
  const refresh = useRefresh();
  const save = useMutation({ mutationFn: setRealityCheck, onSuccess: (next) => refresh(next) });
  if (!overview.profile.realityCheckAvailable) return null;
  return (
    <section className={styles.card} aria-labelledby="limits-reality" data-testid="reality-check-setting">
      <h2 id="limits-reality" className={styles.subheading}>
        {t('limits.reality.title')}
      </h2>
      <p className={styles.muted}>{t('limits.reality.intro')}</p>
      <SelectField
        label={t('limits.reality.every')}
        value={String(overview.realityCheckMinutes ?? 0)}
        disabled={save.isPending}
        onChange={(event) => save.mutate(Number(event.target.value) ? (Number(event.target.value) as 10 | 20 | 30 | 60) : null)}
        options={[
          { value: '0', label: t('limits.reality.off') },
          ...REALITY_CHECK_MINUTES.map((m) => ({ value: String(m), label: t('limits.minutes', { count: m }) })),
        ]}
      />
    </section>
  );
}

function History() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const history = useQuery(limitHistoryQuery());
  const show = (item: LimitHistoryItem, value: string | null) =>
    value === null ? t('limits.noLimit') : item.currency ? format.money(value, item.currency) : t('limits.minutes', { count: Number(value) });
  return (
    <section className={styles.card} aria-labelledby="limits-history" data-testid="limit-history">
      <h2 id="limits-history" className={styles.subheading}>
        {t('limits.history.title')}
      </h2>
      <QueryView query={history} errorText={t('limits.error')}>
        {(items) =>
          items.length === 0 ? (
            <p>{t('limits.history.empty')}</p>
          ) : (
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  {t(`limits.history.actions.${item.action}`, {
                    kind: t(`limits.kinds.${kindKey(item.kind)}`),
                    from: show(item, item.from),
                    to: show(item, item.to),
                    at: format.date(item.at, 'dateTime'),
                    until: format.date(item.effectiveAt, 'dateTime'),
                  })}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
