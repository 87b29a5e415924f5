/**
 * Heroes drawn by the API for each tournament and race (api/src/modules/content/images.ts): a trophy, podium, flag or
 * stopwatch in the promotion's own palette and composition, 800x450, the same picture for the same id.
 */
export const HERO_WIDTH = 800;
export const HERO_HEIGHT = 450;
export const tournamentArtwork = (id: number | string) => `/api/v1/content/images/tournament-${id}.svg`;
export const raceArtwork = (id: number | string) => `/api/v1/content/images/race-${id}.svg`;
