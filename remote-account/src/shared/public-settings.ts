import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '@casino/shared';
import type { Settings } from '@casino/contract/schemas';

/**
 * The public configuration for the sign-in forms (robot-check site key, currencies), from the page's query cache: the
 * very answer the host loaded at boot, no second GET /settings, there in the first render (the route's loader waits
 * for it when it is not). A failure means "none": the forms work without it.
 */
export function usePublicSettings(): Settings | null {
  return useQuery(settingsQuery()).data ?? null;
}
