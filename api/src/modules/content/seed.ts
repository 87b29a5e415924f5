import type { Db } from '../../db/database';
import { FOOTER_GROUPS, MAIN_MENU } from './data/menu';
import { LOCALES } from '@casino/contract/schemas';
import { PAGE_BODIES } from './data/page-bodies';
import { DISPLAY_PAGES } from './data/pages';
import { PROMOS } from './data/promos';
import { BANNERS } from './data/slider';
import { insertTexts, type Translated } from './texts';

/** A fixed "last updated" date, so seeded content is the same on every machine. */
const CONTENT_UPDATED_AT = '2026-01-15T09:00:00.000Z';

/** Strips the indentation the template literals in the data files carry. */
export const tidyBody = (html: string): string => html.trim();

export function seedContent(db: Db): void {
  const insertPage = db.prepare('INSERT INTO display_pages (slug, sort_order, updated_at) VALUES (?, ?, ?)');
  const pageTitles = new Map<string, Translated>();
  DISPLAY_PAGES.forEach((page, index) => {
    const id = Number(insertPage.run(page.slug, index, CONTENT_UPDATED_AT).lastInsertRowid);
    insertTexts(db, 'page', id, {
      title: page.title,
      summary: page.summary,
      body: Object.fromEntries(LOCALES.map((lang) => [lang, tidyBody(PAGE_BODIES[lang][page.slug])])) as Translated,
    });
    pageTitles.set(page.slug, page.title);
  });

  const insertBanner = db.prepare('INSERT INTO banners (path, sort_order) VALUES (?, ?)');
  BANNERS.forEach((banner, index) => {
    const id = Number(insertBanner.run(banner.path, index).lastInsertRowid);
    insertTexts(db, 'banner', id, {
      title: banner.title,
      summary: banner.subtitle,
      label: banner.buttonLabel,
    });
  });

  const insertPromo = db.prepare('INSERT INTO promos (slug, path, sort_order) VALUES (?, ?, ?)');
  PROMOS.forEach((promo, index) => {
    const id = Number(insertPromo.run(promo.id, promo.path, index).lastInsertRowid);
    insertTexts(db, 'promo', id, { title: promo.title, summary: promo.summary, label: promo.badge });
  });

  const insertMenu = db.prepare(
    'INSERT INTO menu_items (slug, section, parent_id, path, icon, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let order = 0;
  for (const item of MAIN_MENU) {
    const id = Number(insertMenu.run(item.id, 'main', null, item.path, item.icon, order++).lastInsertRowid);
    insertTexts(db, 'menu', id, { title: item.label });
  }
  for (const group of FOOTER_GROUPS) {
    const groupId = Number(insertMenu.run(group.id, 'footer-group', null, '', '', order++).lastInsertRowid);
    insertTexts(db, 'menu', groupId, { title: group.title });
    for (const slug of group.pages) {
      const title = pageTitles.get(slug);
      if (!title) throw new Error(`footer group ${group.id} links to unknown display page ${slug}`);
      const id = Number(
        insertMenu.run(`${group.id}-${slug}`, 'footer', groupId, `/display/${slug}`, '', order++)
          .lastInsertRowid,
      );
      insertTexts(db, 'menu', id, { title });
    }
  }
}
