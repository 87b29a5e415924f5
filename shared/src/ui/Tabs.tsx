import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface Tab {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  label: string;
  tabs: Tab[];
  selected: string;
  onSelect: (id: string) => void;
  children?: ReactNode;
}

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/** WAI-ARIA tabs: arrows, Home and End move and select; only the selected tab is in the Tab order. */
export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((tab) => !tab.disabled);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = enabled.findIndex((tab) => tab.id === selected);
    let next: Tab | undefined;
    if (event.key in NEXT) next = enabled[(at + NEXT[event.key]! + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div ref={list} role="tablist" aria-label={label} className={`${styles.list} scroll-cue`} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${id}-${tab.id}`}
            data-tab={tab.id}
            aria-selected={tab.id === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            disabled={tab.disabled}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
