import { DEFAULT_LOCALE, LOCALES, type Locale } from '@casino/contract/schemas/common';
import type { BrowserReleaseMap } from '@casino/contract/release';

/**
 * The banner a QA override shows, rendered by the edge into the page itself (outside the host's React root), so it
 * appears even when the overridden remote fails to load, and no host code is needed for it. Fixed at the bottom,
 * above every layer the host uses (the terms popup is 99992).
 */
const BANNER_TEXT: Record<Locale, { label: string; clear: string }> = {
  en: { label: 'Test version in this browser only', clear: 'Back to the live version' },
  ca: { label: 'Versió de prova només en aquest navegador', clear: 'Torna a la versió publicada' },
  es: { label: 'Versión de prueba solo en este navegador', clear: 'Volver a la versión publicada' },
  fr: { label: 'Version de test dans ce navigateur uniquement', clear: 'Revenir à la version en ligne' },
  kk: { label: 'Тек осы браузердегі сынақ нұсқасы', clear: 'Негізгі нұсқаға оралу' },
  pl: { label: 'Wersja testowa tylko w tej przeglądarce', clear: 'Wróć do wersji produkcyjnej' },
  pt: { label: 'Versão de teste apenas neste navegador', clear: 'Voltar à versão publicada' },
  ru: { label: 'Тестовая версия только в этом браузере', clear: 'Вернуться к основной версии' },
  tr: { label: 'Yalnızca bu tarayıcıda test sürümü', clear: 'Canlı sürüme dön' },
  de: { label: 'Testversion nur in diesem Browser', clear: 'Zurück zur Live-Version' },
};

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's language: its first path segment, else the remembered locale, else ru (SPEC.md section 2). */
export function pageLocale(pathname: string, remembered: string | undefined): Locale {
  const first = pathname.split('/')[1] ?? '';
  if ((LOCALES as readonly string[]).includes(first)) return first as Locale;
  if (remembered && (LOCALES as readonly string[]).includes(remembered)) return remembered as Locale;
  return DEFAULT_LOCALE;
}

export function overrideBannerHtml(override: NonNullable<BrowserReleaseMap['override']>, locale: Locale): string {
  const text = BANNER_TEXT[locale];
  return (
    `<div id="casino-override-banner" role="status" lang="${locale}" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483000;` +
    'display:flex;flex-wrap:wrap;gap:4px 16px;justify-content:center;align-items:center;padding:8px 16px;background:#fbecc8;' +
    'color:#1d2330;font:14px/1.4 system-ui,sans-serif;box-shadow:0 -1px 4px rgba(0,0,0,.25)">' +
    `<span>${escapeHtml(text.label)}: <b>${escapeHtml(override.remote)} ${escapeHtml(override.version)}</b></span>` +
    `<a href="${escapeHtml(override.clearUrl)}" style="color:#1d2330;font-weight:600">${escapeHtml(text.clear)}</a></div>`
  );
}
