import { startDevShell } from '@casino/shared/dev-shell';
import { routes } from '../exposes/routes';

/** The content remote alone: `pnpm --filter remote-content dev`, http://localhost:3203/ (API proxied to API_URL). */
startDevShell(routes);
