import { memo, startTransition, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageLink, useFormat, useNavigate, useTranslation } from '@casino/shared';
import { cardPicture, gamePagePath, type Locale } from '@casino/contract';
import { NAMESPACE } from '../app/namespace';
import { lobbyPath } from './lobby-filters';
import { QUICK_SEARCH_DEBOUNCE_MS, quickSearchQuery } from './quick-search-api';
import styles from './QuickSearch.module.css';

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
 *
 * A key costs only the field (issue 36.2, INP): the typed text is the field's own state (SearchField), so a key renders
 * that one input and nothing else; the component learns the text when typing pauses (the request's debounce, not the
 * text's), in a transition, and the results list renders from a deferred copy of the answer in a component of its own
 * (ResultsPanel, memoised), so neither a settled query nor an arriving answer blocks the next key.
 */
export function QuickSearch({ locale, initial = '', resultsPath, onDone, onEscape, autoFocus = false, testId = 'game-search', inPanel = false }: QuickSearchProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const format = useFormat();
  const id = useId();
  /** What the field shows now (SearchField keeps it current without rendering this component). */
  const textRef = useRef(initial);
  const [open, setOpen] = useState(autoFocus && initial !== '');
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState(initial.trim());
  const results = useQuery({ ...quickSearchQuery(query), enabled: open && query.length > 0, placeholderData: keepPreviousData });
  // The list renders from a deferred copy: the answer's arrival re-renders it in the background, a key interrupts it.
  const data = useDeferredValue(results.data);
  const showPanel = open && query.length > 0;

  const choices: Choice[] = useMemo(
    () => [
      ...(data?.games ?? []).map((game) => ({
        key: `game-${game.id}`,
        href: gamePagePath(locale, game),
        name: game.name,
        detail: game.provider.name,
        thumbnail: cardPicture(game),
      })),
      ...(data?.providers ?? []).map((provider) => ({
        key: `provider-${provider.slug}`,
        href: lobbyPath(locale, { provider: provider.slug }),
        name: provider.name,
        detail: t('lobby.gameCount', { total: format.number(provider.gameCount) }),
      })),
    ],
    [data, locale, t, format],
  );
  const optionId = (index: number) => `${id}-option-${index}`;
  // The list's handlers stay the same functions for the component's life (its rows are memoised) and call the latest
  // props.
  const latest = useRef({ navigate, onDone });
  useEffect(() => {
    latest.current = { navigate, onDone };
  });
  const go = useCallback((href: string) => {
    setOpen(false);
    latest.current.onDone?.();
    void latest.current.navigate(href);
  }, []);
  const closeForAll = useCallback(() => {
    setOpen(false);
    latest.current.onDone?.();
  }, []);

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
  // A key: the list waits for the new text (no choice stays highlighted for a word no longer typed), and opens again
  // after an Escape; asked only when they do not already hold, so a key renders nothing here.
  const shown = useRef({ open, active });
  useEffect(() => {
    shown.current = { open, active };
  });
  const onType = () => {
    if (shown.current.active !== -1) setActive(-1);
    if (!shown.current.open) setOpen(true);
  };
  const onSettled = (settled: string) => startTransition(() => setQuery(settled));
  const status = results.isError
    ? t('lobby.searchError')
    : !data
      ? t('lobby.searching')
      : choices.length === 0
        ? t('lobby.noResults', { query })
        : t('lobby.results', { total: format.number(data.totalGames) });

  return (
    <form
      className={styles.search}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = textRef.current.trim();
        if (typed) go(resultsPath(typed));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {t('lobby.search')}
      </label>
      <SearchField
        initial={initial}
        textRef={textRef}
        onType={onType}
        onSettled={onSettled}
        id={`${id}-input`}
        className={styles.input}
        placeholder={t('lobby.searchPlaceholder')}
        // The header opens its panel for typing: the field takes the focus the button had.
        autoFocus={autoFocus}
        aria-expanded={showPanel}
        aria-controls={`${id}-results`}
        aria-activedescendant={
          showPanel && active >= 0 && active < choices.length ? optionId(active) : undefined
        }
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        data-testid={testId}
      />
      {showPanel && (
        <ResultsPanel
          className={inPanel ? styles.inPanel : styles.panel}
          listId={`${id}-results`}
          optionId={`${id}-option-`}
          choices={choices}
          active={active}
          status={status}
          statusVisible={!(data && choices.length > 0)}
          listLabel={t('lobby.quickResults')}
          seeAllTo={data && data.totalGames > 0 ? resultsPath(query) : undefined}
          seeAllText={
            data && data.totalGames > 0
              ? t('lobby.seeAllResults', { count: data.totalGames, total: format.number(data.totalGames) })
              : ''
          }
          onActive={setActive}
          onGo={go}
          onSeeAll={closeForAll}
        />
      )}
    </form>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> & {
  'data-testid'?: string;
};

/**
 * The field: its text is its own state, so a key renders this input alone. `textRef` always holds what it shows (the
 * submit reads it); `onSettled` hears the trimmed text once typing has paused QUICK_SEARCH_DEBOUNCE_MS.
 */
function SearchField({
  initial,
  textRef,
  onType,
  onSettled,
  ...props
}: FieldProps & {
  initial: string;
  textRef: { current: string };
  onType: () => void;
  onSettled: (text: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  useEffect(() => {
    const timer = setTimeout(() => settled.current(value.trim()), QUICK_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <input
      {...props}
      type="search"
      role="combobox"
      autoComplete="off"
      aria-autocomplete="list"
      maxLength={100}
      value={value}
      onChange={(event) => {
        textRef.current = event.target.value;
        setValue(event.target.value);
        onType();
      }}
    />
  );
}

interface ResultsPanelProps {
  className: string | undefined;
  listId: string;
  optionId: string;
  choices: Choice[];
  active: number;
  status: string;
  statusVisible: boolean;
  listLabel: string;
  /** The full results' address, when there are any. */
  seeAllTo: string | undefined;
  seeAllText: string;
  onActive: (index: number) => void;
  onGo: (href: string) => void;
  onSeeAll: () => void;
}

/** The results under the field; memoised with its rows, so what did not change (the answer, the choice) is not drawn again. */
const ResultsPanel = memo(function ResultsPanel({
  className,
  listId,
  optionId,
  choices,
  active,
  status,
  statusVisible,
  listLabel,
  seeAllTo,
  seeAllText,
  onActive,
  onGo,
  onSeeAll,
}: ResultsPanelProps) {
  return (
    <div className={className} data-testid="quick-search-results">
      <p className={statusVisible ? styles.note : 'visually-hidden'} role="status">
        {status}
      </p>
      <ul id={listId} role="listbox" className={styles.list} aria-label={listLabel}>
        {choices.map((choice, index) => (
          <ResultOption
            key={choice.key}
            choice={choice}
            index={index}
            id={`${optionId}${index}`}
            selected={index === active}
            onActive={onActive}
            onGo={onGo}
          />
        ))}
      </ul>
      {seeAllTo && (
        <PageLink className={styles.seeAll} to={seeAllTo} onClick={onSeeAll} data-testid="quick-search-all">
          {seeAllText}
        </PageLink>
      )}
    </div>
  );
});

/** One result: drawn again only when it becomes or stops being the chosen one. */
const ResultOption = memo(function ResultOption({
  choice,
  index,
  id,
  selected,
  onActive,
  onGo,
}: {
  choice: Choice;
  index: number;
  id: string;
  selected: boolean;
  onActive: (index: number) => void;
  onGo: (href: string) => void;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={styles.option}
      // Keeps the focus in the field, so the list does not close before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={() => onActive(index)}
      onClick={() => onGo(choice.href)}
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
  );
});
