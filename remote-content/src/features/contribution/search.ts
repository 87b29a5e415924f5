import type { ContributionGame } from '@casino/contract/schemas';

/** Each word the player typed starts a word of the game's or the provider's name ("book ra" finds "Book of Ra"). */
export function matchesSearch(entry: ContributionGame, search: string, locale: string): boolean {
  const words = search.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${entry.game.name} ${entry.game.provider.name}`.toLocaleLowerCase(locale).split(/[\s\-–:'’.,!&]+/);
  return words.every((word) => haystack.some((part) => part.startsWith(word)));
}
