import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, endpointKey, notify, QueryView, routeLocale, SkeletonText, useFormat, useParams, useSignedIn, useTranslation } from '@casino/shared';
import { type Locale } from '@casino/contract';
import type { Advertisement } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { SignInFirst } from '../../shared/SignInFirst';
import { actionMessage } from '../../shared/forms/messages';
import { advertisementsQuery, markAdvertisementViewed } from './advertisement-api';
import styles from '../../shared/player-area.module.css';

/** /{lang}/player/feedback/advertisement */
export function AdvertisementPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const isAuth = useSignedIn();
  return (
    <section className={styles.page} data-testid="advertisement-page">
      <h1 className={styles.heading}>{t('pages.feedbackAdvertisement')}</h1>
      {isAuth ? <AdvertisementList locale={locale} /> : <SignInFirst />}
    </section>
  );
}

function AdvertisementList({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const query = useQuery(advertisementsQuery(locale));
  const markViewed = useMutation({
    mutationFn: (id: number) => markAdvertisementViewed(id),
    // The header's unread count (feedbackAdvertsCount) is the player's, which the query client refetches after any mutation.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.advertisements') }),
    onError: (error) => notify({ type: 'error', text: t(actionMessage((error as { code?: string }).code)) }),
  });
  return (
    <QueryView
      query={query}
      errorText={t('advertisement.error')}
      isEmpty={(data) => data.advertisements.length === 0}
      emptyText={t('advertisement.empty')}
      loading={<SkeletonText lines={6} />}
    >
      {(data) => (
        <ul className={styles.cards} data-testid="advertisements">
          {data.advertisements.map((ad) => (
            <AdvertisementCard
              key={ad.id}
              ad={ad}
              busy={markViewed.isPending && markViewed.variables === ad.id}
              onViewed={() => markViewed.mutate(ad.id)}
            />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function AdvertisementCard({ ad, busy, onViewed }: { ad: Advertisement; busy: boolean; onViewed: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <li className={styles.card} data-testid={`advertisement-${ad.id}`}>
      <h2 className={styles.subheading}>{ad.title}</h2>
      <p className={styles.muted}>
        <span className={styles.status} data-testid={`advertisement-state-${ad.id}`}>
          {ad.viewed ? t('advertisement.viewed') : t('advertisement.new')}
        </span>{' '}
        {format.date(ad.createdAt, 'dateTime')}
      </p>
      <p>{ad.text}</p>
      <div className={styles.rowActions}>
        {ad.link && (
          <a href={ad.link} target="_blank" rel="noopener noreferrer" onClick={ad.viewed ? undefined : onViewed}>
            {t('advertisement.open')}
          </a>
        )}
        {!ad.viewed && (
          <Button size="small" color="transparent" text={t('advertisement.markViewed')} loading={busy} onClick={onViewed} data-testid={`advertisement-view-${ad.id}`} />
        )}
      </div>
    </li>
  );
}
