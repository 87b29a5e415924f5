import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gamePagePath, type Locale, PageLink } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { QUICK_SEARCH_DEBOUNCE_MS, quickSearchQuery } from './lobby-api';
import styles from './Lobby.module.css';

/** Waits until the value has not changed for `delay` ms. */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The lobby's search field (issue 11): results as the player types (GET /game/window-search, debounced), and Enter or
 * "see all" opens the full results in the lobby, with the search in the URL.
 */
export function QuickSearch({ locale, initial, onSubmit }: { locale: Locale; initial: string; onSubmit: (query: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const query = useDebounced(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const results = useQuery({ ...quickSearchQuery(query), enabled: open && query.length > 0, placeholderData: keepPreviousData });
  const submit = () => {
    setOpen(false);
    onSubmit(text.trim());
  };
  const showPanel = open && query.length > 0;
  return (
    <form
      className={styles.search}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {t('lobby.search')}
      </label>
      <input
        id={`${id}-input`}
        className={styles.searchInput}
        type="search"
        value={text}
        placeholder={t('lobby.searchPlaceholder')}
        autoComplete="off"
        aria-controls={`${id}-results`}
        aria-expanded={showPanel}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        data-testid="game-search"
      />
      {showPanel && (
        <div id={`${id}-results`} className={styles.quickResults} aria-live="polite" data-testid="quick-search-results">
          {results.isError ? (
            <p className={styles.quickNote}>{t('lobby.searchError')}</p>
          ) : !results.data ? (
            <p className={styles.quickNote}>{t('lobby.searching')}</p>
          ) : results.data.games.length === 0 ? (
            <p className={styles.quickNote}>{t('lobby.noResults', { query })}</p>
          ) : (
            <>
              <ul className={styles.quickList} aria-label={t('lobby.quickResults')}>
                {results.data.games.map((game) => (
                  <li key={game.id}>
                    <PageLink className={styles.quickItem} to={gamePagePath(locale, game)} onClick={() => setOpen(false)}>
                      <img src={game.thumbnail} alt="" width={48} height={36} loading="lazy" decoding="async" />
                      <span>
                        <strong>{game.name}</strong>
                        <small>{game.provider.name}</small>
                      </span>
                    </PageLink>
                  </li>
                ))}
              </ul>
              <button type="button" className={styles.seeAll} onClick={submit}>
                {t('lobby.seeAllResults', { count: results.data.totalGames })}
              </button>
            </>
          )}
        </div>
      )}
    </form>
  );
}
