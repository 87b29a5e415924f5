/**
 * The data table and its paging (`@casino/shared/ui/table`): bundled into the chunk of the page that uses them, not
 * into the singleton every page downloads (shared/federation/rspack-app.cjs).
 */
export { DataTable, type Column, type DataTableProps } from './DataTable';
export { Pagination, ShowMore, pageWindow, type PaginationProps, type ShowMoreProps } from './Pagination';
