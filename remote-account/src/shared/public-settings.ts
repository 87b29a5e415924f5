import type { QueryClient } from '@tanstack/react-query';
import { settingsQuery } from '@casino/shared';
import type { Settings } from '@casino/shared/contract';

/**
 * The public configuration for the sign-in forms (robot-check site key, currencies), from the page's query cache: the
 * very answer the host loaded at boot, no second GET /settings. A failure means "none": the forms work without it.
 */
export function loadPublicSettings(queryClient: QueryClient): Promise<Settings | null> {
  return queryClient.fetchQuery(settingsQuery()).catch((error: unknown) => {
    console.warn('[account] /settings failed; the forms work without a robot check', error);
    return null;
  });
}
