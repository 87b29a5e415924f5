import { Suspense, type ReactNode } from 'react';
import { i18n, initI18n } from './i18n/i18n';
import { I18nProvider } from './i18n/react';

/** Tests render with the real i18n instance in English, suspending until the namespaces are loaded. */
export async function startTestI18n(): Promise<void> {
  await initI18n('en');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
}

export function WithI18n({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <Suspense fallback="suspended">{children}</Suspense>
    </I18nProvider>
  );
}
