import type { FragmentProps } from '@casino/contract/fragments';
import { HomeGames } from '../../shared/HomeGames';
import { useGamesNamespace } from '../../shared/useGamesNamespace';

/** Fragment `games/home-games` (contract/src/fragments.ts): the home tab's rows of games, for the home page. */
export function Fragment({ rows }: FragmentProps['games/home-games']) {
  useGamesNamespace();
  return <HomeGames rows={rows} />;
}
