/** This remote's i18n namespace: its strings live in src/locales/<lang>.json. */
export const NAMESPACE = 'account';
