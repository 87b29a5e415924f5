import '../app/translations';
import { NAMESPACE } from '../app/namespace';
import { useTranslation } from '@casino/shared';

/**
 * A fragment can be the first piece of this remote on a page (before its routes load): importing this registers the
 * games strings, and the hook suspends its slot until they are there. The server and a hydrating browser both wait,
 * so both render the same fragment (an effect that renders nothing first would not hydrate).
 */
export function useGamesNamespace(): void {
  useTranslation(NAMESPACE);
}
