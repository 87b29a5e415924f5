import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type Banner,
  type DisplayPageSummary,
  type Locale,
  type MenuGroup,
  type MenuItem,
  type PromoItem,
} from '@casino/contract/schemas';
import { ApiError } from '../../errors';
import { OPERATOR_HOURS, operatorsOnline } from '../settings/support';
import { chatChannels, CHAT_LANGUAGES, CHAT_TEXTS } from './data/chat';
import { FOOTER_ICONS, footerIconsIn } from './data/footer-icons';
import { countriesIn } from './countries';
import { ARTWORK_FILE, artworkSvg, IMAGE_CACHE_CONTROL, type ArtworkKind } from './images';
import { footerMarkSvg, providerMarkSvg, socialMarkSvg } from '../artwork/marks';
import { catalogueOf } from '../games/catalogue';
import { bodyReader, imageUrl, langOf } from './texts';
import { route } from '../../http/route';

/** Content for every screen that is not a game: display pages, slider, menu, promos, chat, footer, countries. */
export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const publicUrl = app.config.publicUrl;

  const pageList = db.prepare(
    `SELECT p.slug, t.lang, t.title, t.summary, p.updated_at AS updatedAt
       FROM display_pages p JOIN content_texts t ON t.kind = 'page' AND t.item_id = p.id AND t.lang = ?
      ORDER BY p.sort_order`,
  );
  const pageBySlug = db.prepare(
    `SELECT p.id, p.slug, t.lang, t.title, t.summary, p.updated_at AS updatedAt
       FROM display_pages p JOIN content_texts t ON t.kind = 'page' AND t.item_id = p.id AND t.lang = ?
      WHERE p.slug = ?`,
  );
  const pageBody = bodyReader(db, 'page');

  route(
    app,
    'content.pages',
    {},
    async (request) => ({
      status: 'ok' as const,
      data: { items: pageList.all(langOf(request.query)) as DisplayPageSummary[] },
    }),
  );

  route(
    app,
    'content.page',
    {},
    async (request) => {
      const lang = langOf(request.query);
      const page = pageBySlug.get(lang, request.params.slug.toLowerCase()) as
        ({ id: number } & DisplayPageSummary) | undefined;
      if (!page) throw ApiError.notFound('slug', `no display page "${request.params.slug}"`);
      const { id, ...fields } = page;
      return { status: 'ok' as const, data: { ...fields, ...pageBody(id, lang) } };
    },
  );

  const banners = db.prepare(
    `SELECT b.id, t.title, t.summary AS subtitle, t.label AS buttonLabel, b.path
       FROM banners b JOIN content_texts t ON t.kind = 'banner' AND t.item_id = b.id AND t.lang = ?
      ORDER BY b.sort_order`,
  );
  route(
    app,
    'content.banners',
    {},
    async (request) => {
      const rows = banners.all(langOf(request.query)) as Omit<Banner, 'image'>[];
      return {
        status: 'ok' as const,
        data: {
          items: rows.map((row) => ({
            ...row,
            image: imageUrl(publicUrl, `content/images/banner-${row.id}.svg`),
          })),
        },
      };
    },
  );

  const promos = db.prepare(
    `SELECT p.slug AS id, t.title, t.summary, t.label AS badge, p.path
       FROM promos p JOIN content_texts t ON t.kind = 'promo' AND t.item_id = p.id AND t.lang = ?
      ORDER BY p.sort_order`,
  );
  route(app, 'content.promo', {}, async (request) => {
    const rows = promos.all(langOf(request.query)) as Omit<PromoItem, 'image'>[];
    return {
      status: 'ok' as const,
      data: {
        items: rows.map((row) => ({
          ...row,
          image: imageUrl(publicUrl, `content/images/promo-${row.id}.svg`),
        })),
      },
    };
  });

  const menuRows = db.prepare(
    `SELECT m.id, m.slug, m.section, m.parent_id AS parentId, m.path, m.icon, t.title AS label
       FROM menu_items m JOIN content_texts t ON t.kind = 'menu' AND t.item_id = m.id AND t.lang = ?
      ORDER BY m.sort_order`,
  );
  interface MenuRow {
    id: number;
    slug: string;
    section: 'main' | 'footer-group' | 'footer';
    parentId: number | null;
    path: string;
    icon: string;
    label: string;
  }
  route(app, 'content.menu', {}, async (request) => {
    const rows = menuRows.all(langOf(request.query)) as MenuRow[];
    const item = (row: MenuRow): MenuItem => ({
      id: row.slug,
      label: row.label,
      path: row.path,
      icon: row.icon,
    });
    const footer: MenuGroup[] = rows
      .filter((row) => row.section === 'footer-group')
      .map((group) => ({
        id: group.slug,
        title: group.label,
        items: rows.filter((row) => row.section === 'footer' && row.parentId === group.id).map(item),
      }));
    return {
      status: 'ok' as const,
      data: { main: rows.filter((row) => row.section === 'main').map(item), footer },
    };
  });

  route(app, 'content.chat', {}, async (request) => {
    const lang: Locale = langOf(request.query);
    return {
      status: 'ok' as const,
      data: {
        enabled: true,
        online: operatorsOnline(new Date()),
        ...OPERATOR_HOURS,
        languages: [...CHAT_LANGUAGES],
        greeting: CHAT_TEXTS.greeting[lang],
        offlineMessage: CHAT_TEXTS.offlineMessage[lang],
        channels: chatChannels(lang),
      },
    };
  });

  route(
    app,
    'content.footerIcons',
    {},
    async (request) => ({
      status: 'ok' as const,
      data: footerIconsIn(langOf(request.query), publicUrl),
    }),
  );

  route(app, 'content.footerIcon', {}, async (request, reply) => {
    const icon = FOOTER_ICONS.get(request.params.file.replace(/\.svg$/, ''));
    if (!icon) throw ApiError.notFound('file', `no footer icon "${request.params.file}"`);
    return reply
      .type('image/svg+xml')
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .send(footerMarkSvg(icon.id, typeof icon.name === 'string' ? icon.name : icon.mark, icon.background, icon.color));
  });

  route(
    app,
    'content.image',
    {},
    async (request, reply) => {
      // Sign-in providers' marks (social-google.svg) and the studios' emblems (studio-<provider slug>.svg).
      const social = /^social-([a-z]{2,20})\.svg$/.exec(request.params.file);
      const socialSvg = social && socialMarkSvg(social[1]!);
      if (socialSvg) return reply.type('image/svg+xml').header('cache-control', IMAGE_CACHE_CONTROL).send(socialSvg);
      const studio = /^studio-([a-z0-9-]{1,60})\.svg$/.exec(request.params.file);
      const provider = studio && catalogueOf(db, publicUrl).provider(studio[1]!);
      if (provider) return reply.type('image/svg+xml').header('cache-control', IMAGE_CACHE_CONTROL).send(providerMarkSvg(provider.name));
      const match = ARTWORK_FILE.exec(request.params.file);
      if (!match) throw ApiError.notFound('file', `no image "${request.params.file}"`);
      return reply
        .type('image/svg+xml')
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .send(artworkSvg(match[1] as ArtworkKind, match[2] ?? ''));
    },
  );

  route(
    app,
    'content.countries',
    {},
    async (request) => ({
      status: 'ok' as const,
      data: { items: countriesIn(langOf(request.query)) },
    }),
  );
};
