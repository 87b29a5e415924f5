import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react-dom';
import { usePortalContainer } from './client';
import {
  POPOVER_DISPOSE_MS,
  POPOVER_SHOW_DELAY_MS,
  TOOLTIP_DISTANCE_PX,
  TOOLTIP_HIDE_DELAY_MS,
  TOOLTIP_PLACEMENT,
  TOOLTIP_SHOW_DELAY_MS,
} from './spec';
import styles from './Popover.module.css';
// From the root entry, not '../i18n/react': this file is bundled into the page that uses it (rspack-app.cjs), and a
// relative import would give that page a second, empty translations instance.
import { useTranslation } from '@casino/shared';

/** Not in SPEC.md: on a touch device an opened tooltip hides itself after this long (there is no mouse to leave). */
export const POPOVER_AUTO_HIDE_MS = 3000;

export const NO_CONTAINER_MESSAGE = 'No container for popover';

/** Desktop means a mouse that hovers; phones and tablets hide popovers by themselves (SPEC.md section 9). */
function isDesktop(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

export interface TriggerProps {
  ref: (element: HTMLElement | null) => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
  'aria-describedby'?: string;
  'aria-expanded': boolean;
}

export interface PopoverProps {
  trigger: (props: TriggerProps) => ReactNode;
  children: ReactNode;
  role?: 'tooltip' | 'dialog';
  placement?: Placement;
  distance?: number;
  showDelay?: number;
  hideDelay?: number;
  /** Where the popover is drawn; leave out for the page body. Passing null (a ref not attached yet) is a developer error. */
  container?: HTMLElement | null;
}

/**
 * A floating panel anchored to its trigger, opened by hover, focus or click (Floating UI places it and keeps it on
 * screen). It appears after `showDelay`, hides after `hideDelay`, and leaves the DOM 150 ms after closing.
 */
export function Popover({
  trigger,
  children,
  role = 'dialog',
  placement = TOOLTIP_PLACEMENT,
  distance = TOOLTIP_DISTANCE_PX,
  showDelay = POPOVER_SHOW_DELAY_MS,
  hideDelay = TOOLTIP_HIDE_DELAY_MS,
  container,
}: PopoverProps) {
  const id = useId();
  const body = usePortalContainer();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { refs, floatingStyles, placement: finalPlacement } = useFloating({
    placement,
    open: mounted,
    middleware: [offset(distance), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });

  const later = (ms: number, action: () => void) => {
    clearTimeout(timer.current);
    if (ms <= 0) action();
    else timer.current = setTimeout(action, ms);
  };
  const hide = () =>
    later(hideDelay, () => {
      setOpen(false);
      timer.current = setTimeout(() => setMounted(false), POPOVER_DISPOSE_MS);
    });
  const openNow = () => {
    clearTimeout(timer.current);
    setMounted(true);
    setOpen(true);
    if (!isDesktop()) timer.current = setTimeout(hide, POPOVER_AUTO_HIDE_MS);
  };
  const show = () => later(showDelay, openNow);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const target = container === undefined ? body : container;
  useEffect(() => {
    // A developer's mistake (a container ref that is not attached): reported in the console, never shown to a player.
    if (mounted && container === null) console.error(new Error(NO_CONTAINER_MESSAGE));
  }, [mounted, container]);

  const panelId = `${id}-popover`;
  return (
    <>
      {trigger({
        ref: refs.setReference,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
        // A tap opens at once (and hides by itself on a touch device, as a hover does).
        onClick: () => (open ? hide() : openNow()),
        'aria-describedby': role === 'tooltip' && mounted ? panelId : undefined,
        'aria-expanded': open,
      })}
      {mounted &&
        target &&
        createPortal(
          <div
            ref={refs.setFloating}
            id={panelId}
            role={role}
            className={`${styles.popover} ${open ? styles.open : ''}`}
            style={floatingStyles}
            data-placement={finalPlacement}
            // WCAG 2.2, 1.4.13: the pointer can move onto the panel without it going away. Leaving the trigger hides
            // it at once (SPEC.md: hide delay 0), but it stays in the DOM for the dispose time; reaching it there
            // shows it again, and leaving it hides it.
            onMouseEnter={openNow}
            onMouseLeave={hide}
          >
            {children}
          </div>,
          target,
        )}
    </>
  );
}

/** The round "i" next to a term that needs explaining: hover or tap shows the text after 100 ms, on top, 10 px away. */
export function InfoTooltip({ children, label }: { children: ReactNode; label?: string }) {
  const { t } = useTranslation('shared');
  return (
    <Popover role="tooltip" showDelay={TOOLTIP_SHOW_DELAY_MS} trigger={(props) => (
      <button type="button" className={styles.info} aria-label={label ?? t('tooltip.info')} {...props}>
        <span aria-hidden="true">i</span>
      </button>
    )}>
      {children}
    </Popover>
  );
}
