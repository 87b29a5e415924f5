// The part of react-i18next the page uses, provided to the share scope under the key 'react-i18next'
// (shared/federation/shared-deps.cjs): federation ships a shared package whole, and react-i18next whole is 10.0 KB
// gzip, this 2.6 KB. Only shared/src/i18n imports react-i18next (lint), and used-exports.test.ts fails when it imports a
// name that is not here. `Trans` is not: it is @casino/shared/i18n/trans, in the chunks of the two pages that use it.
export { I18nContext, I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-whole';
