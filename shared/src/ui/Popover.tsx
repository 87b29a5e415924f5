import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Placement } from '@floating-ui/react-dom';
import { usePortalContainer } from './client';
import type { PopoverPanelProps } from './PopoverPanel';
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

let loadedPanel: ComponentType<PopoverPanelProps> | undefined;
let loadingPanel: Promise<ComponentType<PopoverPanelProps>> | undefined;

/**
 * The floating panel's module (PopoverPanel.tsx, with Floating UI), fetched once, on the first hover, focus or tap of
 * any popover's trigger: a page whose tooltips nobody opens never downloads it (issue 34).
 */
export function loadPopoverPanel(): Promise<ComponentType<PopoverPanelProps>> {
  loadingPanel ??= import('./PopoverPanel').then(
    (module) => (loadedPanel = module.default),
    (error: unknown) => {
      // A failed download (a network blip) is tried again on the next hover, focus or tap.
      loadingPanel = undefined;
      throw error;
    },
  );
  return loadingPanel;
}

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
 * screen). It appears after `showDelay`, hides after `hideDelay`, and leaves the DOM 150 ms after closing. The trigger
 * renders on the server; the panel's code (PopoverPanel.tsx) is fetched on the first hover, focus or tap.
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
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [Panel, setPanel] = useState(() => loadedPanel);
  /** The first hover, focus or tap starts the panel's download, so it is there by the end of the show delay. */
  const loadPanel = () => {
    if (!Panel) loadPopoverPanel().then((component) => setPanel(() => component), () => undefined);
  };

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
  const show = () => {
    loadPanel();
    later(showDelay, openNow);
  };
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
        ref: setReference,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
        // A tap opens at once (and hides by itself on a touch device, as a hover does).
        onClick: () => {
          loadPanel();
          if (open) hide();
          else openNow();
        },
        'aria-describedby': role === 'tooltip' && mounted && Panel ? panelId : undefined,
        'aria-expanded': open,
      })}
      {mounted && target && Panel && (
        <Panel id={panelId} role={role} open={open} placement={placement} distance={distance} reference={reference} target={target} onMouseEnter={openNow} onMouseLeave={hide}>
          {children}
        </Panel>
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
