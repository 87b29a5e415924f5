/** The ten languages of the product (SPEC.md section 9); ru is the default. No schema library, so browsers import it free. */
export const LOCALES = ['en', 'ca', 'es', 'fr', 'kk', 'pl', 'pt', 'ru', 'tr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
