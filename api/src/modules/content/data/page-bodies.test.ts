import { DISPLAY_PAGE_SLUGS, LOCALES } from '@casino/contract/schemas';
import { bodyProblems } from '../body-rules';
import { PAGE_BODIES } from './page-bodies';

/**
 * The display pages' bodies are translated whole in every language (docs/translation-style.md, "Nothing left in
 * English"): each page exists in each language, keeps the English page's links and shape, and no paragraph, heading or
 * list item reads as the English one, except text that is only names and brand words.
 */
const BLOCK = /<(p|h2|li)>([\s\S]*?)<\/\1>/g;
const blocks = (html: string) => [...html.matchAll(BLOCK)].map((match) => `${match[1]}: ${match[2]!.trim()}`);
const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
/** Text that is the same in every language: names and brand words only. */
const SAME_IN_EVERY_LANGUAGE = /^(?:<strong>)?(?:Mini|Major|Grand|GamCare|BeGambleAware|Gambling Therapy|auth_token|i18n_redirected)(?:<\/strong>)?$/;
/** German addresses the player as "Sie" (docs/translation-style.md); the informal pronouns flag a text. */
const INFORMAL_GERMAN = /(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?!\p{L})/iu;

const english = PAGE_BODIES.en;
const otherLanguages = LOCALES.filter((lang) => lang !== 'en');

describe.each(otherLanguages)('the display pages in %s', (lang) => {
  it.each([...DISPLAY_PAGE_SLUGS])('%s is translated whole, with the English page links and shape', (slug) => {
    const body = PAGE_BODIES[lang][slug];
    expect(body?.trim().length).toBeGreaterThan(100);
    expect(bodyProblems(body.trim())).toEqual([]);
    expect(links(body)).toEqual(links(english[slug]));
    const theirs = blocks(body);
    const ours = blocks(english[slug]);
    expect(theirs.map((block) => block.split(':')[0])).toEqual(ours.map((block) => block.split(':')[0]));
    const leftInEnglish = theirs.filter((block, index) => block === ours[index] && !SAME_IN_EVERY_LANGUAGE.test(block.replace(/^\w+: /, '')));
    expect(leftInEnglish).toEqual([]);
    if (lang === 'de') expect(theirs.filter((block) => INFORMAL_GERMAN.test(block))).toEqual([]);
  });
});

describe('the check itself', () => {
  it('flags a paragraph left in English and a dropped link', () => {
    const page = '<p>Hello <a href="/display/terms">terms</a></p><h2>Head</h2>';
    expect(blocks(page)).toEqual(['p: Hello <a href="/display/terms">terms</a>', 'h2: Head']);
    expect(links('<p>Hallo</p>')).not.toEqual(links(page));
    expect(SAME_IN_EVERY_LANGUAGE.test('<strong>Grand</strong>')).toBe(true);
    expect(SAME_IN_EVERY_LANGUAGE.test('Head')).toBe(false);
  });
});
