import { useFormat, useTranslation } from '@casino/shared';
import { Countdown } from '@casino/shared/ui/countdown';
import type { TournamentStatus, TournamentSummary } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import styles from './Tournaments.module.css';

export function StatusBadge({ status }: { status: TournamentStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <span className={styles[status === 'running' ? 'live' : status]}>{t(`tournaments.${status}`)}</span>;
}

/** A countdown to the start of an upcoming tournament or the end of a running one; the end date of a finished one. */
export function TournamentTiming({ tournament }: { tournament: Pick<TournamentSummary, 'status' | 'startsAt' | 'endsAt'> }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  if (tournament.status === 'finished')
    return <p className={styles.dates}>{t('tournaments.endedAt', { date: format.date(tournament.endsAt, 'dateTime') })}</p>;
  const running = tournament.status === 'running';
  return (
    <div className={styles.timing}>
      <span className={styles.dates}>{running ? t('tournaments.endsIn') : t('tournaments.startsIn')}</span>
      <Countdown
        until={running ? tournament.endsAt : tournament.startsAt}
        label={running ? t('tournaments.endsIn') : t('tournaments.startsIn')}
      />
    </div>
  );
}
