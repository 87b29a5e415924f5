/**
 * `@casino/shared/ui/virtual`: the virtual scroller for long lists and grids. A deep entry of its own (not in the root
 * singleton) so TanStack Virtual reaches only the pages with thousands of rows; it holds no state the page shares.
 */
export { VirtualGrid, VirtualList, bufferRows, columnsFor, type VirtualGridProps, type VirtualListProps } from './VirtualScroller';
