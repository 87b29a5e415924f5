/** The countdown (`@casino/shared/ui/countdown`): bundled into the chunk of the page that uses it (shared/federation/rspack-app.cjs). */
export { Countdown, timeLeft, type CountdownProps } from './Countdown';
