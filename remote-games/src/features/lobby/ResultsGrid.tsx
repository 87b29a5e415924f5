import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Skeleton, SkeletonGrid, useFormat, useTranslation } from '@casino/shared';
import { type Locale } from '@casino/contract';
import { VirtualGrid } from '@casino/shared/ui/virtual';
import { NAMESPACE } from '../../app/namespace';
import { useFavorites } from '../../shared/favorites';
import { type CardLabels, GameCardView, useCardLabels } from '../../shared/GameCard';
import { ListPicture } from './ListPicture';
import type { LobbyFilters } from '../../shared/lobby-filters';
import { RESULTS_PAGE_SIZE, resultsPageQuery } from './lobby-api';
import styles from './Lobby.module.css';

type Favorites = ReturnType<typeof useFavorites>;

/** A tile's height: the 4:3 thumbnail at the narrowest tile plus its two lines of text. */
const TILE_MIN_WIDTH = 150;
const TILE_HEIGHT = 168;

/**
 * The games matching the lobby's filters (all 5,000 of a big catalogue), through the virtual scroller: the grid is as
 * long as the whole list from the first answer, the DOM holds only the rows in view, and each tile in view asks for
 * its page of games (one request per page, shared by its tiles), so a jump to the end loads the end and nothing between.
 */
export function ResultsGrid({ filters, locale }: { filters: LobbyFilters; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  // One favourites hook for the whole list, not one per tile: a tile that scrolls in then subscribes to one query (its
  // page of games) instead of four, and no tile builds its own set of favourite ids.
  const favorites = useFavorites(locale);
  // The cards' words once for the list: a tile that scrolls in subscribes to no strings of its own (issue 36).
  const labels = useCardLabels();
  const first = useQuery(resultsPageQuery(filters, 1));
  if (first.isPending) return <SkeletonGrid count={12} />;
  if (first.isError) return <ErrorState text={t('lobby.error')} onRetry={() => void first.refetch()} />;
  const total = first.data.total;
  if (total === 0)
    return <EmptyState text={filters.query ? t('lobby.noResults', { query: filters.query }) : t('lobby.noFilteredGames')} />;
  const found = t('lobby.results', { total: format.number(total) });
  return (
    <section className={styles.results} data-testid="lobby-results">
      <p className={styles.count}>{found}</p>
      <VirtualGrid
        items={Array.from({ length: total }, (_, index) => index)}
        rowHeight={TILE_HEIGHT}
        minItemWidth={TILE_MIN_WIDTH}
        label={found}
        itemKey={String}
        renderItem={(index) => <ResultTile filters={filters} locale={locale} index={index} favorites={favorites} labels={labels} errorText={t('lobby.error')} />}
      />
    </section>
  );
}

/** The game at one place of the list, once its page has come (a placeholder of the same size until then). */
function ResultTile({ filters, locale, index, favorites, labels, errorText }: { filters: LobbyFilters; locale: Locale; index: number; favorites: Favorites; labels: CardLabels; errorText: string }) {
  const page = useQuery(resultsPageQuery(filters, Math.floor(index / RESULTS_PAGE_SIZE) + 1));
  const game = page.data?.items[index % RESULTS_PAGE_SIZE];
  if (page.isError)
    return (
      <button type="button" className={styles.tileRetry} onClick={() => void page.refetch()}>
        {errorText}
      </button>
    );
  if (!game) return <Skeleton height={TILE_HEIGHT} radius="var(--r-md)" />;
  return (
    <GameCardView
      as="div"
      game={game}
      locale={locale}
      inVirtualList
      Picture={ListPicture}
      isFavorite={favorites.isFavorite(game)}
      onToggleFavorite={favorites.toggle}
      labels={labels}
    />
  );
}
