import type { ReactNode } from 'react';
import styles from './DataTable.module.css';
// From the root entry: this file is bundled into the page that uses it, outside the singleton (src/index.ts).
import { useTranslation } from '@casino/shared';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty?: string;
  testId?: string;
}

/**
 * A table on wide screens; below 640 px each row becomes a card whose cells carry their column's name (CSS only, so
 * the server renders the same markup for both).
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty, testId }: DataTableProps<Row>) {
  const { t } = useTranslation('shared');
  return (
    <div className={styles.wrap} data-testid={testId}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === 'end' ? styles.end : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty ?? t('empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header} className={column.align === 'end' ? styles.end : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
