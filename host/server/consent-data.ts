import { LOCALES } from '@casino/contract/schemas/common';
import { CONSENT_DATA_ELEMENT_ID, pickConsentTexts, type ConsentData } from '../src/shell/consent-config';
import ca from '../src/locales/ca.json';
import de from '../src/locales/de.json';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import fr from '../src/locales/fr.json';
import kk from '../src/locales/kk.json';
import pl from '../src/locales/pl.json';
import pt from '../src/locales/pt.json';
import ru from '../src/locales/ru.json';
import tr from '../src/locales/tr.json';
import { jsonForHtml } from './html';

/**
 * The cookie banner's texts for a server-rendered page (issue 36.4): the host's `consent.*` translations of the page's
 * language, as the data block the consent entry reads (host/src/consent-start.ts), so the banner needs no fetch and no
 * app code to paint. Per language, never per visitor: the page stays one cached page for every guest, and the library
 * decides in the browser whether to show the banner at all.
 */
const TRANSLATIONS: Record<string, { consent?: Record<string, unknown> }> = { ca, de, en, es, fr, kk, pl, pt, ru, tr };

const blocks = new Map<string, string>();
for (const language of LOCALES) {
  const texts = pickConsentTexts(TRANSLATIONS[language]?.consent ?? {});
  if (!texts) throw new Error(`host/src/locales/${language}.json: consent.* is not complete`);
  const data: ConsentData = { language, texts };
  blocks.set(language, `<script id="${CONSENT_DATA_ELEMENT_ID}" type="application/json">${jsonForHtml(data)}</script>`);
}

/** The data block for a page in `language`, or undefined for a language the product does not have. */
export function consentDataBlock(language: string): string | undefined {
  return blocks.get(language);
}
