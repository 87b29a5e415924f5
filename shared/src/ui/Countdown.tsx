import { useEffect, useState } from 'react';
import styles from './Countdown.module.css';
// From the root entry: this file is bundled into the page that uses it, outside the singleton (src/index.ts).
import { formatNumber, useTranslation } from '@casino/shared';

const SECOND = 1000;

/** Days, hours, minutes and seconds left until `until` (all zero once it has passed). */
export function timeLeft(until: number, now: number) {
  const total = Math.max(0, Math.floor((until - now) / SECOND));
  return { total, days: Math.floor(total / 86400), hours: Math.floor(total / 3600) % 24, minutes: Math.floor(total / 60) % 60, seconds: total % 60 };
}

export interface CountdownProps {
  /** When it ends: an ISO date, a Date or epoch milliseconds. */
  until: string | number | Date;
  onEnd?: () => void;
  label?: string;
}

/** What a unit shows before the clock has started: the same box, so nothing on the page moves when it starts. */
const NOT_STARTED = '––';

/**
 * Time left to a tournament's or bonus's end, ticking each second. The server and the first client render cannot
 * agree on the time, so both show the four unit boxes with a placeholder in each (hydration matches); the clock starts
 * after mount and fills them in place. (Text of another height there moved what sits below it once the page came
 * alive: a tap aimed at the button under a tournament's countdown landed on its title.)
 */
export function Countdown({ until, onEnd, label }: CountdownProps) {
  const { t, i18n } = useTranslation('shared');
  const end = new Date(until).getTime();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [end]);
  const left = timeLeft(end, now ?? end);
  const ended = now !== null && left.total === 0;
  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);
  if (ended) return <span className={styles.ended}>{t('countdown.ended')}</span>;
  const two = (value: number) => formatNumber(value, i18n.language, { minimumIntegerDigits: 2 });
  const units = [
    { key: 'days', value: left.days, label: t('countdown.days', { count: left.days }), text: formatNumber(left.days, i18n.language) },
    { key: 'hours', value: left.hours, label: t('countdown.hours', { count: left.hours }), text: two(left.hours) },
    { key: 'minutes', value: left.minutes, label: t('countdown.minutes'), text: two(left.minutes) },
    { key: 'seconds', value: left.seconds, label: t('countdown.seconds'), text: two(left.seconds) },
  ];
  return (
    <span className={styles.countdown} role="timer" aria-label={label ?? t('countdown.label')} aria-busy={now === null}>
      {units.map((unit) => (
        <span key={unit.key} className={styles.unit}>
          <span className={styles.value}>{now === null ? NOT_STARTED : unit.text}</span>
          <span className={styles.name}>{unit.label}</span>
        </span>
      ))}
    </span>
  );
}
