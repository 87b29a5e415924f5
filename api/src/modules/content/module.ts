import type { ApiModule } from '../index';
import { contentRoutes } from './routes';
import { seedContent } from './seed';

/** Display pages, slider banners, menu, promos, chat configuration, footer icons, countries and generated images. */
export const contentModule: ApiModule = {
  name: 'content',
  routes: contentRoutes as ApiModule['routes'],
  seed: seedContent,
};
