import { Button, useLocation, useNavigate, usePageNotFound, useTranslation } from '@casino/shared';
import { NAMESPACE } from '../app/namespace';
import styles from './GameNotFound.module.css';

/** SPEC.md section 8: an address that names no game is Page Not Found, with the full path and one button home. */
export function GameNotFound() {
  const { t } = useTranslation(NAMESPACE);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  usePageNotFound(); // a server render answers 404
  return (
    <section className={styles.notFound} data-testid="not-found-page">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.path}>
        {t('notFound.path')} <code data-testid="not-found-path">{pathname}</code>
      </p>
      <Button color="green" onClick={() => void navigate('/')} text={t('notFound.button')} />
    </section>
  );
}
