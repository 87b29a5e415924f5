import { useEffect, useRef, useState } from 'react';
import { LAZY_IMAGE_ATTEMPTS, LAZY_IMAGE_THROTTLE_MS } from '@casino/shared';
import styles from './ListPicture.module.css';

export interface ListPictureProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * A tile's picture in the 5,000-game list (issue 36 item 3). The list mounts a tile only while it is in view (or 200 px
 * from it), so the picture loads at once, and a fling mounts a row of tiles every other frame: a picture that arrives
 * changes no state and renders nothing again (LazyImage's `loaded` status re-rendered each tile and repainted its box
 * when its picture came, one React render and one style pass per picture). The box's flat colour is under the picture
 * until it is drawn. State changes only when a load fails: 3 attempts, 200 ms apart, like LazyImage, then the
 * placeholder stays and the game's name is there for screen readers (`data-status="failed"`).
 */
export function ListPicture({ src, alt, width, height, className }: ListPictureProps) {
  const [attempt, setAttempt] = useState(1);
  const [failed, setFailed] = useState(false);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);
  const onError = () => {
    if (attempt >= LAZY_IMAGE_ATTEMPTS) setFailed(true);
    else retry.current = setTimeout(() => setAttempt((n) => n + 1), LAZY_IMAGE_THROTTLE_MS);
  };
  return (
    <span className={`${styles.box} ${className ?? ''}`} data-status={failed ? 'failed' : 'shown'}>
      {failed ? (
        <span className="visually-hidden">{alt}</span>
      ) : (
        <img key={attempt} src={src} alt={alt} width={width} height={height} decoding="async" className={styles.image} onError={onError} />
      )}
    </span>
  );
}
