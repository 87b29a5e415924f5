import { Button, useTranslation } from '@casino/shared';
import './not-found.css';

/** The 404 image: inline, so the error screen needs no request that could fail too. */
function NotFoundImage() {
  return (
    <svg className="not-found__image" viewBox="0 0 240 120" role="img" aria-label="404">
      <defs>
        <linearGradient id="nf-gold" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#ffe17a" />
          <stop offset="1" stopColor="#d49b1c" />
        </linearGradient>
      </defs>
      <text
        x="120"
        y="92"
        textAnchor="middle"
        fontSize="96"
        fontWeight="800"
        fill="url(#nf-gold)"
        fontFamily="system-ui, sans-serif"
      >
        4<tspan fill="#6fd08c">0</tspan>4
      </text>
      <circle cx="120" cy="58" r="6" fill="#1c2036" />
    </svg>
  );
}

interface NotFoundScreenProps {
  /** The full path that was asked for (SPEC.md section 8); absent on the fatal error page. */
  path?: string;
  /** Full-screen: the fatal error page replaces the whole app. */
  fullScreen?: boolean;
  onHome: () => void;
}

/** SPEC.md section 8: the 404 screen with its image and one green button to '/'. */
export function NotFoundScreen({ path, fullScreen = false, onHome }: NotFoundScreenProps) {
  const { t } = useTranslation('host');
  // Inside a layout the page already sits in the layout's <main>; the fatal page replaces the app and is its own.
  const Landmark = fullScreen ? 'main' : 'div';
  return (
    <Landmark
      className={`not-found${fullScreen ? ' not-found--full' : ''}`}
      data-testid={fullScreen ? 'fatal-error-page' : 'not-found-page'}
    >
      <NotFoundImage />
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      {path !== undefined && (
        <p className="not-found__path">
          {t('notFound.path')} <code data-testid="not-found-path">{path}</code>
        </p>
      )}
      <Button color="green" onClick={onHome} text={t('notFound.button')} />
    </Landmark>
  );
}
