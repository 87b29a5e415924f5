import { useEffect, useRef, useState } from 'react';
import { NAMESPACE } from '../app/namespace';
import { noteRobotCheckSkipped, renderRobotCheck } from './robot-check';
import styles from './auth-form.module.css';
import { useTranslation } from '@casino/shared';

/**
 * The robot-check widget of a form. With no site key it renders nothing (and notes that once in the console); with
 * one, the form must not be sent before `onToken` has given a token.
 */
export function RobotCheck({
  siteKey,
  lang,
  onToken,
}: {
  siteKey: string;
  lang: string;
  onToken: (token: string | null) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const tokenHandler = useRef(onToken);
  useEffect(() => {
    tokenHandler.current = onToken;
  });

  useEffect(() => {
    if (!siteKey) {
      noteRobotCheckSkipped();
      return;
    }
    renderRobotCheck(container.current, {
      siteKey,
      lang,
      onToken: (token) => tokenHandler.current(token),
    }).catch((error: unknown) => {
      console.error('[robot-check]', error instanceof Error ? error.message : error);
      setFailed(true);
    });
  }, [siteKey, lang]);

  if (!siteKey) return null;
  return (
    <div className={styles.robotCheck}>
      <div ref={container} data-testid="robot-check" />
      {failed && (
        <p className={styles.formError} role="alert">
          {t('robotCheck.failed')}
        </p>
      )}
    </div>
  );
}
