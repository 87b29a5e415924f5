import { endpointQuery } from '@casino/shared';

/** Verification (SPEC.md section 2: /{lang}/player/verification): the queries, light for the route loader. */
export const documentsQuery = () => endpointQuery('dashboard.documents', {});
export const cardsQuery = () => endpointQuery('dashboard.cards', {});
