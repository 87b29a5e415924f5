import { useState } from 'react';
import { useLocation, useNavigate, useTranslation } from '@casino/shared';
import { type Locale, LOCALES } from '@casino/contract';
import { pathInLocale } from '../routing/served-routes';
import { rememberLocale } from '../guards/remembered-locale';
import { afterNextPaint } from './after-paint';

/** Each language named in itself, as players look for it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ca: 'Català',
  es: 'Español',
  fr: 'Français',
  kk: 'Қазақша',
  pl: 'Polski',
  pt: 'Português',
  ru: 'Русский',
  tr: 'Türkçe',
  de: 'Deutsch',
};

/**
 * Switches the language and keeps the page (path, query and hash); the choice is remembered in i18n_redirected.
 * The tap is answered at once (the list shows the chosen language) and the navigation starts after that paint: its
 * loaders (the route data, the language's strings) ran inside the key's handler and made the tap wait (issue 36, INP).
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation('host');
  const location = useLocation();
  const navigate = useNavigate();
  // The language chosen on the page of `from`, shown until the page in that language replaces it.
  const [chosen, setChosen] = useState<{ from: Locale; to: Locale } | null>(null);
  const shown = chosen && chosen.from === locale ? chosen.to : locale;
  // The closed switcher shows only the code (narrow phone headers); the list names each language in itself.
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('header.language')}</span>
      <span className="language-switcher__code" aria-hidden="true">
        {locale.toUpperCase()}
      </span>
      <select
        value={shown}
        data-testid="language-switcher"
        onChange={(event) => {
          const next = event.target.value as Locale;
          const to = `${pathInLocale(location.pathname, next)}${location.search}${location.hash}`;
          setChosen({ from: locale, to: next });
          rememberLocale(next);
          afterNextPaint(() => navigate(to));
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {code.toUpperCase()} · {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
