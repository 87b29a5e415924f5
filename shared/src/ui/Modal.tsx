import { useEffect, useId, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint, focusableIn, usePortalContainer } from './client';
import { modalLayer } from './modal-layers';
import { SWIPE_CLOSE_FRACTION, SWIPE_CLOSE_MS } from './spec';
import styles from './Modal.module.css';
import { useTranslation } from '../i18n/react';

export { modalLayer };

/** The open modals, oldest first: a modal's place here is its layer, and only the top one reacts to keys. */
const openModals: symbol[] = [];

/** SPEC.md section 9: a swipe closes when it travels 10 % of the modal's size, or is a flick within 300 ms. */
export function swipeCloses(distancePx: number, sizePx: number, durationMs: number): boolean {
  if (distancePx <= 0) return false;
  return distancePx >= sizePx * SWIPE_CLOSE_FRACTION || (durationMs <= SWIPE_CLOSE_MS && distancePx >= 24);
}

export interface ModalProps {
  open: boolean;
  onClose?: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Neither Escape, the backdrop, a swipe nor a close button closes it: the player must answer (the terms popup). */
  dismissible?: boolean;
  /** A fixed layer instead of its place in the stack (the terms popup's TERMS_POPUP_LAYER). */
  layer?: number;
  size?: 'small' | 'medium' | 'large';
  testId?: string;
  /**
   * Once opened, stay mounted while closed (hidden): closing and opening again only show and hide it, and the contents
   * keep their state. For a dialog with heavy contents opened more than once (the live chat): unmounting its tree on
   * Escape was most of the close's time (issue 36, INP).
   */
  keepMounted?: boolean;
}

/** A dialog over the page: stacked layers, focus kept inside, focus returned on close, swipe down to close on touch. */
export function Modal({ open, onClose, title, children, footer, dismissible = true, layer, size = 'medium', testId, keepMounted = false }: ModalProps) {
  const container = usePortalContainer();
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's documented pattern): the first opening is remembered in this same render.
  if (open && !opened) setOpened(true);
  if (!container || !(open || (keepMounted && opened))) return null;
  return createPortal(
    <OpenModal open={open} onClose={onClose} title={title} footer={footer} dismissible={dismissible} layer={layer} size={size} testId={testId}>
      {children}
    </OpenModal>,
    container,
  );
}

function OpenModal({ open, onClose, title, children, footer, dismissible, layer, size, testId }: Omit<ModalProps, 'keepMounted'>) {
  const { t } = useTranslation('shared');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(openModals.length);
  const swipe = useRef<{ y: number; at: number } | null>(null);
  const [dragY, setDragY] = useState(0);
  const close = () => {
    if (dismissible) onClose?.();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open) return;
    const me = Symbol('modal');
    openModals.push(me);
    setIndex(openModals.length - 1);
    const returnFocusTo = document.activeElement as HTMLElement | null;
    const root = dialog.current!;
    (focusableIn(root)[0] ?? root).focus({ preventScroll: true });
    const isTop = () => openModals[openModals.length - 1] === me;
    const onKey = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') closeRef.current();
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(root);
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      if (event.shiftKey && (document.activeElement === first || !root.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !root.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    // The page behind does not scroll: the backdrop contains every scroll (Modal.module.css). Setting overflow on
    // <body> did the same but made the browser repaint the whole page on opening and on closing (issue 36, INP).
    return () => {
      document.removeEventListener('keydown', onKey);
      openModals.splice(openModals.indexOf(me), 1);
      // The focus goes back once the closed dialog has been painted. Focusing makes the browser bring the page's style
      // and layout up to date at once, inside the key's or the click's handler (the chat's Escape at 4x: 157 of its
      // 255 ms of processing, issue 36 INP). Not if the player or the page has put the focus elsewhere meanwhile.
      afterNextPaint(() => {
        const active = document.activeElement;
        if (!returnFocusTo?.isConnected || (active && active !== document.body && !root.contains(active))) return;
        returnFocusTo.focus?.({ preventScroll: true });
      });
    };
  }, [open]);

  const onTouchStart = (event: TouchEvent) => {
    if (!dismissible) return;
    swipe.current = { y: event.touches[0]!.clientY, at: Date.now() };
  };
  const onTouchMove = (event: TouchEvent) => {
    if (swipe.current) setDragY(Math.max(0, event.touches[0]!.clientY - swipe.current.y));
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = swipe.current;
    swipe.current = null;
    setDragY(0);
    if (!start) return;
    const distance = event.changedTouches[0]!.clientY - start.y;
    const size = dialog.current?.getBoundingClientRect().height ?? 0;
    if (swipeCloses(distance, size, Date.now() - start.at)) close();
  };

  const zIndex = layer ?? modalLayer(index);
  return (
    <div className={styles.backdrop} hidden={!open} style={{ zIndex }} onMouseDown={(event) => event.target === event.currentTarget && close()} data-testid={testId ? `${testId}-backdrop` : undefined}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size ?? 'medium']}`}
        style={{ zIndex: zIndex + 1, transform: dragY ? `translateY(${dragY}px)` : undefined }}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        data-testid={testId}
        data-layer={zIndex}
      >
        {dismissible && <span className={styles.handle} aria-hidden="true" />}
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>
  );
}
