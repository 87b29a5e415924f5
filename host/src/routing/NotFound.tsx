import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@casino/shared';

/** Page Not Found with the full path (SPEC.md section 8) and one green button to the home page. */
export function NotFound() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <section style={{ textAlign: 'center', padding: '48px 16px' }} data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text', { path: pathname })}</p>
      <Button color="green" text={t('notFound.home')} onClick={() => navigate('/')} />
    </section>
  );
}
