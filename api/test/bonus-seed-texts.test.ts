import { CAMPAIGNS } from '../src/modules/bonuses/seed';

/**
 * The seeded offers' titles and descriptions are shown beside the amounts the API formats in the player's currency.
 * A number of money in the text itself ("Deposit at least 20.00") has no currency and is wrong for every other one,
 * and German addresses the player as "Sie" (docs/translation-style.md).
 */
describe('the seeded bonus texts', () => {
  const texts = CAMPAIGNS.flatMap((campaign) => [...Object.entries(campaign.title), ...Object.entries(campaign.description)]);

  it('carry no money amount of their own', () => {
    expect(texts.filter(([, text]) => /\d[.,]\d{2}(?!\d)/.test(text))).toEqual([]);
  });

  it('speak German formally', () => {
    const informal = /(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|zahle|erhalte|löse|spiele|hole)(?!\p{L})/iu;
    const german = CAMPAIGNS.flatMap((campaign) => [campaign.title.de, campaign.description.de]);
    expect(german.filter((text) => informal.test(text))).toEqual([]);
  });
});
