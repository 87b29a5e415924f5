import { useQuery } from '@tanstack/react-query';
import { Button, PageLink, routeLocale, Skeleton, useFormat, useParams, useSignedIn, useTranslation } from '@casino/shared';
import { localePath, SECTION_PATHS } from '@casino/contract';
import type { BonusCampaign } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { gameCampaignsQuery } from './bonuses-api';
import styles from './GameCampaigns.module.css';

function Offer({ campaign }: { campaign: BonusCampaign }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const currency = campaign.currency ?? 'EUR';
  const value = [
    Number(campaign.amount) > 0 ? format.money(campaign.amount, currency) : '',
    campaign.freeSpins > 0 ? t('prizes.freeSpins', { count: campaign.freeSpins }) : '',
  ]
    .filter(Boolean)
    .join(' + ');
  return (
    <li className={styles.offer}>
      <span className={styles.kind}>{t(`bonuses.kinds.${campaign.kind}`)}</span>
      <strong className={styles.title}>{campaign.title}</strong>
      {value && <span className={styles.value}>{value}</span>}
      {campaign.playerStatus === 'active' && <span className={styles.active}>{t('bonuses.active')}</span>}
    </li>
  );
}

/** The bonus campaigns a game counts for, placed by the games team on the game page (fragment promotions/game-campaigns). */
export function GameCampaigns({ gameGlobalId }: { gameGlobalId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const isAuth = useSignedIn();
  const campaigns = useQuery({ ...gameCampaignsQuery(gameGlobalId, locale), enabled: isAuth });
  const bonusesLink = (
    <PageLink className={styles.more} to={localePath(locale, SECTION_PATHS.bonuses)}>
      {t('gameCampaigns.all')}
    </PageLink>
  );
  if (!isAuth)
    return (
      <aside className={styles.box} data-testid="game-campaigns">
        <p className={styles.guest}>{t('gameCampaigns.guest')}</p>
        {bonusesLink}
      </aside>
    );
  if (campaigns.isPending) return <Skeleton height={72} radius={12} />;
  if (campaigns.isError)
    return (
      <aside className={styles.box} role="alert">
        <p className={styles.guest}>{t('gameCampaigns.error')}</p>
        <Button size="small" color="transparent" text={t('gameCampaigns.retry')} onClick={() => void campaigns.refetch()} />
      </aside>
    );
  // A game no campaign counts for shows nothing: an empty box on the game page would only take room.
  if (campaigns.data.campaigns.length === 0) return null;
  return (
    <aside className={styles.box} aria-labelledby="game-campaigns-title" data-testid="game-campaigns">
      <h2 id="game-campaigns-title" className={styles.heading}>
        {t('gameCampaigns.title')}
      </h2>
      <ul className={styles.offers}>
        {campaigns.data.campaigns.map((campaign) => (
          <Offer key={campaign.id} campaign={campaign} />
        ))}
      </ul>
      {bonusesLink}
    </aside>
  );
}
