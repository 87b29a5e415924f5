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
 * when its picture came, one React render and one style pass per picture). The picture is one element, the `<img>`
 * itself: its box is the tile's picture box, and its flat colour (the box's background) shows until the picture is
 * drawn over it; no wrapper (one element fewer in every tile a scroll mounts). State changes only when a load fails:
 * 3 attempts, 200 ms apart, like LazyImage, then a placeholder of the same box stays and the game's name is there for
 * screen readers (`data-status="failed"`).
 */
export function ListPicture({ src, alt, width, height, className }: ListPictureProps) {
  // Past the last attempt the picture has failed. A retry's timer that outlives the tile sets the state of nothing.
  const [attempt, setAttempt] = useState(1);
  const boxClass = `${styles.picture} ${className ?? ''}`;
  if (attempt > LAZY_IMAGE_ATTEMPTS)
    return (
      <span className={boxClass} data-status="failed">
        <span className="visually-hidden">{alt}</span>
      </span>
    );
  const onError = () => {
    if (attempt < LAZY_IMAGE_ATTEMPTS) setTimeout(() => setAttempt(attempt + 1), LAZY_IMAGE_THROTTLE_MS);
    else setAttempt(attempt + 1);
  };
  return <img key={attempt} src={src} alt={alt} width={width} height={height} decoding="async" className={boxClass} data-status="shown" onError={onError} />;
}
