import { apiClient } from '@casino/shared';
import type { Settings } from '@casino/shared/contract';

let settings: Promise<Settings | null> | null = null;

/** GET /settings once per page for the sign-in forms (robot-check site key, currencies); a failure means "none". */
export function loadPublicSettings(): Promise<Settings | null> {
  settings ??= apiClient.get<Settings>('/settings').catch((error: unknown) => {
    console.warn('[account] /settings failed; the forms work without a robot check', error);
    settings = null;
    return null;
  });
  return settings;
}
