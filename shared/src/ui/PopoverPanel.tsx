import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react-dom';
import styles from './Popover.module.css';

/**
 * The floating part of a popover: Floating UI places it next to its trigger and keeps it on screen. Its own module,
 * loaded by `Popover` on the first hover, focus or tap (issue 34: Floating UI was 9 KB of the game page that a player
 * who never opens a tooltip does not need); the trigger is `Popover`'s and renders on the server as before.
 */
export interface PopoverPanelProps {
  id: string;
  role: 'tooltip' | 'dialog';
  open: boolean;
  placement: Placement;
  distance: number;
  reference: HTMLElement | null;
  target: HTMLElement;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  children: ReactNode;
}

export default function PopoverPanel({ id, role, open, placement, distance, reference, target, onMouseEnter, onMouseLeave, children }: PopoverPanelProps) {
  const { refs, floatingStyles, placement: finalPlacement } = useFloating({
    placement,
    open: true,
    elements: { reference },
    middleware: [offset(distance), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  return createPortal(
    <div
      ref={refs.setFloating}
      id={id}
      role={role}
      className={`${styles.popover} ${open ? styles.open : ''}`}
      style={floatingStyles}
      data-placement={finalPlacement}
      // WCAG 2.2, 1.4.13: the pointer can move onto the panel without it going away. Leaving the trigger hides it at
      // once (SPEC.md: hide delay 0), but it stays in the DOM for the dispose time; reaching it there shows it again,
      // and leaving it hides it.
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      {children}
    </div>,
    target,
  );
}
