import { Type } from 'typebox';
import type { EndpointName, EndpointSchemas } from '../endpoints';
import { LangQuery, Paged } from './common';
import { Banner, DisplayPage, PageParams } from './content';
import { BalanceData } from './dashboard';
import { GameSection, SectionsQuery } from './games';
import { Settings } from './settings';
import { PromoLangQuery, PromoPagedQuery, TournamentSummary } from './tournaments';

/**
 * The schemas of every endpoint of `../endpoints.ts`, by the same name: what the API validates requests with and
 * answers (`response` is the `data` of `{ status: "ok", data }`). Server and form code import these; page code imports
 * only types from here, so the schema library stays out of the players' first load.
 */
export const ENDPOINT_SCHEMAS = {
  'settings.get': { response: Settings },
  'content.banners': { querystring: LangQuery, response: Type.Object({ items: Type.Array(Banner) }) },
  'content.page': { params: PageParams, querystring: LangQuery, response: DisplayPage },
  'game.sections': { querystring: SectionsQuery, response: Type.Array(GameSection) },
  'dashboard.balance': { response: BalanceData },
  'tournaments.active': { querystring: PromoLangQuery, response: Type.Array(TournamentSummary) },
  'tournaments.closed': { querystring: PromoPagedQuery, response: Paged(TournamentSummary) },
} satisfies { [K in EndpointName]: EndpointSchemas };

/** Every endpoint of the map has its schemas, and no schema names an endpoint the map lacks. */
type Exact<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : never;
export const ENDPOINT_SCHEMAS_MATCH_THE_MAP: Exact<typeof ENDPOINT_SCHEMAS, Record<EndpointName, unknown>> = true;
