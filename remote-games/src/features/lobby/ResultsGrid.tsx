import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, type Locale, SkeletonGrid, useFormat } from '@casino/shared';
import { VirtualGrid } from '@casino/shared/ui/virtual';
import { NAMESPACE } from '../../app/namespace';
import { useFavorites } from '../../shared/favorites';
import { GameCard } from '../../shared/GameCard';
import type { LobbyFilters } from '../../shared/lobby-filters';
import { resultsQuery } from './lobby-api';
import styles from './Lobby.module.css';

/** A tile's height: the 4:3 thumbnail at the narrowest tile plus its two lines of text. */
const TILE_MIN_WIDTH = 150;
const TILE_HEIGHT = 168;
/** The next page is asked for while the end of the loaded games is still this far below the screen. */
const LOAD_AHEAD_PX = 1500;

/** Asks for the next page while the element (the end of the list) is near the screen: on scroll, and after each page. */
function useLoadAhead(loaded: number, more: boolean, load: () => void) {
  const end = useRef<HTMLDivElement>(null);
  const loadIfNear = useEffectEvent(() => {
    const element = end.current;
    if (element && element.getBoundingClientRect().top < window.innerHeight + LOAD_AHEAD_PX) load();
  });
  useEffect(() => {
    if (!more) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(loadIfNear);
    };
    loadIfNear();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
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
  const format = useFormat();
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
      <p className={styles.count}>{t('lobby.results', { total: format.number(total) })}</p>
      <VirtualGrid
        items={games}
        rowHeight={TILE_HEIGHT}
        minItemWidth={TILE_MIN_WIDTH}
        label={t('lobby.results', { total: format.number(total) })}
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
