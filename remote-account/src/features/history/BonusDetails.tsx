import { useQuery } from '@tanstack/react-query';
import { Modal, QueryView, useFormat, useTranslation } from '@casino/shared';
import { type Locale } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import { bonusDetailsQuery } from './history-api';
import styles from '../../shared/player-area.module.css';

/** One bonus of the history, from GET /bonus-campaign/history-info/{uuid}. */
export function BonusDetails({ uuid, locale, onClose }: { uuid: string; locale: Locale; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const details = useQuery(bonusDetailsQuery(uuid, locale));
  const when = (value: string | null) => (value ? format.date(value, 'dateTime') : '—');
  return (
    <Modal open onClose={onClose} title={details.data?.title ?? t('history.section.bonus')} testId="bonus-details">
      <QueryView query={details} errorText={t('history.error')}>
        {(bonus) => (
          <dl className={styles.details}>
            <dt>{t('history.column.status')}</dt>
            <dd>{t(`bonusStatus.${bonus.status}`)}</dd>
            <dt>{t('history.bonus.kind')}</dt>
            <dd>{t(`bonusKind.${bonus.kind}`, { defaultValue: bonus.kind })}</dd>
            <dt>{t('history.column.amount')}</dt>
            <dd>{format.number(Number(bonus.amount), { minimumFractionDigits: 2 })}</dd>
            <dt>{t('history.bonus.wagered')}</dt>
            <dd>
              {format.number(Number(bonus.wagered), { minimumFractionDigits: 2 })} / {format.number(Number(bonus.wagerRequired), { minimumFractionDigits: 2 })}
            </dd>
            <dt>{t('history.column.date')}</dt>
            <dd>{when(bonus.createdAt)}</dd>
            <dt>{t('history.bonus.activatedAt')}</dt>
            <dd>{when(bonus.activatedAt)}</dd>
            <dt>{t('history.bonus.finishedAt')}</dt>
            <dd>{when(bonus.finishedAt)}</dd>
          </dl>
        )}
      </QueryView>
    </Modal>
  );
}
