import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, endpointKey, QueryView, useFormat, useSignedIn, useTranslation } from '@casino/shared';
import { SelectField } from '@casino/shared/ui/forms';
import type { BlockData } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { actionMessage } from '../../shared/forms/messages';
import { SignInFirst } from '../../shared/SignInFirst';
import {
  COOLING_OFF_PERIODS,
  FOREVER_YEAR,
  responsibleGamingQuery,
  SELF_EXCLUSION_PERIODS,
  startCoolingOff,
  startSelfExclusion,
} from './self-exclusion-api';
import styles from '../../shared/player-area.module.css';

type Block = { kind: 'coolingOff'; period: (typeof COOLING_OFF_PERIODS)[number] } | { kind: 'selfExclusion'; period: (typeof SELF_EXCLUSION_PERIODS)[number] };

/** /{lang}/player/self-exclusion: the blocks in force, and a cooling-off or a self-exclusion with its consequences first. */
export function SelfExclusionPage() {
  const { t } = useTranslation(NAMESPACE);
  const isAuth = useSignedIn();
  const state = useQuery({ ...responsibleGamingQuery(), enabled: isAuth });
  return (
    <section className={styles.page} data-testid="self-exclusion-page">
      <h1 className={styles.heading}>{t('pages.selfExclusion')}</h1>
      {isAuth ? (
        <QueryView query={state} errorText={t('selfExclusion.error')}>
          {(data) => <ResponsibleGaming state={data} />}
        </QueryView>
      ) : (
        <SignInFirst />
      )}
    </section>
  );
}

function ResponsibleGaming({ state }: { state: BlockData }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const queryClient = useQueryClient();
  const [coolingOff, setCoolingOff] = useState<(typeof COOLING_OFF_PERIODS)[number]>('24h');
  const [exclusion, setExclusion] = useState<(typeof SELF_EXCLUSION_PERIODS)[number]>('6m');
  const [asked, setAsked] = useState<Block | null>(null);
  const start = useMutation({
    mutationFn: (block: Block) => (block.kind === 'coolingOff' ? startCoolingOff({ period: block.period }) : startSelfExclusion({ period: block.period })),
    onSuccess: async (next) => {
      setAsked(null);
      queryClient.setQueryData(responsibleGamingQuery().queryKey, next);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.responsibleGaming') }),
        queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.balance') }),
        queryClient.invalidateQueries({ queryKey: endpointKey('payments.cashier') }),
      ]);
    },
  });
  const until = (value: string | null) =>
    value && new Date(value).getUTCFullYear() >= FOREVER_YEAR ? t('selfExclusion.forever') : format.date(value ?? '', 'dateTime');
  const blocked = state.coolingOffBlock || state.selfExclusionBlock;
  const ask = (block: Block) => {
    start.reset();
    setAsked(block);
  };

  return (
    <>
      <section className={styles.card} data-testid="responsible-gaming-state">
        <h2 className={styles.subheading}>{t('selfExclusion.state')}</h2>
        {!blocked && <p>{t('selfExclusion.none')}</p>}
        {state.selfExclusionBlock && (
          <p role="status" data-testid="self-excluded">
            {t('selfExclusion.excludedUntil', { until: until(state.selfExclusionUntil) })}
          </p>
        )}
        {state.coolingOffBlock && (
          <p role="status" data-testid="cooling-off">
            {t('selfExclusion.coolingOffUntil', { until: until(state.coolingOffUntil) })}
          </p>
        )}
        {blocked && <p className={styles.muted}>{t('selfExclusion.blockedMeans')}</p>}
      </section>

      <section className={styles.card}>
        <h2 className={styles.subheading}>{t('selfExclusion.coolingOff.title')}</h2>
        <p className={styles.muted}>{t('selfExclusion.coolingOff.intro')}</p>
        <div className={styles.filters}>
          <SelectField
            label={t('selfExclusion.period')}
            value={coolingOff}
            onChange={(event) => setCoolingOff(event.target.value as typeof coolingOff)}
            options={COOLING_OFF_PERIODS.map((p) => ({ value: p, label: t(`selfExclusion.periods.${p}`) }))}
          />
        </div>
        <div>
          <Button color="gold" text={t('selfExclusion.coolingOff.start')} onClick={() => ask({ kind: 'coolingOff', period: coolingOff })} />
        </div>
      </section>

      <section className={styles.card}>
        <h2 className={styles.subheading}>{t('selfExclusion.exclusion.title')}</h2>
        <p className={styles.muted}>{t('selfExclusion.exclusion.intro')}</p>
        <div className={styles.filters}>
          <SelectField
            label={t('selfExclusion.period')}
            value={exclusion}
            onChange={(event) => setExclusion(event.target.value as typeof exclusion)}
            options={SELF_EXCLUSION_PERIODS.map((p) => ({ value: p, label: t(`selfExclusion.periods.${p}`) }))}
          />
        </div>
        <div>
          <Button color="red" text={t('selfExclusion.exclusion.start')} onClick={() => ask({ kind: 'selfExclusion', period: exclusion })} />
        </div>
      </section>

      <ConfirmDialog
        open={!!asked}
        danger
        title={asked ? t(`selfExclusion.${asked.kind === 'coolingOff' ? 'coolingOff' : 'exclusion'}.confirmTitle`, { period: t(`selfExclusion.periods.${asked.period}`) }) : ''}
        confirmText={t('selfExclusion.confirm')}
        pending={start.isPending}
        error={start.isError ? actionMessage((start.error as { code?: string }).code) : undefined}
        onConfirm={() => asked && start.mutate(asked)}
        onClose={() => setAsked(null)}
      >
        <ul data-testid="block-consequences">
          <li>{t('selfExclusion.consequences.deposits')}</li>
          <li>{t('selfExclusion.consequences.games')}</li>
          <li>{t('selfExclusion.consequences.noUndo')}</li>
          <li>{t('selfExclusion.consequences.withdrawals')}</li>
        </ul>
      </ConfirmDialog>
    </>
  );
}
