import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, endpointKey, Link, useFormat, useNavigate, useSignedIn, useTranslation } from '@casino/shared';
import { localePath, type Locale } from '@casino/contract';
import { clockText, endPlaySession, isRoundReport, pressPanic, realityCheckDue, rgOverviewQuery } from './rg-queries';
import './play-safety.css';

/**
 * Owned by the host's game-play layout (issue 35), so no remote can drop it: the session timer and the net position
 * where the player's profile shows them, the reality check at the player's interval (it pauses the game frame until the
 * player continues, stops or opens the history), the notice before the first real-money round of a session where the
 * profile asks for one (MGA: the game waits until the player has read it) and the panic button where the profile asks
 * for one. Everything comes
 * from the API's overview; nothing here renders on the server (the overview is fetched in the browser only).
 */
export function PlaySafety({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const { t } = useTranslation('host');
  const format = useFormat();
  const isAuth = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const overview = useQuery({ ...rgOverviewQuery(), enabled: isAuth });
  const [now, setNow] = useState<number | null>(null);
  const [acknowledgedAt, setAcknowledgedAt] = useState(0);
  const [noticeRead, setNoticeRead] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // After each real-money round the game frame reports (the first one opens the session), the overview is read again.
  useEffect(() => {
    if (!isAuth) return;
    const listen = (event: MessageEvent) => {
      if (isRoundReport(event, window.location.origin)) void queryClient.invalidateQueries({ queryKey: endpointKey('rg.overview') });
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [isAuth, queryClient]);
  const data = overview.data;
  const session = data?.netPosition.session ?? null;
  // Anchored once per session: the API's elapsed time when the page first saw the session, then this page's clock. A
  // later read does not move it back (the two clocks never agree exactly), and a new session starts it again.
  const [anchor, setAnchor] = useState<{ startedAt: string; seconds: number; at: number } | null>(null);
  if (session && anchor?.startedAt !== session.startedAt)
    setAnchor({ startedAt: session.startedAt, seconds: session.elapsedSeconds, at: overview.dataUpdatedAt });
  const elapsed = session && anchor && now !== null ? anchor.seconds + Math.max(0, now - anchor.at) / 1000 : 0;
  const due = !!session && realityCheckDue(elapsed, data?.realityCheckMinutes ?? null, acknowledgedAt);
  // No session yet means no real-money round yet: where the profile asks (MGA), the game waits for the notice first.
  const notice = !!data?.profile.prePlayNotice && !session && !noticeRead;
  const paused = due || notice;
  const game = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!paused) return;
    dialog.current?.querySelector<HTMLButtonElement>('button')?.focus();
    // `inert` keeps the player's hands off the game; the game's own autoplay is told to stop too.
    for (const frame of game.current?.querySelectorAll('iframe') ?? []) frame.contentWindow?.postMessage({ type: 'casino:pause' }, window.location.origin);
  }, [paused]);
  // Away from the game first: invalidated while the game page is still there, its launch would open a new session.
  const leave = async () => {
    await navigate(localePath(locale), { replace: true });
    await queryClient.invalidateQueries();
  };
  const stop = useMutation({ mutationFn: endPlaySession, onSuccess: leave });
  const panic = useMutation({ mutationFn: pressPanic, onSuccess: leave });
  const profile = data?.profile;
  const net = session ? format.money(session.net, data!.netPosition.currency) : null;
  // What the profile takes away or caps, said before the player meets a refusal (the game just lacks the control).
  const rules = profile
    ? [
        !profile.autoplay && t('rg.rules.noAutoplay', { context: profile.id }),
        profile.minSecondsPerRound > 0 && t('rg.rules.minSeconds', { count: profile.minSecondsPerRound, seconds: format.number(profile.minSecondsPerRound) }),
        profile.maxStake !== null && t('rg.rules.maxStake', { amount: format.money(profile.maxStake, data!.currency) }),
      ].filter((text): text is string => !!text)
    : [];

  return (
    <>
      {data && profile && (profile.sessionTimer || profile.netPosition || profile.panicButton || data.realityCheckMinutes) && (
        <section className="play-safety" aria-label={t('rg.bar')} data-testid="play-safety">
          {(profile.sessionTimer || data.realityCheckMinutes) && (
            <span data-testid="session-timer">{t('rg.sessionTime', { time: clockText(elapsed) })}</span>
          )}
          {profile.netPosition && net !== null && <span data-testid="session-net">{t('rg.net', { amount: net })}</span>}
          {profile.panicButton && (
            <Button size="small" color="red" text={t('rg.panic')} loading={panic.isPending} onClick={() => panic.mutate()} data-testid="panic-button" />
          )}
        </section>
      )}
      {rules.length > 0 && (
        <p className="play-safety__rules" data-testid="play-rules">
          {rules.join(' ')}
        </p>
      )}
      <div ref={game} className="play-safety__game" inert={paused || undefined} aria-hidden={paused || undefined} data-paused={paused || undefined}>
        {children}
      </div>
      {notice && !due && (
        <div className="play-safety__backdrop">
          <div ref={dialog} role="alertdialog" aria-modal="true" aria-labelledby="pre-play-title" aria-describedby="pre-play-text" className="play-safety__dialog" data-testid="pre-play-notice">
            <h2 id="pre-play-title">{t('rg.notice.title')}</h2>
            <p id="pre-play-text">{t('rg.notice.text')}</p>
            <div className="play-safety__actions">
              <Button color="green" text={t('rg.notice.continue')} onClick={() => setNoticeRead(true)} data-testid="pre-play-continue" />
              <Link to={localePath(locale, 'player/limits')} data-testid="pre-play-limits">
                {t('rg.notice.limits')}
              </Link>
            </div>
          </div>
        </div>
      )}
      {due && (
        <div className="play-safety__backdrop">
          <div ref={dialog} role="alertdialog" aria-modal="true" aria-labelledby="reality-check-title" aria-describedby="reality-check-text" className="play-safety__dialog" data-testid="reality-check">
            <h2 id="reality-check-title">{t('rg.check.title')}</h2>
            <p id="reality-check-text">
              {t('rg.check.text', { time: clockText(elapsed) })} {net !== null && t('rg.net', { amount: net })}
            </p>
            <div className="play-safety__actions">
              <Button color="green" text={t('rg.check.continue')} onClick={() => setAcknowledgedAt(elapsed)} data-testid="reality-continue" />
              <Button color="gold" text={t('rg.check.stop')} loading={stop.isPending} onClick={() => stop.mutate()} data-testid="reality-stop" />
              <Link to={localePath(locale, 'player/history/rounds')} data-testid="reality-history">
                {t('rg.check.history')}
              </Link>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
