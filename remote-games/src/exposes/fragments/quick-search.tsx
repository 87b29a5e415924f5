import type { FragmentProps } from '@casino/shared/fragments/contract';
import { HeaderSearch } from '../../features/quick-search/HeaderSearch';
import { useGamesNamespace } from '../../shared/useGamesNamespace';

/** Fragment `games/quick-search` (shared/src/fragments/contract.ts): the header's search button and its quick results. */
export function Fragment({ locale }: FragmentProps['games/quick-search']) {
  useGamesNamespace();
  return <HeaderSearch locale={locale} />;
}
