import type { DisplayPageSlug, Locale } from '@casino/contract/schemas';
import { PAGE_BODIES_CA } from './page-bodies.ca';
import { PAGE_BODIES_DE } from './page-bodies.de';
import { PAGE_BODIES_EN } from './page-bodies.en';
import { PAGE_BODIES_ES } from './page-bodies.es';
import { PAGE_BODIES_FR } from './page-bodies.fr';
import { PAGE_BODIES_KK } from './page-bodies.kk';
import { PAGE_BODIES_PL } from './page-bodies.pl';
import { PAGE_BODIES_PT } from './page-bodies.pt';
import { PAGE_BODIES_RU } from './page-bodies.ru';
import { PAGE_BODIES_TR } from './page-bodies.tr';

/**
 * The display pages' bodies in all ten languages, one file per language (a missing language or page is a type error;
 * page-bodies.test.ts fails on a paragraph left in English or a link that went missing in translation).
 */
export const PAGE_BODIES: Record<Locale, Record<DisplayPageSlug, string>> = {
  en: PAGE_BODIES_EN,
  ca: PAGE_BODIES_CA,
  es: PAGE_BODIES_ES,
  fr: PAGE_BODIES_FR,
  kk: PAGE_BODIES_KK,
  pl: PAGE_BODIES_PL,
  pt: PAGE_BODIES_PT,
  ru: PAGE_BODIES_RU,
  tr: PAGE_BODIES_TR,
  de: PAGE_BODIES_DE,
};
