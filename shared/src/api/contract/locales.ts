// The languages moved to @casino/contract (each app bundles its own copy); this path stays for shared/src/i18n.
export { DEFAULT_LOCALE, LOCALES, type Locale } from '@casino/contract/schemas/locales';
