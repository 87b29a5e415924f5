import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, endpointKey, Link, useLocation, useParams, useSignedIn, useTranslation } from '@casino/shared';
import { localePath, SECTION_PATHS } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import { actionMessage } from '../../shared/forms/messages';
import { LinkState } from '../../shared/LinkState';
import { usePageLocale } from '../../shared/page-locale';
import { unsubscribe } from './api';
import { isChannel, lastSegment, type Channel } from './mail-links';
import styles from '../../shared/auth-form.module.css';

/**
 * /{lang}/unsubscribe/{slug...}/{type}: the unsubscribe link of a mailing. POST /player/unsubscribe needs the player
 * signed in, and the player presses the button: a mail scanner opening the link must not unsubscribe anyone.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const { pathname } = useLocation();
  const type = lastSegment(useParams()['*']);
  const isAuth = useSignedIn();
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: () => unsubscribe(type as Channel),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.subscriptions') }),
  });

  let body;
  if (!isChannel(type))
    body = <LinkState tone="error" title={t('unsubscribe.invalidTitle')} text={t('unsubscribe.invalidText')} testId="unsubscribe-invalid" />;
  else if (!isAuth)
    body = (
      <LinkState tone="warning" title={t('unsubscribe.signInTitle')} text={t('unsubscribe.signInText')} testId="unsubscribe-sign-in">
        <Link to={`${localePath(locale, SECTION_PATHS.login)}?redirect=${encodeURIComponent(pathname)}`}>{t('reset.signIn')}</Link>
      </LinkState>
    );
  else if (request.isSuccess)
    body = (
      <LinkState tone="success" title={t('unsubscribe.doneTitle')} text={t(`unsubscribe.done.${type}`)} testId="unsubscribe-done">
        <Link to={localePath(locale, 'player/profile/subscriptions')}>{t('unsubscribe.manage')}</Link>
      </LinkState>
    );
  else
    body = (
      <div className={styles.form}>
        <p>{t(`unsubscribe.ask.${type}`)}</p>
        {request.isError && (
          <p className={styles.formError} role="alert">
            {t(actionMessage((request.error as { code?: string }).code))}
          </p>
        )}
        <Button color="green" loading={request.isPending} text={t('unsubscribe.submit')} onClick={() => request.mutate()} />
      </div>
    );

  return (
    <section className={styles.page} data-testid="unsubscribe-page">
      <h1 className={styles.heading}>{t('pages.unsubscribe')}</h1>
      {body}
    </section>
  );
}
