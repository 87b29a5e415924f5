import { startDevShell } from '@casino/shared/dev-shell';
import { routes } from '../exposes/routes';

/** The account remote alone: `pnpm --filter remote-account dev`, http://localhost:3202/ (API proxied to API_URL). */
startDevShell(routes);
