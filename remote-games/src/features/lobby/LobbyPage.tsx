import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryView, routeLocale, SkeletonGrid, useFormat, useNavigate, useParams, useSearchParams, useTranslation } from '@casino/shared';
import { type Locale } from '@casino/contract';
import { Select } from '@casino/shared/ui/forms';
import { Tabs } from '@casino/shared/ui/tabs';
import type { GameSection } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { GameRows } from '../../shared/GameRows';
import { Jackpots } from '../../shared/Jackpots';
import { activeFilterCount, filtersOf, isFiltered, lobbyPath, searchOf, type LobbyFilters } from '../../shared/lobby-filters';
import { QuickSearch } from '../../shared/QuickSearch';
import { lobbySectionsQuery, lobbyTabsQuery, providersQuery } from './lobby-api';
import { ResultsGrid } from './ResultsGrid';
import styles from './Lobby.module.css';

/**
 * /{lang}/games: the lobby (SPEC.md sections 2 and 7). Tabs, a provider filter and search; every filter lives in the
 * URL, so a filtered lobby is a link to share and the back button restores it. Without a filter the tab's rows show.
 */
export function LobbyPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const format = useFormat();
  const filters = filtersOf(search);
  const tabs = useQuery(lobbyTabsQuery(locale));
  const tabCategory = tabs.data?.find((tab) => tab.slug === filters.tab)?.category ?? undefined;
  const providers = useQuery(providersQuery(filters.category || tabCategory));
  const go = (next: Partial<LobbyFilters>) => void navigate({ search: searchOf(next) });
  // A phone shows the filters behind a toggle, closed at first, so the games come into the first screen (issue 34); a
  // wider screen shows them always and has no toggle (CSS decides by the width, so the server's HTML is already right).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = activeFilterCount(filters);

  return (
    <section className={styles.lobby} data-testid="games-lobby">
      <div className={styles.top}>
        <h1 className={styles.heading}>{t('pages.lobby')}</h1>
        <div className={styles.search}>
          <QuickSearch key={filters.query} locale={locale} initial={filters.query} resultsPath={(query) => lobbyPath(locale, { ...filters, query })} />
        </div>
      </div>
      <Jackpots variant="compact" />
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={filtersOpen}
        aria-controls="lobby-filters"
        data-testid="lobby-filters-toggle"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        <span>{t('lobby.filters')}</span>
        {activeFilters > 0 && (
          <span className={styles.filterCount}>{t('lobby.activeFilters', { count: activeFilters, number: format.number(activeFilters) })}</span>
        )}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id="lobby-filters" className={`${styles.filters} ${filtersOpen ? '' : styles.filtersClosed}`} data-testid="lobby-filters">
        <div className={styles.tabs}>
          {tabs.data && (
            <Tabs
              label={t('lobby.tabs')}
              tabs={tabs.data.map((tab) => ({ id: tab.slug, label: tab.title }))}
              selected={filters.tab}
              onSelect={(tab) => go({ tab })}
            />
          )}
        </div>
        <div className={styles.provider}>
          <Select
            label={t('lobby.provider')}
            testId="provider-filter"
            value={filters.provider || ''}
            placeholder={t('lobby.allProviders')}
            options={[
              { value: '', label: t('lobby.allProviders') },
              ...(providers.data ?? []).map((p) => ({ value: p.slug, label: t('lobby.providerOption', { name: p.name, total: format.number(p.gameCount) }) })),
            ]}
            onChange={(provider) => go({ ...filters, provider, category: filters.category || tabCategory || '' })}
          />
        </div>
      </div>
      {isFiltered(filters) ? (
        <>
          <button type="button" className={styles.clear} onClick={() => go({ tab: filters.tab })}>
            {t('lobby.clearFilters')}
          </button>
          <ResultsGrid key={searchOf(filters)} filters={filters} locale={locale} />
        </>
      ) : (
        <TabSections locale={locale} tab={filters.tab} onShowAll={(section) => go({ tab: filters.tab, ...section.search, sort: (section.search.sort as LobbyFilters['sort']) ?? '' })} />
      )}
    </section>
  );
}

function TabSections({ locale, tab, onShowAll }: { locale: Locale; tab: string; onShowAll: (section: GameSection) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const sections = useQuery(lobbySectionsQuery(locale, tab));
  return (
    <QueryView
      query={sections}
      errorText={t('lobby.error')}
      isEmpty={(data) => data.length === 0}
      emptyText={t('lobby.empty')}
      loading={<SkeletonGrid count={12} />}
    >
      {(data) => <GameRows sections={data} locale={locale} onShowAll={onShowAll} firstScreenSections={2} />}
    </QueryView>
  );
}
