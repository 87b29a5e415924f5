import type { ApiModule } from '../index';
import { settingsRoutes } from './routes';

/** GET /settings: public configuration (locales, retired locales, robot check, analytics ids, build id, currencies). */
export const settingsModule: ApiModule = { name: 'settings', routes: settingsRoutes as ApiModule['routes'] };
