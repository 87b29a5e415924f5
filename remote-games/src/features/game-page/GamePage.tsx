import { useQuery } from '@tanstack/react-query';
import { isNotFoundAnswer, ErrorState, FragmentSlot, LazyImage, PageLink, routeLocale, Skeleton, SkeletonText, useFormat, useLocation, usePageMeta, usePageTitle, useParams, useTranslation } from '@casino/shared';
import { cardPicture, gamePlayPath, gameRulesPath, localePath } from '@casino/contract';
import type { GameDetails } from '@casino/contract/schemas';
import { InfoTooltip } from '@casino/shared/ui/popover';
import { NAMESPACE } from '../../app/namespace';
import { addressOfPath, gameSlugOfAddress } from '../../shared/address';
import { useFavorites } from '../../shared/favorites';
import { FavoriteButton } from '../../shared/FavoriteButton';
import { GameCard, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '../../shared/GameCard';
import { GameNotFound } from '../../shared/GameNotFound';
import { gameCampaignsProps } from '../../shared/game-campaigns';
import { gameInfoQuery } from '../../shared/games-api';
import { similarGamesQuery, SIMILAR_GAMES } from './api';
import styles from './GamePage.module.css';

/** SPEC.md section 2, the catch-all game page: the game, its play buttons, favourite, similar games, its campaigns. */
export function GamePage() {
  const slug = gameSlugOfAddress(addressOfPath(useLocation().pathname));
  if (!slug) return <GameNotFound />;
  return <GameBySlug slug={slug} />;
}

function GameBySlug({ slug }: { slug: string }) {
  const { t } = useTranslation(NAMESPACE);
  const info = useQuery(gameInfoQuery(slug));
  if (info.isPending) return <GamePageSkeleton />;
  if (info.isError) {
    if (isNotFoundAnswer(info.error)) return <GameNotFound />;
    return <ErrorState text={t('game.error')} onRetry={() => void info.refetch()} />;
  }
  return <GameView game={info.data} />;
}

function GamePageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.hero}>
        <Skeleton className={styles.image} height="auto" radius="var(--r-lg)" />
        <div className={styles.details}>
          <Skeleton width="60%" height={32} />
          <SkeletonText lines={4} />
        </div>
      </div>
    </div>
  );
}

function GameView({ game }: { game: GameDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const format = useFormat();
  const favorites = useFavorites(locale);
  const category = t(`categories.${game.category}`, { defaultValue: game.category });
  const description = t('game.description', { name: game.name, provider: game.provider.name, category });
  usePageTitle(game.name, description);
  // The share card and the VideoGame JSON-LD (issue 34): the game's own artwork, in the lobby's breadcrumb.
  usePageMeta({
    image: game.thumbnail,
    parent: { name: t('pages.lobby'), path: localePath(locale, 'games') },
    entity: { type: 'VideoGame', name: game.name, description, publisher: game.provider.name, genre: category },
  });
  return (
    <article className={styles.page} data-testid="game-page">
      <div className={styles.hero}>
        <LazyImage className={styles.image} src={cardPicture(game)} alt={game.name} width={THUMBNAIL_WIDTH} height={THUMBNAIL_HEIGHT} eager />
        <div className={styles.details}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{game.name}</h1>
            <FavoriteButton game={game} isFavorite={favorites.isFavorite(game)} onToggle={favorites.toggle} large />
          </div>
          <p className={styles.description}>{description}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('game.provider')}</dt>
              <dd data-testid="game-provider">{game.provider.name}</dd>
            </div>
            <div>
              <dt>{t('game.category')}</dt>
              <dd>{category}</dd>
            </div>
            <div>
              {/* SPEC.md section 9's info tooltip where a player needs the term explained (issue 34). */}
              <dt>
                {t('game.rtp')}
                <InfoTooltip label={t('game.rtpHelpLabel')}>{t('game.rtpHelp', { rtp: format.percent(game.rtp) })}</InfoTooltip>
              </dt>
              <dd data-testid="game-rtp">{format.percent(game.rtp)}</dd>
            </div>
            <div>
              <dt>
                {t('game.volatility')}
                <InfoTooltip label={t('game.volatilityHelpLabel')}>{t('game.volatilityHelp')}</InfoTooltip>
              </dt>
              <dd>{t(`game.volatilityLevel.${game.volatility}`)}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <PageLink className={`${styles.play} ${styles.real}`} to={gamePlayPath(locale, game.slug)} data-testid="play-real" data-main-action>
              {t('game.playReal')}
            </PageLink>
            {game.hasDemo && (
              <PageLink className={`${styles.play} ${styles.demo}`} to={gameRulesPath(locale, game.slug)} data-testid="play-demo" data-main-action>
                {t('game.playDemo')}
              </PageLink>
            )}
          </div>
        </div>
      </div>
      <FragmentSlot name="promotions/game-campaigns" props={gameCampaignsProps(game.slug)} />
      <SimilarGames game={game} />
    </article>
  );
}

function SimilarGames({ game }: { game: GameDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const favorites = useFavorites(locale);
  const similar = useQuery(similarGamesQuery(game.category));
  const games = (similar.data?.items ?? []).filter((g) => g.id !== game.id).slice(0, SIMILAR_GAMES);
  if (similar.isError || (similar.isSuccess && games.length === 0)) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-games">
      <h2 id="similar-games" className={styles.similarTitle}>
        {t('game.similar')}
      </h2>
      <ul className={styles.row}>
        {games.map((g) => (
          <GameCard key={g.id} game={g} locale={locale} isFavorite={favorites.isFavorite(g)} onToggleFavorite={favorites.toggle} />
        ))}
      </ul>
    </section>
  );
}
