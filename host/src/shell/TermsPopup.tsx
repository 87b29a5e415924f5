import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  Button,
  preloadTrans,
  TERMS_POPUP_LAYER,
  Trans,
  usePlayer,
  usePortalContainer,
  useSessionActions,
  useTranslation,
} from '@casino/shared';
import { type Locale, localePath } from '@casino/contract';
import { PRIVACY_POLICY_PAGE_ID, TERMS_PAGE_ID } from '../routing/served-routes';
import './terms-popup.css';

// The consent line is a Trans: its code loads with the popup's (itself loaded after the first paint).
void preloadTrans();

/** SPEC.md section 9: the terms popup sits above everything, modals included (the number lives in @casino/shared/ui/spec). */
export { TERMS_POPUP_LAYER };

/**
 * SPEC.md sections 2 and 4: shown to a player whose terms acceptance is required. It cannot be closed by an outside
 * click or Escape: only accepting (which needs the tick) or declining (which signs out) ends it. The links open in a
 * new tab, so the player can read the texts without losing the popup.
 */
export function TermsPopup({ locale }: { locale: Locale }) {
  const { isTermsPopup } = usePlayer();
  // Mounted only while open, so every opening starts unticked.
  return isTermsPopup ? <TermsDialog locale={locale} /> : null;
}

function TermsDialog({ locale }: { locale: Locale }) {
  const { t } = useTranslation('host');
  // A server has no body to portal into: the dialog appears once the page runs in the browser.
  const body = usePortalContainer();
  const { acceptTerms, declineTerms } = useSessionActions();
  const [agreed, setAgreed] = useState(false);
  const [sending, setSending] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    dialogRef.current?.focus();
    // Escape must not close it, nor reach anything underneath that would.
    const swallowEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener('keydown', swallowEscape, true);
    return () => document.removeEventListener('keydown', swallowEscape, true);
  }, [body]);

  const accept = async () => {
    setSending(true);
    try {
      await acceptTerms();
    } finally {
      setSending(false);
    }
  };

  const link = (page: string) => (
    <a
      href={localePath(locale, `display/${page}`)}
      target="_blank"
      rel="noopener noreferrer"
      className="terms-popup__link"
    />
  );

  if (!body) return null;
  return createPortal(
    <div
      className="terms-popup__backdrop"
      style={{ zIndex: TERMS_POPUP_LAYER }}
      data-testid="terms-popup-backdrop"
    >
      <div
        ref={dialogRef}
        className="terms-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        data-testid="terms-popup"
      >
        <h2 id={titleId} className="terms-popup__title">
          {t('terms.title')}
        </h2>
        <p id={textId} className="terms-popup__text">
          {t('terms.description')}
        </p>
        <label className="terms-popup__agree">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            disabled={sending}
          />
          <span>
            <Trans
              t={t}
              i18nKey="terms.agree"
              components={{ terms: link(TERMS_PAGE_ID), privacy: link(PRIVACY_POLICY_PAGE_ID) }}
            />
          </span>
        </label>
        <div className="terms-popup__actions">
          <Button
            color="green"
            disabled={!agreed}
            loading={sending}
            onClick={accept}
            text={t('terms.accept')}
          />
          <Button
            color="link"
            disabled={sending}
            onClick={() => void declineTerms()}
            text={t('terms.decline')}
          />
        </div>
      </div>
    </div>,
    body,
  );
}
