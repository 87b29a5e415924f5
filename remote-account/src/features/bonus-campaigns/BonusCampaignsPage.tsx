import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  endpointKey,
  notify,
  QueryView,
  routeLocale,
  SkeletonText,
  useFormat,
  useParams,
  usePlayer,
  useSignedIn,
  useTranslation,
} from '@casino/shared';
import type { BonusCampaign } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { SignInFirst } from '../../shared/SignInFirst';
import { actionMessage } from '../../shared/forms/messages';
import { canLoseReward } from '../../shared/can-lose-reward';
import { dashboardCampaignsQuery, runBonusAction, type BonusAction } from './bonus-campaigns-api';
import styles from '../../shared/player-area.module.css';

/** The actions a bonus in each state allows (bonuses.ts state machine); reward only once wagering is complete. */
function actionsOf(c: BonusCampaign): BonusAction[] {
  if (c.playerStatus === 'active') return c.wagering?.completed ? ['reward', 'deactivate', 'cancel'] : ['deactivate', 'cancel'];
  if (c.playerStatus === 'available') return ['activate', 'cancel'];
  if (c.playerStatus === 'none') return ['activate'];
  return [];
}

/** Campaigns still open to the player: active first, then available. */
const listed = (campaigns: BonusCampaign[]) =>
  campaigns
    .filter((c) => c.playerStatus === 'active' || c.playerStatus === 'available' || c.playerStatus === 'none')
    .sort((a, b) => Number(b.playerStatus === 'active') - Number(a.playerStatus === 'active'));

type Pending = { action: BonusAction; campaign: BonusCampaign; losesReward: boolean };

/** /{lang}/player/bonus-campaigns */
export function BonusCampaignsPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const isAuth = useSignedIn();
  return (
    <section className={styles.page} data-testid="bonus-campaigns-page">
      <h1 className={styles.heading}>{t('pages.bonusCampaigns')}</h1>
      {isAuth && <BonusBalance />}
      {isAuth ? <CampaignList locale={locale} /> : <SignInFirst />}
    </section>
  );
}

/** What an action changes, in view: the real and the bonus balance of the player (refreshed after each action). */
function BonusBalance() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const player = usePlayer();
  return (
    <dl className={styles.details} data-testid="bonus-balance">
      <dt>{t('balance.real')}</dt>
      <dd data-testid="bonus-balance-real">{format.money(player.balance, player.currency)}</dd>
      <dt>{t('balance.bonus')}</dt>
      <dd data-testid="bonus-balance-bonus">{format.money(player.bonus, player.currency)}</dd>
    </dl>
  );
}

function CampaignList({ locale }: { locale: ReturnType<typeof routeLocale> }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const query = useQuery(dashboardCampaignsQuery(locale));
  const [pending, setPending] = useState<Pending | null>(null);
  const [asking, setAsking] = useState<number | null>(null);

  const run = useMutation({
    mutationFn: (p: Pending) => runBonusAction(p.action, p.campaign.id, locale),
    onSuccess: async (_data, p) => {
      setPending(null);
      notify({ type: 'success', text: t(`bonusCampaigns.done.${p.action}`, { title: p.campaign.title }) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey('bonuses.forDashboard') }),
        queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.balance') }),
      ]);
    },
  });

  /** Asks whether the action would forfeit a gamification reward before the player confirms it. */
  const ask = async (action: BonusAction, campaign: BonusCampaign) => {
    run.reset();
    setAsking(campaign.id);
    const losesReward = await canLoseReward(campaign.id)
      .then((answer) => answer.canLose)
      .catch(() => false);
    setAsking(null);
    setPending({ action, campaign, losesReward });
  };

  return (
    <>
      <QueryView
        query={query}
        errorText={t('bonusCampaigns.error')}
        isEmpty={(data) => listed(data.campaigns).length === 0}
        emptyText={t('bonusCampaigns.empty')}
        loading={<SkeletonText lines={6} />}
      >
        {(data) => (
          <ul className={styles.cards} data-testid="bonus-campaigns">
            {listed(data.campaigns).map((c) => (
              <CampaignCard key={c.id} campaign={c} busy={asking === c.id} onAction={(action) => void ask(action, c)} />
            ))}
          </ul>
        )}
      </QueryView>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`bonusCampaigns.confirm.${pending.action}.title`) : ''}
        confirmText={pending ? t(`bonusCampaigns.action.${pending.action}`) : ''}
        danger={pending?.action === 'cancel' || pending?.action === 'deactivate'}
        pending={run.isPending}
        error={run.isError ? actionMessage((run.error as { code?: string }).code) : undefined}
        onConfirm={() => pending && run.mutate(pending)}
        onClose={() => setPending(null)}
      >
        {pending && (
          <>
            <p>{t(`bonusCampaigns.confirm.${pending.action}.text`, { title: pending.campaign.title })}</p>
            {pending.losesReward && (
              <p className={styles.error} data-testid="reward-warning">
                {t('bonusCampaigns.losesReward')}
              </p>
            )}
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

function CampaignCard({ campaign: c, busy, onAction }: { campaign: BonusCampaign; busy: boolean; onAction: (a: BonusAction) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const player = usePlayer();
  // A campaign for any currency pays in the player's current one.
  const currency = c.currency ?? player.currency;
  const amount = (value: string) => format.money(value, currency);
  const status = c.playerStatus === 'none' ? 'available' : c.playerStatus;
  return (
    <li className={styles.card} data-testid={`campaign-${c.id}`}>
      <h2 className={styles.subheading}>{c.title}</h2>
      <p className={styles.muted}>
        <span className={styles.status} data-testid={`campaign-status-${c.id}`}>
          {t(`bonusStatus.${status}`)}
        </span>{' '}
        {t(`bonusKind.${c.kind}`)}
        {c.endsAt && <> · {t('bonusCampaigns.until', { date: format.date(c.endsAt) })}</>}
      </p>
      <p>{c.description}</p>
      <dl className={styles.details}>
        <dt>{t('bonusCampaigns.amount')}</dt>
        <dd>{amount(c.amount)}</dd>
        {c.freeSpins > 0 && (
          <>
            <dt>{t('bonusCampaigns.freeSpins')}</dt>
            <dd>{format.number(c.freeSpins)}</dd>
          </>
        )}
        <dt>{t('bonusCampaigns.wager')}</dt>
        <dd>×{format.number(c.wagerFactor)}</dd>
      </dl>
      {c.wagering && (
        <div className={styles.stack} data-testid={`wagering-${c.id}`}>
          <span>
            {t('bonusCampaigns.wagered', { wagered: amount(c.wagering.wagered), required: amount(c.wagering.required) })}
          </span>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t('bonusCampaigns.wagering')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={c.wagering.percent}
          >
            <span style={{ width: `${Math.min(100, c.wagering.percent)}%` }} />
          </div>
        </div>
      )}
      <div className={styles.rowActions}>
        {actionsOf(c).map((action) => (
          <Button
            key={action}
            size="small"
            color={action === 'activate' || action === 'reward' ? 'green' : 'transparent'}
            text={t(`bonusCampaigns.action.${action}`)}
            loading={busy}
            onClick={() => onAction(action)}
            data-testid={`campaign-${action}-${c.id}`}
          />
        ))}
      </div>
    </li>
  );
}
