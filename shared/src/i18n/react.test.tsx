import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createTranslations, startTranslations, type Translations } from './i18n';
import { I18nProvider, Trans, useTranslation } from './react';

function Greeting() {
  const { t } = useTranslation('games');
  return <p>{t('hello', { name: 'Ana' })}</p>;
}

/** An i18next instance whose games strings say their language (and promotions' theirs), and the loads it made. */
function gamesTranslations() {
  const loads: string[] = [];
  const translations = createTranslations(async (language, namespace) => {
    loads.push(`${language}|${namespace}`);
    if (namespace === 'games') return { hello: `${language}: hi {{name}}` };
    if (namespace === 'promotions') return { title: `${language}: bonuses` };
    return {};
  });
  const gameLoads = () => loads.filter((load) => load.endsWith('|games')).map((load) => load.split('|')[0]);
  return { translations, loads: gameLoads };
}

const renderGreeting = (translations: Translations, greeting = <Greeting />) =>
  render(
    <I18nProvider i18n={translations}>
      <Suspense fallback={<p>loading</p>}>{greeting}</Suspense>
    </I18nProvider>,
  );

describe('useTranslation', () => {
  it('waits for the namespace, then renders again in each new language', async () => {
    const { translations, loads } = gamesTranslations();
    await startTranslations(translations, 'en');
    renderGreeting(translations);
    expect(await screen.findByText('en: hi Ana')).toBeTruthy();
    await act(() => translations.changeLanguage('de'));
    expect(screen.getByText('de: hi Ana')).toBeTruthy();
    expect(loads()).toEqual(['en', 'de']);
  });

  it('waits for the first language when it renders before i18n has started', async () => {
    const { translations, loads } = gamesTranslations();
    await act(async () => void renderGreeting(translations));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => startTranslations(translations, 'fr'));
    expect(await screen.findByText('fr: hi Ana')).toBeTruthy();
    expect(loads()).toEqual(['fr']);
  });

  it('renders again for its own strings and the language, not when another namespace loads', async () => {
    const { translations } = gamesTranslations();
    await startTranslations(translations, 'en');
    const rendered = jest.fn();
    function Counted() {
      const { t } = useTranslation('games');
      rendered();
      return <p>{t('hello', { name: 'Ana' })}</p>;
    }
    renderGreeting(translations, <Counted />);
    expect(await screen.findByText('en: hi Ana')).toBeTruthy();
    const settled = rendered.mock.calls.length;
    // A prefetch brings another remote's strings: this page's games strings did not change.
    await act(() => translations.loadNamespaces('promotions'));
    expect(translations.t('promotions:title')).toBe('en: bonuses');
    expect(rendered).toHaveBeenCalledTimes(settled);
    // Its own strings changing does render it again.
    await act(async () => translations.addResourceBundle('en', 'games', { hello: 'en: hello {{name}}' }));
    expect(screen.getByText('en: hello Ana')).toBeTruthy();
    expect(rendered).toHaveBeenCalledTimes(settled + 1);
  });
});

describe('Trans', () => {
  it('puts the given elements around their translated text, keeps basic HTML and shows an unknown tag as written', async () => {
    const translations: Translations = createTranslations(async () => ({}));
    await startTranslations(translations, 'en', {
      en: { shared: { agree: 'I accept the <terms>terms</terms> and the <privacy>policy</privacy> <strong>now</strong> <b>soon</b>' } },
    });
    const t = translations.getFixedT('en', 'shared');
    // Its code loads on the first use (a screen that shows one preloads it: preloadTrans).
    const { container } = await act(async () =>
      render(
        <I18nProvider i18n={translations}>
          <Suspense fallback="loading">
            <Trans t={t} i18nKey="agree" components={{ terms: <a href="/terms" />, privacy: <a href="/privacy" /> }} />
          </Suspense>
        </I18nProvider>,
      ),
    );
    await screen.findByRole('link', { name: 'terms' });
    expect(container.innerHTML).toBe('I accept the <a href="/terms">terms</a> and the <a href="/privacy">policy</a> <strong>now</strong> &lt;b&gt;soon&lt;/b&gt;');
  });
});
