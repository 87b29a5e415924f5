import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, initI18n, localeOfPath } from '@casino/shared';
import { DevShell } from './DevShell';
import './dev-shell.css';

/** The account remote alone: `pnpm --filter remote-account dev`, http://localhost:3202/ (API proxied to API_URL). */
void initI18n(localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<DevShell />);
