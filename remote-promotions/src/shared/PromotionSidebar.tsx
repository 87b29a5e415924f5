import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView, SkeletonText, useTranslation } from '@casino/shared';
import type { LeaderboardDrifts, Prize } from '@casino/contract/schemas';
import { NAMESPACE } from '../app/namespace';
import { Drifts } from './Drifts';
import { Prizes } from './Prizes';
import styles from './promotions.module.css';

interface PromotionSidebarProps {
  prizes: Prize[];
  currency: string;
  rules: string[];
  drifts: UseQueryResult<LeaderboardDrifts, unknown>;
  /** Makes the section ids unique on the page ("tournament-prizes"). */
  idPrefix: string;
  /** What only this promotion has, below the drifts (a tournament's best win). */
  children?: ReactNode;
}

/** The column beside a tournament's or race stage's leaderboard: prizes, rules, the last day's drifts. */
export function PromotionSidebar({ prizes, currency, rules, drifts, idPrefix, children }: PromotionSidebarProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.stack}>
      <section className={styles.panel} aria-labelledby={`${idPrefix}-prizes`}>
        <h2 id={`${idPrefix}-prizes`} className={styles.sectionTitle}>
          {t('prizes.title')}
        </h2>
        <Prizes prizes={prizes} currency={currency} />
      </section>
      <section className={styles.panel} aria-labelledby={`${idPrefix}-rules`}>
        <h2 id={`${idPrefix}-rules`} className={styles.sectionTitle}>
          {t('tournament.rules')}
        </h2>
        <ul className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      <section className={styles.panel} aria-labelledby={`${idPrefix}-drifts`}>
        <h2 id={`${idPrefix}-drifts`} className={styles.sectionTitle}>
          {t('drifts.title')}
        </h2>
        <QueryView query={drifts} errorText={t('drifts.error')} loading={<SkeletonText lines={4} />}>
          {(list) => <Drifts drifts={list} />}
        </QueryView>
      </section>
      {children}
    </div>
  );
}
