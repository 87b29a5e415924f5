import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';

/**
 * Every endpoint group of SPEC.md section 7 is one module folder: `routes.ts` (a Fastify plugin mounted under /api/v1),
 * optionally `root-routes.ts` (mounted without the prefix) and `seed.ts` (deterministic seed data, run in this order on a
 * new database). Schemas and wire types come from `@casino/shared/contract`.
 */
export interface ApiModule {
  name: string;
  routes?: FastifyPluginAsync;
  rootRoutes?: FastifyPluginAsync;
  seed?: (db: Db) => void;
}

export const modules: ApiModule[] = [];

// Games and promotions (after the account modules: their seeds create bot players and rounds).
import { gamesModule } from './games/module';
modules.push(gamesModule);
