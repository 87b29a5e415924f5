import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, type Locale, SkeletonGrid } from '@casino/shared';
import { VirtualGrid } from '@casino/shared/ui/virtual';
import { NAMESPACE } from '../../app/namespace';
import { useFavorites } from '../../shared/favorites';
import { GameCard } from '../../shared/GameCard';
import { resultsQuery, type LobbyFilters } from './lobby-api';
import styles from './Lobby.module.css';

/** A tile's height: the 4:3 thumbnail at the narrowest tile plus its two lines of text. */
const TILE_MIN_WIDTH = 150;
const TILE_HEIGHT = 168;
/** The next page is asked for while the end of the loaded games is still this far below the screen. */
const LOAD_AHEAD_PX = 1500;

/** Asks for the next page when the element (the end of the list) comes near the screen; again after every page. */
function useLoadAhead(loaded: number, more: boolean, load: () => void) {
  const end = useRef<HTMLDivElement>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const element = end.current;
    if (!element || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && loadRef.current(), { rootMargin: `${LOAD_AHEAD_PX}px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded, more]);
  return end;
}

/**
 * The games matching the lobby's filters, through the virtual scroller: the DOM holds only the rows in view. Pages load
 * ahead as the player scrolls (the button stays for keyboards and readers), so all 5,000 games of a catalogue scroll.
 */
export function ResultsGrid({ filters, locale }: { filters: LobbyFilters; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const favorites = useFavorites(locale);
  const results = useInfiniteQuery(resultsQuery(filters));
  const loaded = results.data?.pages.length ?? 0;
  const end = useLoadAhead(loaded, results.hasNextPage, () => !results.isFetchingNextPage && void results.fetchNextPage());
  if (results.isPending) return <SkeletonGrid count={12} />;
  if (results.isError) return <ErrorState text={t('lobby.error')} onRetry={() => void results.refetch()} />;
  const games = results.data.pages.flatMap((page) => page.items);
  const total = results.data.pages[0]?.total ?? 0;
  if (games.length === 0)
    return <EmptyState text={filters.query ? t('lobby.noResults', { query: filters.query }) : t('lobby.noFilteredGames')} />;
  return (
    <section className={styles.results} data-testid="lobby-results">
      <p className={styles.count}>{t('lobby.results', { count: total })}</p>
      <VirtualGrid
        items={games}
        rowHeight={TILE_HEIGHT}
        minItemWidth={TILE_MIN_WIDTH}
        label={t('lobby.results', { count: total })}
        itemKey={(game) => String(game.id)}
        renderItem={(game, index) => (
          <GameCard
            as="div"
            game={game}
            locale={locale}
            eager={index < 8}
            isFavorite={favorites.isFavorite(game)}
            onToggleFavorite={favorites.toggle}
          />
        )}
      />
      <div ref={end} />
      {results.hasNextPage && (
        <Button color="transparent" loading={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()} text={t('lobby.showMore')} />
      )}
    </section>
  );
}
