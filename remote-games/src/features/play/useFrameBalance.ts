import { useEffect, useState } from 'react';
import { isFrameBalanceMessage, type FrameBalanceMessage } from './api';

/** The balance the game frame reports after each round (same origin only); `onRound` runs for each report. */
export function useFrameBalance(onRound?: (message: FrameBalanceMessage) => void): FrameBalanceMessage | null {
  const [last, setLast] = useState<FrameBalanceMessage | null>(null);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isFrameBalanceMessage(event.data)) return;
      setLast(event.data);
      onRound?.(event.data);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onRound]);
  return last;
}
