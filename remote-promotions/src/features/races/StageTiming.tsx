import { useFormat, useTranslation } from '@casino/shared';
import { Countdown } from '@casino/shared/ui/countdown';
import type { RaceStageSummary } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import styles from './Races.module.css';

/** A countdown to the stage's start or end; the end date once it is over. */
export function StageTiming({ stage }: { stage: RaceStageSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  if (stage.status === 'finished')
    return <p className={styles.timing}>{t('tournaments.endedAt', { date: format.date(stage.endsAt, 'dateTime') })}</p>;
  const running = stage.status === 'running';
  return (
    <p className={styles.timing}>
      <span>{running ? t('tournaments.endsIn') : t('tournaments.startsIn')}</span>
      <Countdown until={running ? stage.endsAt : stage.startsAt} label={running ? t('tournaments.endsIn') : t('tournaments.startsIn')} />
    </p>
  );
}
