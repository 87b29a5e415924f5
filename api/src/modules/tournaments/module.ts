import type { ApiModule } from '../index';
import { tournamentsRoutes } from './routes';
import { seedTournaments } from './seed';

/** Tournaments: lists, details, join, leaderboards computed from recorded rounds, drifts, games, max win. */
export const tournamentsModule: ApiModule = { name: 'tournaments', routes: tournamentsRoutes, seed: seedTournaments };
