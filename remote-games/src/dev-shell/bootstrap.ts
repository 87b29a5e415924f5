import { startDevShell } from '@casino/shared/dev-shell';
import { routes } from '../exposes/routes';

/** The games remote alone: `pnpm --filter remote-games dev`, http://localhost:3201/ (API proxied to API_URL). */
startDevShell(routes);
