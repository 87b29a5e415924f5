import { Type, type Static } from 'typebox';
import { LocaleSchema, ok } from './common';
import { BODY_FORMAT } from './html-body';

/**
 * Settings-and-content endpoints (SPEC.md section 7). Every one takes `?lang=` (one of the ten locales, default ru;
 * any other value is a 400 naming `querystring.lang`). Titles, summaries and labels exist in all ten languages.
 *
 * Bodies (display pages, blog, news, help) are HTML restricted to this whitelist:
 *   p, h2, h3, ul, ol, li, strong, em, br, a (href is a relative path starting with "/" or an https:// URL).
 * No attributes other than href, no scripts, styles, images or inline event handlers. The front end must still sanitise
 * before rendering (the operator's production API is not this server). Relative links carry no locale prefix
 * ("/display/terms"); the front end adds the current one.
 * Bodies exist in en and ru; in other languages the English body is sent with `bodyIsFallback: true, bodyLang: "en"`.
 *
 * Paths in menus, banners and promos are routes of SPEC.md section 2 without the locale prefix ("/tournaments/list").
 * Image URLs are served by this API (generated SVG) under /api/v1/..., so the edge proxy covers them.
 */
export { BODY_FORMAT, BODY_HTML_TAGS } from './html-body';

/** The fields every long-form text (display page, blog article, news item, help article) carries with its body. */
export const BodyFields = {
  body: Type.String(),
  bodyFormat: Type.Literal(BODY_FORMAT),
  /** Language the body is written in: the requested one, or en when it is a fallback. */
  bodyLang: LocaleSchema,
  bodyIsFallback: Type.Boolean(),
};

/** Identifies a display page, blog article, news item or help article in a path: numeric id or slug. */
export const IdOrSlugParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 120 }) });

// ---- /pages, /pages/{slug} -------------------------------------------------------------------------------------
export { DISPLAY_PAGE_SLUGS, type DisplayPageSlug } from './display-pages';

export const DisplayPageSummary = Type.Object({
  slug: Type.String(),
  lang: LocaleSchema,
  title: Type.String(),
  summary: Type.String(),
  updatedAt: Type.String(),
});
export type DisplayPageSummary = Static<typeof DisplayPageSummary>;
export const DisplayPage = Type.Object({ ...DisplayPageSummary.properties, ...BodyFields });
export type DisplayPage = Static<typeof DisplayPage>;
export const PageParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120 }) });
export const DisplayPageListResponse = ok(Type.Object({ items: Type.Array(DisplayPageSummary) }));
export const DisplayPageResponse = ok(DisplayPage);

// ---- /banners-for-slider ---------------------------------------------------------------------------------------
export const Banner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  buttonLabel: Type.String(),
  /** Where the button goes: an app route without locale prefix. */
  path: Type.String(),
  image: Type.String(),
});
export type Banner = Static<typeof Banner>;
export const BannersResponse = ok(Type.Object({ items: Type.Array(Banner) }));

// ---- /menu -------------------------------------------------------------------------------------------------------
export const MenuItem = Type.Object({
  id: Type.String(),
  label: Type.String(),
  path: Type.String(),
  /** Icon name from the design system (lobby, tournaments, ...). */
  icon: Type.String(),
});
export type MenuItem = Static<typeof MenuItem>;
export const MenuGroup = Type.Object({
  id: Type.String(),
  title: Type.String(),
  items: Type.Array(MenuItem),
});
export type MenuGroup = Static<typeof MenuGroup>;
/** main: the product's sections (header and side menu); footer: link groups shown in the footer. */
export const Menu = Type.Object({ main: Type.Array(MenuItem), footer: Type.Array(MenuGroup) });
export type Menu = Static<typeof Menu>;
export const MenuResponse = ok(Menu);

// ---- /promo -----------------------------------------------------------------------------------------------------
/** Current promotions shown as cards on the home and bonuses pages. */
export const PromoItem = Type.Object({
  id: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  /** Short tag on the card ("New", "Weekly"), translated. */
  badge: Type.String(),
  path: Type.String(),
  image: Type.String(),
});
export type PromoItem = Static<typeof PromoItem>;
export const PromoResponse = ok(Type.Object({ items: Type.Array(PromoItem) }));

// ---- /chat ------------------------------------------------------------------------------------------------------
/**
 * Live chat configuration. The reference API runs no chat service: `online` follows the operator hours, and the
 * front end shows `greeting` when online, `offlineMessage` plus the contact channels otherwise.
 */
export const ChatChannel = Type.Object({
  type: Type.Union([Type.Literal('email'), Type.Literal('phone'), Type.Literal('telegram')]),
  label: Type.String(),
  /** mailto:, tel: or https:// link. */
  href: Type.String(),
});
export const ChatConfig = Type.Object({
  enabled: Type.Boolean(),
  online: Type.Boolean(),
  opensAt: Type.String(),
  closesAt: Type.String(),
  timeZone: Type.String(),
  /** Languages operators answer in. */
  languages: Type.Array(LocaleSchema),
  greeting: Type.String(),
  offlineMessage: Type.String(),
  channels: Type.Array(ChatChannel),
});
export type ChatConfig = Static<typeof ChatConfig>;
export const ChatResponse = ok(ChatConfig);

// ---- /footer-icons ----------------------------------------------------------------------------------------------
export const FooterIcon = Type.Object({
  id: Type.String(),
  /** Accessible name (alt text), translated where it is not a brand. */
  name: Type.String(),
  /** SVG served by this API: /api/v1/footer-icons/{id}.svg */
  image: Type.String(),
  /** Where a click goes: an app route without locale prefix ("/display/responsiblegaming"), an https:// partner site, or null. */
  url: Type.Union([Type.String(), Type.Null()]),
});
export type FooterIcon = Static<typeof FooterIcon>;
export const FooterIcons = Type.Object({
  payments: Type.Array(FooterIcon),
  licences: Type.Array(FooterIcon),
  ageRestriction: FooterIcon,
  responsibleGaming: Type.Array(FooterIcon),
});
export type FooterIcons = Static<typeof FooterIcons>;
export const FooterIconsResponse = ok(FooterIcons);
export const FooterIconParams = Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,40}\\.svg$' }) });

// ---- /countries -------------------------------------------------------------------------------------------------
/** ISO 3166-1 alpha-2 codes with names in the requested language, sorted by that name. */
export const Country = Type.Object({ code: Type.String(), name: Type.String() });
export type Country = Static<typeof Country>;
export const CountriesResponse = ok(Type.Object({ items: Type.Array(Country) }));

/** GET /content/images/{file}: generated artwork for banners and promos (SVG). */
export const ContentImageParams = Type.Object({ file: Type.String({ maxLength: 80 }) });
