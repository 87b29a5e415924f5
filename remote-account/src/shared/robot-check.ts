/**
 * The robot check (SPEC.md sections 5, 7, 8): Google reCAPTCHA loaded from the provider with explicit rendering and
 * a language hint, only when the settings give a site key. Its failures carry the SPEC's error texts (logged for
 * operators); players see a translated message instead.
 */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const ONLOAD_CALLBACK = '__casinoRecaptchaLoaded';

export const ROBOT_CHECK_ERRORS = {
  serverSide: 'reCaptcha is not available on server side',
  notOnWindow: 'reCaptcha is not available on window',
  notLoaded: 'reCAPTCHA is not loaded',
  noElement: 'element is not defined',
  scriptFailed: 'Failed to load script',
  noSiteKey: 'sitekey is required',
} as const;

export class RobotCheckError extends Error {
  override readonly name = 'RobotCheckError';
}

interface Grecaptcha {
  render(element: HTMLElement, parameters: Record<string, unknown>): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    [ONLOAD_CALLBACK]?: () => void;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads the provider's script once per page (explicit rendering, language hint). */
export function loadRecaptcha(lang: string): Promise<Grecaptcha> {
  if (typeof window === 'undefined')
    return Promise.reject(new RobotCheckError(ROBOT_CHECK_ERRORS.serverSide));
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window[ONLOAD_CALLBACK] = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new RobotCheckError(ROBOT_CHECK_ERRORS.notOnWindow));
    };
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?onload=${ONLOAD_CALLBACK}&render=explicit&hl=${encodeURIComponent(lang)}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null; // a later form may try again
      reject(new RobotCheckError(ROBOT_CHECK_ERRORS.scriptFailed));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export interface RenderOptions {
  siteKey: string;
  lang: string;
  onToken: (token: string | null) => void;
}

/** Renders the widget into `element`; resolves its widget id. */
export async function renderRobotCheck(
  element: HTMLElement | null,
  { siteKey, lang, onToken }: RenderOptions,
): Promise<number> {
  if (!siteKey) throw new RobotCheckError(ROBOT_CHECK_ERRORS.noSiteKey);
  if (!element) throw new RobotCheckError(ROBOT_CHECK_ERRORS.noElement);
  const grecaptcha = await loadRecaptcha(lang);
  if (typeof grecaptcha.render !== 'function') throw new RobotCheckError(ROBOT_CHECK_ERRORS.notLoaded);
  return grecaptcha.render(element, {
    sitekey: siteKey,
    hl: lang,
    callback: (token: string) => onToken(token),
    'expired-callback': () => onToken(null),
    'error-callback': () => onToken(null),
  });
}

let noKeyNoted = false;
/** Said once per page, so an operator reading the console knows the check is off on purpose. */
export function noteRobotCheckSkipped(): void {
  if (noKeyNoted) return;
  noKeyNoted = true;
  console.info(
    '[robot-check] no reCAPTCHA site key in /settings (recaptcha.siteKey is empty): the robot check is skipped',
  );
}
