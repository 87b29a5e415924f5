import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@casino/shared';
import { NAMESPACE } from './namespace';

/** A route this remote owns whose screen is not built yet: its translated title and an honest "coming soon". */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  return <ComingSoon title={t(`pages.${titleKey}`)} />;
}
