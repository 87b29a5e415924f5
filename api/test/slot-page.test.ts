import { LOCALES, type SlotState } from '@casino/contract/schemas';
import { slotPage } from '../src/modules/play/slot-page';
import { SLOT_TEXTS } from '../src/modules/play/slot-texts';

/** The reference slot's page (issue 35: autoplay by the jurisdiction's profile) and its texts in the ten languages. */

const state = (over: Partial<SlotState> = {}): SlotState => ({
  mode: 'real',
  game: { id: 1, slug: 'fruit', name: 'Fruit <Deluxe>', provider: 'Studio' },
  currency: 'EUR',
  balance: '100.00',
  bets: ['0.10', '0.20', '0.50'],
  payTable: [{ symbol: 'seven', count: 3, multiplier: 10 }],
  rtp: '96.00',
  expiresAt: '2026-11-27T20:00:00.000Z',
  autoplay: true,
  minSecondsPerRound: 0,
  ...over,
});
const scriptOf = (html: string) => /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)![1]!;

describe('the slot page', () => {
  test('has the autoplay control where the profile offers it: rounds, a required loss limit, an optional win limit, each labelled', () => {
    const html = slotPage(state(), 'en', 'n0nce', 200);
    expect(html).toContain('<fieldset class="auto" id="autoplay"><legend>Autoplay</legend>');
    expect(html).toMatch(/<label>Rounds<select id="autoRounds"><option value="10">10<\/option>/);
    expect(html).toContain('<label>Stop if my losses reach<input id="autoLoss" inputmode="decimal" autocomplete="off" required></label>');
    expect(html).toContain('<label>Stop if my winnings reach (optional)<input id="autoWin"');
  });

  test('has no autoplay control where the profile offers none (DE, UK)', () => {
    const html = slotPage(state({ autoplay: false, minSecondsPerRound: 5 }), 'de', 'n0nce', 200);
    expect(html).not.toContain('id="autoplay"');
    expect(html).not.toContain('autoToggle"');
  });

  test('its script is valid JavaScript as sent (the template literal keeps every escape)', () => {
    for (const autoplay of [true, false]) {
      const script = scriptOf(slotPage(state({ autoplay }), 'en', 'n0nce', 200));
      expect(() => new Function(script)).not.toThrow();
      expect(script).toContain('.replace(/\\s/g, \'\')');
    }
  });
});

describe('the slot texts', () => {
  const keys = Object.keys(SLOT_TEXTS.en) as (keyof (typeof SLOT_TEXTS)['en'])[];
  test.each(LOCALES.filter((lang) => lang !== 'en'))('%s has every text, translated', (lang) => {
    for (const key of keys) {
      expect(SLOT_TEXTS[lang][key]).toEqual(expect.any(String));
      expect(SLOT_TEXTS[lang][key].trim()).not.toBe('');
    }
    for (const key of ['autoplay', 'autoLoss', 'autoWin', 'autoStart', 'autoStop', 'autoNeedsLoss', 'autoDone', 'autoLossReached', 'autoWinReached', 'autoOff'] as const)
      expect(SLOT_TEXTS[lang][key]).not.toBe(SLOT_TEXTS.en[key]);
  });
});

describe('the slot frame texts', () => {
  /** German addresses the player as "Sie" (docs/translation-style.md), in the game frame as on the site. */
  const INFORMAL_GERMAN = /(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|öffne|versuche|tippe|klicke|wähle|drücke)(?!\p{L})/iu;

  it('speak German formally', () => {
    const informal = Object.entries(SLOT_TEXTS.de).filter(([, text]) => INFORMAL_GERMAN.test(text));
    expect(informal).toEqual([]);
  });
});
