import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from './i18n/i18n';

/** Tests render with the real i18n instance in English, suspending until the namespaces are loaded. */
export async function startTestI18n(): Promise<void> {
  await initI18n('en');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
}

export function WithI18n({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback="suspended">{children}</Suspense>
    </I18nextProvider>
  );
}
