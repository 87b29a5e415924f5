import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { authRoutes } from './auth/routes';
import { seedPlayers } from './auth/seed';
import { playerRoutes } from './player/routes';
import { dashboardRoutes } from './dashboard/routes';
import { seedDashboard } from './dashboard/seed';
import { historyRoutes } from './history/routes';
import { paymentRoutes } from './payments/routes';
import { paymentRootRoutes } from './payments/root-routes';
import { seedPayments } from './payments/seed';
import { bonusRoutes } from './bonuses/routes';
import { seedBonuses } from './bonuses/seed';
import { devRoutes } from './dev/routes';
import { responsibleGamingRoutes } from './responsible-gaming/routes';

/**
 * Every endpoint group of SPEC.md section 7 is one module folder: `routes.ts` (a Fastify plugin mounted under /api/v1),
 * optionally `root-routes.ts` (mounted without the prefix) and `seed.ts` (deterministic seed data, run in this order on a
 * new database). Schemas and wire types come from `@casino/contract/schemas`.
 */
export interface ApiModule {
  name: string;
  routes?: FastifyPluginAsync;
  rootRoutes?: FastifyPluginAsync;
  seed?: (db: Db) => void;
}

export const modules: ApiModule[] = [
  // Account and money modules first: their seed creates the demo players every later seed may refer to.
  { name: 'auth', routes: authRoutes, seed: seedPlayers },
  { name: 'player', routes: playerRoutes },
  { name: 'dashboard', routes: dashboardRoutes, seed: seedDashboard },
  { name: 'history', routes: historyRoutes },
  { name: 'payments', routes: paymentRoutes, rootRoutes: paymentRootRoutes, seed: seedPayments },
  { name: 'bonuses', routes: bonusRoutes, seed: seedBonuses },
  { name: 'responsible-gaming', routes: responsibleGamingRoutes },
  { name: 'dev', routes: devRoutes },
];

// Settings, content, blog, news, help and route data (public, no player needed).
import { settingsModule } from './settings/module';
import { contentModule } from './content/module';
import { blogModule } from './blog/module';
import { newsModule } from './news/module';
import { helpModule } from './help/module';
import { routeDataModule } from './route-data/module';
modules.push(settingsModule, contentModule, blogModule, newsModule, helpModule, routeDataModule);

// Games and promotions (after the account modules: their seeds create bot players and rounds).
import { gamesModule } from './games/module';
import { playModule } from './play/module';
import { tournamentsModule } from './tournaments/module';
import { racesModule } from './races/module';
import { jackpotsModule } from './jackpots/module';
modules.push(gamesModule, playModule, tournamentsModule, racesModule, jackpotsModule);
