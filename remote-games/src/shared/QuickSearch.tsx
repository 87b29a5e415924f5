import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageLink, useFormat, useNavigate, useTranslation } from '@casino/shared';
import { cardPicture, gamePagePath, type Locale } from '@casino/contract';
import { NAMESPACE } from '../app/namespace';
import { lobbyPath } from './lobby-filters';
import { QUICK_SEARCH_DEBOUNCE_MS, quickSearchQuery } from './quick-search-api';
import styles from './QuickSearch.module.css';

/** Waits until the value has not changed for `delay` ms. */
export function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface Choice {
  key: string;
  href: string;
  name: string;
  detail: string;
  thumbnail?: string;
}

export interface QuickSearchProps {
  locale: Locale;
  initial?: string;
  /** The full results for a text (the lobby with `?q=`): Enter without a chosen game, and the "see all" link. */
  resultsPath: (query: string) => string;
  /** The player picked a game, a provider or the full results (the header closes its panel). */
  onDone?: () => void;
  /** Escape with nothing left to close here. */
  onEscape?: () => void;
  autoFocus?: boolean;
  testId?: string;
  /** The results flow inside a panel of their own (the header's) instead of floating over the page. */
  inPanel?: boolean;
}

/**
 * The quick search (issue 11; GET /game/window-search): results as the player types, after a pause, in a WAI-ARIA
 * combobox (arrows move through the games and providers, Enter opens one, or the full results when none is chosen,
 * Escape closes), an honest empty answer, and a link to the full results page.
 */
export function QuickSearch({ locale, initial = '', resultsPath, onDone, onEscape, autoFocus = false, testId = 'game-search', inPanel = false }: QuickSearchProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const format = useFormat();
  const id = useId();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(autoFocus && initial !== '');
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const results = useQuery({ ...quickSearchQuery(query), enabled: open && query.length > 0, placeholderData: keepPreviousData });
  const showPanel = open && query.length > 0;

  const choices: Choice[] = [
    ...(results.data?.games ?? []).map((game) => ({
      key: `game-${game.id}`,
      href: gamePagePath(locale, game),
      name: game.name,
      detail: game.provider.name,
      thumbnail: cardPicture(game),
    })),
    ...(results.data?.providers ?? []).map((provider) => ({
      key: `provider-${provider.slug}`,
      href: lobbyPath(locale, { provider: provider.slug }),
      name: provider.name,
      detail: t('lobby.gameCount', { total: format.number(provider.gameCount) }),
    })),
  ];
  const optionId = (index: number) => `${id}-option-${index}`;
  const go = (href: string) => {
    setOpen(false);
    onDone?.();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (choices.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: up from the first result goes back to typing.
      setActive((index) => ((index + step + 1 + choices.length + 1) % (choices.length + 1)) - 1);
    } else if (event.key === 'Escape') {
      if (showPanel) {
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else onEscape?.();
    } else if (event.key === 'Enter' && showPanel && choices[active]) {
      event.preventDefault();
      go(choices[active].href);
    }
  };

  return (
    <form
      className={styles.search}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) go(resultsPath(text.trim()));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {t('lobby.search')}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        value={text}
        placeholder={t('lobby.searchPlaceholder')}
        autoComplete="off"
        // The header opens its panel for typing: the field takes the focus the button had.
        autoFocus={autoFocus}
        aria-autocomplete="list"
        aria-expanded={showPanel}
        aria-controls={`${id}-results`}
        aria-activedescendant={showPanel && active >= 0 && active < choices.length ? optionId(active) : undefined}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        data-testid={testId}
      />
      {showPanel && (
        <div className={inPanel ? styles.inPanel : styles.panel} data-testid="quick-search-results">
          <p className={results.data && choices.length > 0 ? 'visually-hidden' : styles.note} role="status">
            {results.isError
              ? t('lobby.searchError')
              : !results.data
                ? t('lobby.searching')
                : choices.length === 0
                  ? t('lobby.noResults', { query })
                  : t('lobby.results', { total: format.number(results.data.totalGames) })}
          </p>
          <ul id={`${id}-results`} role="listbox" className={styles.list} aria-label={t('lobby.quickResults')}>
            {choices.map((choice, index) => (
              <li
                key={choice.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // Keeps the focus in the field, so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => go(choice.href)}
              >
                {choice.thumbnail ? (
                  <img src={choice.thumbnail} alt="" width={48} height={36} loading="lazy" decoding="async" />
                ) : (
                  <span className={styles.providerMark} aria-hidden="true">
                    {choice.name.slice(0, 1)}
                  </span>
                )}
                <span className={styles.text}>
                  <strong>{choice.name}</strong>
                  <small>{choice.detail}</small>
                </span>
              </li>
            ))}
          </ul>
          {results.data && results.data.totalGames > 0 && (
            <PageLink className={styles.seeAll} to={resultsPath(query)} onClick={() => (setOpen(false), onDone?.())} data-testid="quick-search-all">
              {t('lobby.seeAllResults', { count: results.data.totalGames, total: format.number(results.data.totalGames) })}
            </PageLink>
          )}
        </div>
      )}
    </form>
  );
}
