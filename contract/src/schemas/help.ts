import { Type, type Static } from 'typebox';
import { BodyFields } from './content';
import { LocaleSchema, ok } from './common';

/**
 * Help articles (route /{lang}/help/{id}). Both take `?lang=` (default ru).
 *  GET /help       -> { categories: HelpCategory[] }: every article's summary, grouped, in display order
 *  GET /help/{id}  -> HelpArticle (numeric id or slug)
 */
export const HelpArticleSummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  lang: LocaleSchema,
  category: Type.String(),
  title: Type.String(),
  summary: Type.String(),
});
export type HelpArticleSummary = Static<typeof HelpArticleSummary>;
export const HelpCategory = Type.Object({
  id: Type.String(),
  title: Type.String(),
  articles: Type.Array(HelpArticleSummary),
});
export type HelpCategory = Static<typeof HelpCategory>;
export const HelpArticle = Type.Object({
  ...HelpArticleSummary.properties,
  categoryTitle: Type.String(),
  ...BodyFields,
});
export type HelpArticle = Static<typeof HelpArticle>;

export const HelpListResponse = ok(Type.Object({ categories: Type.Array(HelpCategory) }));
export const HelpArticleResponse = ok(HelpArticle);
