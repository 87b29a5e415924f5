import type { ReactNode } from 'react';
import { PageLink, useFormat, useTranslation } from '@casino/shared';
import { gamePagePath, type Locale } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import styles from './Play.module.css';

interface PlayBarProps {
  game: { slug: string; name: string; provider: { slug: string } };
  locale: Locale;
  balance: { balance: string; currency: string };
  /** What the bar offers besides (real play: fullscreen). */
  children?: ReactNode;
}

/** The bar above a game being played, demo or real: back to the game page, its name, the balance the game reports. */
export function PlayBar({ game, locale, balance, children }: PlayBarProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <div className={styles.bar}>
      <PageLink className={styles.back} to={gamePagePath(locale, game)}>
        <span aria-hidden="true">←</span> {t('play.back')}
      </PageLink>
      <strong className={styles.gameName}>{game.name}</strong>
      <span className={styles.balance}>
        {t('play.balance')} <output data-testid="play-balance">{format.money(balance.balance, balance.currency)}</output>
      </span>
      {children}
    </div>
  );
}
