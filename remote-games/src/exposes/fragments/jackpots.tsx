import type { FragmentProps } from '@casino/shared/fragments/contract';
import { Jackpots } from '../../shared/Jackpots';
import { useGamesNamespace } from '../../shared/useGamesNamespace';

/** Fragment `games/jackpots` (shared/src/fragments/contract.ts): the jackpot pools, placed on another team's page. */
export function Fragment({ variant = 'wide' }: FragmentProps['games/jackpots']) {
  useGamesNamespace();
  return <Jackpots variant={variant} />;
}
