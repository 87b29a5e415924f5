import { registerNamespace } from '@casino/shared';
import { NAMESPACE } from './namespace';

// Once per loaded version, whichever of its modules reaches the page first (its routes or a fragment).
registerNamespace(NAMESPACE, (lang) => import(`../locales/${lang}.json`));
