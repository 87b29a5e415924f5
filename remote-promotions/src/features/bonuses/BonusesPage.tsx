import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiRequestError, Button, endpointKey, PageLink, QueryView, routeLocale, Skeleton, useFormat, useParams, useSignedIn, useTranslation } from '@casino/shared';
import { ENDPOINTS, localePath, playerPagePath, SECTION_PATHS } from '@casino/contract';
import type { BonusActionData, BonusCampaign, CanLoseData, PromoItem } from '@casino/contract/schemas';
import { InfoTooltip } from '@casino/shared/ui/popover';
import { NAMESPACE } from '../../app/namespace';
import { BalanceStrip } from '../../shared/BalanceStrip';
import { Cashback } from '../../shared/Cashback';
import shared from '../../shared/promotions.module.css';
import { canLoseReward, playerCampaignsQuery, promoQuery } from './bonuses-api';
import styles from './Bonuses.module.css';

function CampaignAction({ campaign }: { campaign: BonusCampaign }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const format = useFormat();
  const queryClient = useQueryClient();
  const activate = useMutation<BonusActionData, ApiRequestError, void>({
    mutationFn: () =>
      apiClient.call(ENDPOINTS['bonuses.activate'], { params: { bonusId: campaign.id }, query: { lang: locale } }),
    onSuccess: () =>
      Promise.all([
        ...(['bonuses.forDashboard', 'bonuses.forCashbox', 'dashboard.balance'] as const).map((name) =>
          queryClient.invalidateQueries({ queryKey: endpointKey(name) }),
        ),
      ]),
  });
  const campaigns = useQuery(playerCampaignsQuery(locale));
  const [asking, setAsking] = useState(false);
  const [atStake, setAtStake] = useState<NonNullable<CanLoseData['reward']> | null>(null);
  /** Warns first when activating would end the player's active reward; a failed check does not block activation. */
  const askThenActivate = async () => {
    activate.reset();
    setAsking(true);
    const answer = await canLoseReward(campaign.id).catch(() => null);
    setAsking(false);
    if (answer?.canLose && answer.reward) setAtStake(answer.reward);
    else activate.mutate();
  };
  if (campaign.playerStatus === 'active')
    return (
      <div className={styles.progress}>
        <span className={styles.badgeActive}>{t('bonuses.active')}</span>
        {campaign.wagering && (
          <>
            <progress max={100} value={campaign.wagering.percent} aria-label={t('bonuses.wagering')} />
            <span className={shared.muted}>
              {t('bonuses.wagered', {
                wagered: format.money(campaign.wagering.wagered, campaign.currency ?? 'EUR'),
                required: format.money(campaign.wagering.required, campaign.currency ?? 'EUR'),
              })}
            </span>
          </>
        )}
      </div>
    );
  if (campaign.playerStatus === 'rewarded' || campaign.playerStatus === 'cancelled')
    return <span className={styles.badgeUsed}>{t('bonuses.used')}</span>;
  if (campaign.kind === 'deposit')
    return (
      <PageLink className={shared.cta} to={playerPagePath(locale, 'balance')}>
        {t('bonuses.deposit')}
      </PageLink>
    );
  // The check answers in the API's default language: the reward's name comes from this page's list, in the page's.
  const rewardTitle = atStake && campaigns.data?.campaigns.find((listed) => listed.id === atStake.campaignId)?.title;
  if (atStake)
    return (
      <div className={styles.warning} role="alert" data-testid="reward-warning">
        <p>{rewardTitle ? t('bonuses.losesReward.text', { reward: rewardTitle }) : t('bonuses.losesReward.textUntitled')}</p>
        <div className={styles.warningActions}>
          <Button
            text={t('bonuses.losesReward.confirm')}
            color="red"
            loading={activate.isPending}
            onClick={() => activate.mutate(undefined, { onSettled: () => setAtStake(null) })}
          />
          <Button text={t('bonuses.losesReward.keep')} color="transparent" onClick={() => setAtStake(null)} />
        </div>
      </div>
    );
  return (
    <div className={styles.actions}>
      <Button text={t('bonuses.activate')} loading={activate.isPending || asking} onClick={() => void askThenActivate()} />
      {activate.isError && (
        <p role="alert" className={styles.error}>
          {activate.error.hasCode('conflict.state') || activate.error.hasCode('bonus.rules')
            ? t('bonusCode.errors.anotherActive')
            : t('bonusCode.errors.failed')}
        </p>
      )}
    </div>
  );
}

export function CampaignTerms({ campaign }: { campaign: BonusCampaign }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const currency = campaign.currency ?? 'EUR';
  return (
    <ul className={styles.terms}>
      {Number(campaign.amount) > 0 && <li>{t('bonuses.terms.amount', { amount: format.money(campaign.amount, currency) })}</li>}
      {campaign.freeSpins > 0 && <li>{t('prizes.freeSpins', { count: campaign.freeSpins })}</li>}
      {campaign.wagerFactor > 0 && (
        <li>
          {t('bonuses.terms.wager', { factor: format.number(campaign.wagerFactor) })}
          <InfoTooltip label={t('bonuses.help.wageringLabel')}>{t('bonuses.help.wagering', { factor: format.number(campaign.wagerFactor) })}</InfoTooltip>
        </li>
      )}
      {Number(campaign.minDeposit) > 0 && (
        <li>{t('bonuses.terms.minDeposit', { amount: format.money(campaign.minDeposit, currency) })}</li>
      )}
      {/* An offer without an end shows none (never a made-up far-future date). */}
      {campaign.endsAt && <li>{t('bonuses.terms.until', { date: format.date(campaign.endsAt, 'date') })}</li>}
      <li>
        {t('bonuses.help.termsLabel')}
        <InfoTooltip label={t('bonuses.help.termsLabel')}>{t('bonuses.help.terms')}</InfoTooltip>
      </li>
    </ul>
  );
}

function PlayerBonuses() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const campaigns = useQuery(playerCampaignsQuery(locale));
  return (
    <>
      <BalanceStrip />
      <Cashback />
      <QueryView
        query={campaigns}
        errorText={t('bonuses.error')}
        isEmpty={(list) => list.campaigns.length === 0}
        emptyText={t('bonuses.empty')}
        loading={<CardsSkeleton />}
      >
        {(list) => (
          <ul className={styles.cards} data-testid="bonus-campaigns">
            {list.campaigns.map((campaign) => (
              <li key={campaign.id} className={styles.card}>
                <span className={styles.kind}>{t(`bonuses.kinds.${campaign.kind}`)}</span>
                <h2 className={styles.title}>{campaign.title}</h2>
                <p className={shared.muted}>{campaign.description}</p>
                <CampaignTerms campaign={campaign} />
                <CampaignAction campaign={campaign} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p className={shared.muted}>
        {t('bonuses.haveCode')} <PageLink to={localePath(locale, SECTION_PATHS.bonusCode)}>{t('pages.bonusCode')}</PageLink>
      </p>
    </>
  );
}

function GuestOffers() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const promo = useQuery(promoQuery(locale));
  return (
    <>
      <div className={styles.guestCall} data-testid="bonuses-guest">
        <p>{t('bonuses.guest')}</p>
        <PageLink className={shared.cta} to={localePath(locale, SECTION_PATHS.registration)}>
          {t('bonuses.register')}
        </PageLink>
        <PageLink to={localePath(locale, SECTION_PATHS.login)}>{t('tournament.signIn')}</PageLink>
      </div>
      <QueryView
        query={promo}
        errorText={t('bonuses.error')}
        isEmpty={(list) => list.items.length === 0}
        emptyText={t('bonuses.empty')}
        loading={<CardsSkeleton />}
      >
        {(list) => (
          <ul className={styles.cards} data-testid="bonus-offers">
            {list.items.map((item: PromoItem) => (
              <li key={item.id} className={`${styles.card} ${shared.stretchCard}`}>
                <img className={styles.image} src={item.image} alt="" width={480} height={240} loading="lazy" decoding="async" />
                {item.badge && <span className={styles.kind}>{item.badge}</span>}
                {/* The whole card opens the offer: one link, named by the offer's title, stretched over the card. */}
                <h2 className={styles.title}>
                  <PageLink className={shared.stretchLink} to={localePath(locale, item.path.replace(/^\/+/, ''))}>
                    {item.title}
                  </PageLink>
                </h2>
                <p className={shared.muted}>{item.summary}</p>
                <span className={styles.details} aria-hidden="true">
                  {t('bonuses.details')} ›
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

function CardsSkeleton() {
  return (
    <ul className={styles.cards} aria-hidden="true">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index}>
          <Skeleton height={220} radius={16} />
        </li>
      ))}
    </ul>
  );
}

/** /{lang}/bonuses: the bonuses a player can take, with their terms and the next step; a guest's offers and a way in. */
export function BonusesPage() {
  const { t } = useTranslation(NAMESPACE);
  const isAuth = useSignedIn();
  return (
    <section className={shared.page} data-testid="bonuses-page">
      <h1 className={shared.heading}>{t('pages.bonuses')}</h1>
      {isAuth ? <PlayerBonuses /> : <GuestOffers />}
    </section>
  );
}
