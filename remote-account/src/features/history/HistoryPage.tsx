import { useState, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { type ApiRequestError, Button, Link, Navigate, QueryView, routeLocale, useFormat, useParams, useSearchParams, useSignedIn, useTranslation } from '@casino/shared';
import { type Locale, localePath } from '@casino/contract';
import { DateField, SelectField } from '@casino/shared/ui/forms';
import { type Column, DataTable, Pagination } from '@casino/shared/ui/table';
import type { Paged, PlayerBonus, PointsHistoryItem, RoundHistoryItem } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { SignInFirst } from '../../shared/SignInFirst';
import { PaymentsTable } from './PaymentsTable';
import { BonusDetails } from './BonusDetails';
import {
  BONUS_STATUSES,
  bonusHistoryQuery,
  calendarDay,
  HISTORY_PER_PAGE,
  HISTORY_SECTIONS,
  historyFilters,
  historySection,
  PAYMENT_KINDS,
  PAYMENT_STATUS_FILTER,
  POINTS_REASONS,
  pointsHistoryQuery,
  roundsHistoryQuery,
  paymentsHistoryQuery,
  ROUND_MODES,
  type HistoryFilters,
  type HistorySection,
} from './history-api';
import styles from '../../shared/player-area.module.css';

/** /{lang}/player/history/{section}: payments (the first, also at /player/history), bonus, points and rounds. */
export function HistoryPage() {
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const locale = routeLocale(params);
  const section = historySection(params.section);
  const isAuth = useSignedIn();
  if (!section) return <Navigate to={localePath(locale, 'player/history/payments')} replace />;
  return (
    <section className={styles.page} data-testid="history-page">
      <h1 className={styles.heading}>{t('pages.history')}</h1>
      <nav aria-label={t('history.sections')}>
        <ul className={styles.sections}>
          {HISTORY_SECTIONS.map((name) => (
            <li key={name}>
              <Link
                to={localePath(locale, `player/history/${name}`)}
                aria-current={name === section ? 'page' : undefined}
                data-testid={`history-tab-${name}`}
              >
                {t(`history.section.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isAuth ? <HistorySectionView key={section} section={section} locale={locale} /> : <SignInFirst />}
    </section>
  );
}

function HistorySectionView({ section, locale }: { section: HistorySection; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const [search, setSearch] = useSearchParams();
  const filters = historyFilters(search);
  /** A filter change starts again at the first page. */
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearch(next);
  };
  const setPage = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    setSearch(next);
  };
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  const pager = (data: Paged<unknown>) => (
    <Pagination page={data.page} pageCount={Math.ceil(data.total / HISTORY_PER_PAGE)} onPage={setPage} hrefFor={hrefFor} />
  );
  /** A type filter: its address parameter, its label, and how each value reads. */
  const choice = (
    name: 'kind' | 'status' | 'mode' | 'bonusStatus' | 'reason',
    values: readonly string[],
    value: string | undefined,
    { withAll = true, label = `history.filter.${name}`, valueLabel = (v: string) => t(`history.${name}.${v}`) } = {},
  ) => (
    <SelectField
      label={t(label)}
      value={value ?? ''}
      onChange={(event) => setFilter(name, event.target.value)}
      data-testid={`filter-${name}`}
      options={[
        ...(withAll ? [{ value: '', label: t('history.filter.any') }] : []),
        ...values.map((v) => ({ value: v, label: valueLabel(v) })),
      ]}
    />
  );

  // The address keeps what the player picked; an end before the start is said here and left out of the request.
  const typedFrom = calendarDay(search.get('from'));
  const typedTo = calendarDay(search.get('to'));
  const dates = (
    <>
      <DateField
        label={t('history.filter.from')}
        value={typedFrom ?? ''}
        onValueChange={(day) => setFilter('from', day)}
        data-testid="filter-from"
      />
      <DateField
        label={t('history.filter.to')}
        value={typedTo ?? ''}
        onValueChange={(day) => setFilter('to', day)}
        error={typedFrom && typedTo && typedTo < typedFrom ? t('history.filter.toBeforeFrom') : undefined}
        data-testid="filter-to"
      />
    </>
  );

  if (section === 'payments')
    return (
      <>
        <div className={styles.filters}>
          {dates}
          {choice('kind', PAYMENT_KINDS, filters.kind)}
          {choice('status', PAYMENT_STATUS_FILTER, filters.status)}
        </div>
        <Section query={paymentsHistoryQuery(filters)} pager={pager}>
          {(data) => <PaymentsTable payments={data.items} />}
        </Section>
      </>
    );
  if (section === 'rounds')
    return (
      <>
        <div className={styles.filters}>
          {dates}
          {choice('mode', ROUND_MODES, filters.mode ?? 'real', { withAll: false })}
        </div>
        <Section query={roundsHistoryQuery(filters)} pager={pager}>
          {(data) => <RoundsTable rounds={data.items} />}
        </Section>
      </>
    );
  if (section === 'points')
    return (
      <>
        <div className={styles.filters}>
          {dates}
          {choice('reason', POINTS_REASONS, filters.reason, { label: 'history.column.reason', valueLabel: (v) => t(`history.pointsReason.${v}`) })}
        </div>
        <Section query={pointsHistoryQuery(filters)} pager={pager}>
          {(data) => <PointsTable items={data.items} />}
        </Section>
      </>
    );
  return (
    <>
      <div className={styles.filters}>
        {dates}
        {choice('bonusStatus', BONUS_STATUSES, filters.bonusStatus, { label: 'history.filter.status', valueLabel: (v) => t(`bonusStatus.${v}`) })}
      </div>
      <BonusSection filters={filters} locale={locale} pager={pager} />
    </>
  );
}

/** One section's rows with its loading, error and empty states, and its pages under them. */
function Section<T>({
  query,
  pager,
  children,
}: {
  query: UseQueryOptions<Paged<T>, ApiRequestError, Paged<T>, QueryKey>;
  pager: (data: Paged<unknown>) => ReactNode;
  children: (data: Paged<T>) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const result = useQuery(query);
  return (
    <QueryView query={result} errorText={t('history.error')} isEmpty={(data: Paged<T>) => data.total === 0} emptyText={t('history.empty')}>
      {(data: Paged<T>) => (
        <>
          {children(data)}
          {pager(data)}
        </>
      )}
    </QueryView>
  );
}

function BonusSection({ filters, locale, pager }: { filters: HistoryFilters; locale: Locale; pager: (data: Paged<unknown>) => ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [open, setOpen] = useState<string | null>(null);
  const columns: Column<PlayerBonus>[] = [
    { key: 'date', header: t('history.column.date'), cell: (row) => format.date(row.createdAt, 'dateTime') },
    {
      key: 'title',
      header: t('history.column.bonus'),
      cell: (row) => <Button color="link" text={row.title} onClick={() => setOpen(row.uuid)} data-testid="bonus-row" />,
    },
    { key: 'status', header: t('history.column.status'), cell: (row) => <span className={styles.status}>{t(`bonusStatus.${row.status}`)}</span> },
    { key: 'amount', header: t('history.column.amount'), align: 'end', cell: (row) => format.number(Number(row.amount), { minimumFractionDigits: 2 }) },
  ];
  return (
    <>
      <Section query={bonusHistoryQuery(filters, locale)} pager={pager}>
        {(data: Paged<PlayerBonus>) => (
          <DataTable caption={t('history.section.bonus')} columns={columns} rows={data.items} rowKey={(row) => row.uuid} testId="history-table" />
        )}
      </Section>
      {open && <BonusDetails uuid={open} locale={locale} onClose={() => setOpen(null)} />}
    </>
  );
}

function RoundsTable({ rounds }: { rounds: RoundHistoryItem[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const columns: Column<RoundHistoryItem>[] = [
    { key: 'date', header: t('history.column.date'), cell: (row) => format.date(row.createdAt, 'dateTime') },
    { key: 'game', header: t('history.column.game'), cell: (row) => row.game.name },
    { key: 'mode', header: t('history.filter.mode'), cell: (row) => t(`history.mode.${row.mode}`) },
    { key: 'bet', header: t('history.column.bet'), align: 'end', cell: (row) => format.money(row.bet, row.currency) },
    { key: 'win', header: t('history.column.win'), align: 'end', cell: (row) => format.money(row.win, row.currency) },
  ];
  return <DataTable caption={t('history.section.rounds')} columns={columns} rows={rounds} rowKey={(row) => String(row.id)} testId="history-table" />;
}

function PointsTable({ items }: { items: PointsHistoryItem[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const columns: Column<PointsHistoryItem>[] = [
    { key: 'date', header: t('history.column.date'), cell: (row) => format.date(row.createdAt, 'dateTime') },
    { key: 'reason', header: t('history.column.reason'), cell: (row) => t(`history.pointsReason.${row.reason}`, { defaultValue: row.reason }) },
    {
      key: 'delta',
      header: t('history.column.points'),
      align: 'end',
      cell: (row) => (
        <span className={Number(row.delta) < 0 ? styles.negative : styles.positive}>
          {format.number(Number(row.delta), { minimumFractionDigits: 2, signDisplay: 'always' })}
        </span>
      ),
    },
    { key: 'after', header: t('history.column.balanceAfter'), align: 'end', cell: (row) => format.number(Number(row.balanceAfter), { minimumFractionDigits: 2 }) },
  ];
  return <DataTable caption={t('history.section.points')} columns={columns} rows={items} rowKey={(row) => String(row.id)} testId="history-table" />;
}
