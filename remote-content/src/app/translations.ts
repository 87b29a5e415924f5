import { registerNamespace } from '@casino/shared';
import { NAMESPACE } from './namespace';

/** This remote's strings, loaded per language on first use; imported by each exposed module that shows text. */
registerNamespace(NAMESPACE, (lang) => import(`../locales/${lang}.json`));
