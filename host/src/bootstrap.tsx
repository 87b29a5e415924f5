import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { DEFAULT_LOCALE, initI18n, localeOfPath, registerNamespace } from '@casino/shared';
import { App } from './App';
import { installChunkErrorReload } from './remotes/chunk-reload';
import { startRemotes } from './remotes/federation';
import { readReleaseMap } from './remotes/release-map';
import './styles/global.css';

const lang = localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE;
registerNamespace('host', (language) => import(`./locales/${language}.json`));
void initI18n(lang);
startRemotes(readReleaseMap());
installChunkErrorReload();

/** The one jotai store of the page: the host's session atoms live in it and remotes see it through the Provider. */
const store = createStore();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<App store={store} />);
