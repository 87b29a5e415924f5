import { registerNamespace } from '@casino/shared';
import { NAMESPACE } from './namespace';

/**
 * This remote's strings, loaded per language on first use. Registered here, once per loaded version, and imported by
 * every exposed module that shows text (the routes, each fragment): registering a second loader for the namespace
 * counts as a new version and forgets the strings on the page, so a fragment already shown would blink out while they
 * load again.
 */
registerNamespace(NAMESPACE, (lang) => import(`../locales/${lang}.json`));
