import { memo, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { SCROLLER_BUFFER_PX } from './spec';
import styles from './VirtualScroller.module.css';

/** Rows kept beyond the viewport: as many as fit in the 200 px buffer (SPEC.md section 9), at least one. */
export function bufferRows(rowHeight: number): number {
  return Math.max(1, Math.ceil(SCROLLER_BUFFER_PX / rowHeight));
}

/** Where the list starts on the page, so the window's scroll maps onto its rows. */
function useOffsetTop() {
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (ref.current) setTop(ref.current.getBoundingClientRect().top + window.scrollY);
  }, []);
  return [ref, top] as const;
}

export interface VirtualListProps<Item> {
  items: Item[];
  rowHeight: number;
  renderItem: (item: Item, index: number) => ReactNode;
  itemKey: (item: Item) => string;
  label: string;
}

/** A long list scrolled with the page that renders only the rows in view plus the buffer (TanStack Virtual). */
export function VirtualList<Item>({ items, rowHeight, renderItem, itemKey, label }: VirtualListProps<Item>) {
  const [ref, top] = useOffsetTop();
  const virtualizer = useWindowVirtualizer({ count: items.length, estimateSize: () => rowHeight, overscan: bufferRows(rowHeight), scrollMargin: top });
  return (
    <div ref={ref} role="list" aria-label={label} className={styles.scroller} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <ListRow
          key={itemKey(items[row.index]!)}
          items={items}
          index={row.index}
          height={row.size}
          offset={row.start - virtualizer.options.scrollMargin}
          renderItem={renderItem}
        />
      ))}
    </div>
  );
}

export interface VirtualGridProps<Item> extends VirtualListProps<Item> {
  /** Tiles are at least this wide; as many columns as fit. */
  minItemWidth: number;
  gap?: number;
  /** The width assumed before the grid is measured (server render). */
  initialWidth?: number;
}

/** Columns that fit `width` with tiles at least `minItemWidth` wide. */
export function columnsFor(width: number, minItemWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (minItemWidth + gap)));
}

/** A grid of thousands of tiles (the lobby) whose DOM holds only the rows in view plus the buffer. */
export function VirtualGrid<Item>({ items, rowHeight, renderItem, itemKey, label, minItemWidth, gap = 16, initialWidth = 1024 }: VirtualGridProps<Item>) {
  const [ref, top] = useOffsetTop();
  const [width, setWidth] = useState(initialWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && entry.contentRect.width > 0 && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  const columns = columnsFor(width, minItemWidth, gap);
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({ count: rowCount, estimateSize: () => rowHeight + gap, overscan: bufferRows(rowHeight + gap), scrollMargin: top });
  return (
    <div ref={ref} role="list" aria-label={label} className={styles.scroller} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <GridRow
          key={row.index}
          items={items}
          index={row.index}
          columns={columns}
          gap={gap}
          height={rowHeight}
          offset={row.start - virtualizer.options.scrollMargin}
          renderItem={renderItem}
          itemKey={itemKey}
        />
      ))}
    </div>
  );
}

/*
 * The rows are memoised: the virtualizer renders the list again on every scroll event (synchronously, so no blank row
 * shows), and a row still in view with the same items and place is then skipped instead of rendering its cards again.
 * Only the rows that come into view render. `items`, `renderItem` and `itemKey` keep their identity while the page
 * scrolls (they change when the parent renders, and every row then renders with them).
 */

interface ListRowProps<Item> {
  items: Item[];
  index: number;
  height: number;
  offset: number;
  renderItem: (item: Item, index: number) => ReactNode;
}

const ListRow = memo(function ListRow<Item>({ items, index, height, offset, renderItem }: ListRowProps<Item>) {
  return (
    <div role="listitem" aria-setsize={items.length} aria-posinset={index + 1} className={styles.row} style={{ height, transform: `translateY(${offset}px)` }}>
      {renderItem(items[index]!, index)}
    </div>
  );
}) as <Item>(props: ListRowProps<Item>) => ReactElement;

interface GridRowProps<Item> extends ListRowProps<Item> {
  columns: number;
  gap: number;
  itemKey: (item: Item) => string;
}

const GridRow = memo(function GridRow<Item>({ items, index, columns, gap, height, offset, renderItem, itemKey }: GridRowProps<Item>) {
  return (
    <div className={styles.gridRow} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap, height, transform: `translateY(${offset}px)` }}>
      {items.slice(index * columns, index * columns + columns).map((item, column) => (
        <div key={itemKey(item)} role="listitem" aria-setsize={items.length} aria-posinset={index * columns + column + 1} className={styles.cell}>
          {renderItem(item, index * columns + column)}
        </div>
      ))}
    </div>
  );
}) as <Item>(props: GridRowProps<Item>) => ReactElement;
