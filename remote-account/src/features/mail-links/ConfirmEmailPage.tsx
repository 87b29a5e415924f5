import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, Button, endpointKey, Link, LoadingState, useParams, useSignedIn, useTranslation } from '@casino/shared';
import { localePath, playerPagePath } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import { LinkState } from '../../shared/LinkState';
import { usePageLocale } from '../../shared/page-locale';
import { checkEmailSignature } from './api';
import { isEmailSignature, lastSegment } from './mail-links';
import styles from '../../shared/auth-form.module.css';

/** /{lang}/confirm/email/{slug...}/{hash}: the e-mail confirmation link; the signed hash is checked once on arrival. */
export function ConfirmEmailPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const hash = lastSegment(useParams()['*']);
  const valid = isEmailSignature(hash);
  const isAuth = useSignedIn();
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: () => checkEmailSignature(hash),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.profile') });
    },
  });
  const { mutate } = check;
  useEffect(() => {
    if (valid) mutate();
  }, [valid, hash, mutate]);

  let body;
  if (!valid) body = <LinkState tone="error" title={t('confirmEmail.invalidTitle')} text={t('confirmEmail.invalidText')} testId="confirm-invalid" />;
  else if (check.isSuccess)
    body = (
      <LinkState tone="success" title={t('confirmEmail.doneTitle')} text={t('confirmEmail.doneText', { email: check.data.email })} testId="confirm-done">
        <Link to={isAuth ? playerPagePath(locale, 'profile/view') : localePath(locale, 'login')}>
          {isAuth ? t('confirmEmail.toProfile') : t('reset.signIn')}
        </Link>
      </LinkState>
    );
  else if (check.isError && check.error instanceof ApiRequestError && check.error.code === 'code.wrong')
    body = <LinkState tone="warning" title={t('confirmEmail.expiredTitle')} text={t('confirmEmail.expiredText')} testId="confirm-expired" />;
  else if (check.isError)
    body = (
      <LinkState tone="error" title={t('confirmEmail.failedTitle')} text={t('form.errors.generic')} testId="confirm-failed">
        <Button text={t('actions.retry')} onClick={() => mutate()} />
      </LinkState>
    );
  else body = <LoadingState label={t('confirmEmail.checking')} />;

  return (
    <section className={styles.page} data-testid="confirm-email-page">
      <h1 className={styles.heading}>{t('pages.confirmEmail')}</h1>
      {body}
    </section>
  );
}
