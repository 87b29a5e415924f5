import { useState } from 'react';
import { LAZY_IMAGE_ATTEMPTS, LAZY_IMAGE_THROTTLE_MS } from '@casino/shared';
import styles from './Lobby.module.css';

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
  // Past the last attempt the picture has failed. A retry's timer that outlives the tile sets the state of nothing.
  const [attempt, setAttempt] = useState(1);
  const failed = attempt > LAZY_IMAGE_ATTEMPTS;
  const onError = () => {
    if (attempt < LAZY_IMAGE_ATTEMPTS) setTimeout(() => setAttempt(attempt + 1), LAZY_IMAGE_THROTTLE_MS);
    else setAttempt(attempt + 1);
  };
  return (
    <span className={`${styles.picture} ${className ?? ''}`} data-status={failed ? 'failed' : 'shown'}>
      {failed ? (
        <span className="visually-hidden">{alt}</span>
      ) : (
        <img key={attempt} src={src} alt={alt} width={width} height={height} decoding="async" className={styles.pictureImage} onError={onError} />
      )}
    </span>
  );
}
