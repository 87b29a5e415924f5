import { endpointQuery } from '@casino/shared';
import { ENDPOINTS } from '@casino/contract';

/** Verification (SPEC.md section 2: /{lang}/player/verification): the queries, light for the route loader. */
export const documentsQuery = () => endpointQuery(ENDPOINTS['dashboard.documents'], {});
export const cardsQuery = () => endpointQuery(ENDPOINTS['dashboard.cards'], {});
