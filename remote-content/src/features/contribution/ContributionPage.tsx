import { useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState, PageLink, routeLocale, useFormat, useParams, useTranslation } from '@casino/shared';
import { gamePagePath, type Locale } from '@casino/contract';
import { TextField } from '@casino/shared/ui/forms';
import { DataTable, ShowMore } from '@casino/shared/ui/table';
import type { ContributionGame } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import styles from '../../shared/article.module.css';
import { contributionGamesQuery } from './api';
import { matchesSearch } from './search';
import contribution from './ContributionPage.module.css';

const noSubscription = () => () => undefined;

/** SPEC.md section 2: the contribution page is client-only; the server (and hydration) render its loading state. */
export function ContributionPage() {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const locale = routeLocale(useParams());
  return inBrowser ? <ContributionList locale={locale} /> : <LoadingState />;
}

/** /{lang}/contribution: the games that count towards wagering and by how much, searchable by game or provider. */
function ContributionList({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const games = useInfiniteQuery(contributionGamesQuery(locale));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = games;

  // A search covers the whole list: the pages not loaded yet come in one after another.
  useEffect(() => {
    if (deferredSearch && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [deferredSearch, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const loaded = games.data?.pages.flatMap((page) => page.items) ?? [];
  const total = games.data?.pages[0]?.total ?? 0;
  const shown = loaded.filter((entry) => matchesSearch(entry, deferredSearch, locale));

  return (
    <section data-testid="contribution-page">
      <h1 className={styles.pageTitle}>{t('contribution.title')}</h1>
      <p className={styles.lead}>{t('contribution.lead')}</p>
      <div className={contribution.search}>
        <TextField
          label={t('contribution.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      {games.isPending ? (
        <LoadingState />
      ) : games.isError ? (
        <ErrorState onRetry={() => void games.refetch()} />
      ) : (
        <>
          <DataTable<ContributionGame>
            caption={t('contribution.title')}
            testId="contribution-games"
            rows={shown}
            rowKey={(entry) => String(entry.game.id)}
            empty={hasNextPage ? t('contribution.searching') : t('contribution.empty')}
            columns={[
              {
                key: 'game',
                header: t('contribution.game'),
                cell: (entry) => <PageLink to={gamePagePath(locale, entry.game)}>{entry.game.name}</PageLink>,
              },
              { key: 'provider', header: t('contribution.provider'), cell: (entry) => entry.game.provider.name },
              {
                key: 'share',
                header: t('contribution.share'),
                align: 'end',
                cell: (entry) => format.number(entry.contributionPercent / 100, { style: 'percent' }),
              },
            ]}
          />
          {deferredSearch ? (
            <p className={styles.lead} role="status">
              {t('contribution.count', { shown: format.number(shown.length), total: format.number(total) })}
            </p>
          ) : (
            <ShowMore shown={loaded.length} total={total} onMore={() => void fetchNextPage()} loading={isFetchingNextPage} />
          )}
        </>
      )}
    </section>
  );
}
