import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiRequestError, Link, LoadingState, useLocation, useNavigate, useSessionActions, useTranslation } from '@casino/shared';
import { localePath } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import { safeRedirect } from '../../shared/safe-redirect';
import { usePageLocale } from '../../shared/page-locale';
import { externalPayloadFrom } from './external-payload';
import styles from '../../shared/auth-form.module.css';

type State =
  | { kind: 'signing-in' }
  | { kind: 'failed'; reason: 'missing' | 'unsupported' | 'notLinked' | 'generic' | 'expired' | 'denied' };

/** An OpenID Connect provider's answer (issue 34.6): `state` with a `code`, or with an `error` when the player said no. */
export function isOpenIdCallback(search: URLSearchParams): boolean {
  return search.has('state') && (search.has('code') || search.has('error'));
}

/**
 * The external-authentication landing and the social callbacks: they all sign in through POST /sign-in/external
 * with what the provider handed back, then go where the player was heading (or home).
 */
export function ExternalAuthPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { signInExternal, signInOpenId } = useSessionActions();
  const openId = isOpenIdCallback(new URLSearchParams(location.search));
  const found = useMemo(
    () => externalPayloadFrom(location.pathname, new URLSearchParams(location.search)),
    [location.pathname, location.search],
  );
  const [signInState, setState] = useState<State>({ kind: 'signing-in' });
  const state: State =
    openId && !signInOpenId
      ? { kind: 'failed', reason: 'generic' }
      : openId || found.kind === 'ok'
        ? signInState
        : { kind: 'failed', reason: found.kind };
  const started = useRef(false);

  useEffect(() => {
    // The API checks everything (state, the browser's binding, code + PKCE, the ID token); the page only carries it.
    if (!openId || !signInOpenId || started.current) return;
    started.current = true;
    signInOpenId(location.search).then(
      ({ redirect }) => navigate(safeRedirect(redirect, localePath(locale)), { replace: true }),
      (error: unknown) => {
        const reason = error instanceof ApiRequestError && error.hasCode('auth.social_state') ? 'expired' : error instanceof ApiRequestError && error.hasCode('auth.social_denied') ? 'denied' : 'generic';
        setState({ kind: 'failed', reason });
      },
    );
  }, [openId, location.search, locale, navigate, signInOpenId]);

  useEffect(() => {
    if (openId || found.kind !== 'ok' || started.current) return; // one sign-in per landing, also under StrictMode's double effects
    started.current = true;
    const search = new URLSearchParams(location.search);
    signInExternal(found.payload).then(
      () => navigate(safeRedirect(search.get('redirect'), localePath(locale)), { replace: true }),
      (error: unknown) => {
        const notLinked = error instanceof ApiRequestError && error.hasCode('auth.identity_not_linked');
        setState({ kind: 'failed', reason: notLinked ? 'notLinked' : 'generic' });
      },
    );
  }, [openId, found, location.search, locale, navigate, signInExternal]);

  if (state.kind === 'signing-in') {
    return (
      <section className={styles.page} data-testid="external-auth-page">
        <LoadingState label={t('externalAuth.signingIn')} />
      </section>
    );
  }
  return (
    <section className={styles.page} data-testid="external-auth-page">
      <h1 className={styles.heading}>{t('externalAuth.title')}</h1>
      <p className={styles.formError} role="alert">
        {t(`externalAuth.errors.${state.reason}`)}
      </p>
      <p className={styles.switch}>
        <Link to={localePath(locale, 'login')}>{t('externalAuth.backToLogin')}</Link> ·{' '}
        <Link to={localePath(locale, 'registration')}>{t('externalAuth.register')}</Link>
      </p>
    </section>
  );
}
