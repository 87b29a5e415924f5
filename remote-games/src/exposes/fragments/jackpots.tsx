import type { FragmentProps } from '@casino/contract/fragments';
import { Jackpots } from '../../shared/Jackpots';
import { useGamesNamespace } from '../../shared/useGamesNamespace';

/** Fragment `games/jackpots` (contract/src/fragments.ts): the jackpot pools, placed on another team's page. */
export function Fragment({ variant = 'wide' }: FragmentProps['games/jackpots']) {
  useGamesNamespace();
  return <Jackpots variant={variant} />;
}
