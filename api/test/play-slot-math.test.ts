import { PAY_TABLE, SLOT_RTP, spin, type RandomInt } from '../src/modules/play/slot-math';
import { seededRandom } from '../src/modules/games/seed-catalogue';

describe('reference slot maths', () => {
  test('the pay table returns 96 % to the player', () => {
    expect(SLOT_RTP).toBeCloseTo(0.96, 10);
  });

  test('the reels always show exactly the drawn win on the middle row', () => {
    const next = seededRandom(7);
    const random: RandomInt = (n) => Math.floor(next() * n);
    for (let i = 0; i < 20000; i++) {
      const outcome = spin(100, random);
      const middle = outcome.reels.map((reel) => reel[1]);
      let run = 1;
      while (run < middle.length && middle[run] === middle[0]) run++;
      if (outcome.line) {
        expect(middle[0]).toBe(outcome.line.symbol);
        expect(run).toBe(outcome.line.count);
        expect(outcome.winCents).toBe(Math.floor(100 * PAY_TABLE.find((p) => p.symbol === outcome.line!.symbol && p.count === outcome.line!.count)!.multiplier));
      } else {
        expect(run).toBeLessThan(3);
        expect(outcome.winCents).toBe(0);
      }
    }
  });
});
