import { apiClient, endpointQuery } from '@casino/shared';
import type { CoolingOffBody, SelfExclusionBody } from '@casino/contract/schemas';
import { ENDPOINTS } from '@casino/contract';

/** SPEC.md section 2 /{lang}/player/self-exclusion: the player's responsible-gaming state and the two blocks. */
export const COOLING_OFF_PERIODS = ['24h', '7d', '30d', '90d'] as const satisfies readonly CoolingOffBody['period'][];
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'forever'] as const satisfies readonly SelfExclusionBody['period'][];
/** The API writes a self-exclusion "forever" as this year. */
export const FOREVER_YEAR = 9999;

export const responsibleGamingQuery = () => endpointQuery(ENDPOINTS['dashboard.responsibleGaming'], {});
export const startCoolingOff = (body: CoolingOffBody) => apiClient.call(ENDPOINTS['dashboard.coolingOff'], { body });
export const startSelfExclusion = (body: SelfExclusionBody) => apiClient.call(ENDPOINTS['dashboard.selfExclusion'], { body });
