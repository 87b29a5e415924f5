import { getConfig } from '@testing-library/dom';

// shared/jest/poll-deadline.cjs, set up for every front-end package by the jest preset.
it("gives Testing Library's polls until jest's own timeout is near, not 1 s: a loaded machine is not a failure", () => {
  expect(getConfig().asyncUtilTimeout).toBeGreaterThanOrEqual(20_000);
});
