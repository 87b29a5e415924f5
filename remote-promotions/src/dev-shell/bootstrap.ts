import { startDevShell } from '@casino/shared/dev-shell';
import { routes } from '../exposes/routes';

/** The promotions remote alone: `pnpm --filter remote-promotions dev`, http://localhost:3204/ (API proxied to API_URL). */
startDevShell(routes);
