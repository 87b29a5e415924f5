import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { initI18n, registerNamespace } from '@casino/shared';
import { App } from './App';
import { installChunkErrorReload } from './remotes/chunk-reload';
import { startRemotes } from './remotes/federation';
import { prefetchFirstPageRemote } from './remotes/first-page-prefetch';
import { readReleaseMap } from './remotes/release-map';
import { bootLocale } from './routing/boot-locale';
import '@casino/shared/ui/theme.css';
import './styles/global.css';

registerNamespace('host', (language) => import(`./locales/${language}.json`));
// The first page's own language (on "/" the detected one), so no other language's strings are downloaded first.
void initI18n(bootLocale());
startRemotes(readReleaseMap());
// The first page's remote downloads while settings, session and guards are on their way (they still decide first).
prefetchFirstPageRemote(window.location.pathname);
installChunkErrorReload();

/** The one jotai store of the page: the host's session atoms live in it and remotes see it through the Provider. */
const store = createStore();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<App store={store} />);
