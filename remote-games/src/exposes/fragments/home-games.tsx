import type { FragmentProps } from '@casino/shared/fragments/contract';
import { HomeGames } from '../../shared/HomeGames';
import { useGamesNamespace } from '../../shared/useGamesNamespace';

/** Fragment `games/home-games` (shared/src/fragments/contract.ts): the home tab's rows of games, for the home page. */
export function Fragment({ rows }: FragmentProps['games/home-games']) {
  useGamesNamespace();
  return <HomeGames rows={rows} />;
}
