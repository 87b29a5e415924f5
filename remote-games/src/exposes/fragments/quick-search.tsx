import type { FragmentProps } from '@casino/contract/fragments';
import { lobbyPath } from '../../shared/lobby-filters';
import { QuickSearch } from '../../shared/QuickSearch';
import { useGamesNamespace } from '../../shared/useGamesNamespace';

/**
 * Fragment `games/quick-search` (contract/src/fragments.ts): the quick search inside the panel the header's
 * search button opens. The host owns the button and the panel, so no page downloads this until a player opens it.
 */
export function Fragment({ locale, onClose }: FragmentProps['games/quick-search']) {
  useGamesNamespace();
  return (
    <QuickSearch
      locale={locale}
      autoFocus
      resultsPath={(query) => lobbyPath(locale, { query })}
      onDone={() => onClose('done')}
      onEscape={() => onClose('escape')}
      testId="header-search-input"
      inPanel
    />
  );
}
