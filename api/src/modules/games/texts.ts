import { DEFAULT_LOCALE, type Locale } from '@casino/contract/schemas';

/** A text in every product language (SPEC.md section 9). */
export type Translated = Record<Locale, string>;

export const pick = (text: Translated, lang: Locale | undefined): string => text[lang ?? DEFAULT_LOCALE];

/** Titles of the lobby tabs and sections that are not category names. */
export const LOBBY_TITLES = {
  home: { en: 'Lobby', ca: 'Inici', es: 'Inicio', fr: 'Accueil', kk: 'Басты бет', pl: 'Strona główna', pt: 'Início', ru: 'Главная', tr: 'Ana sayfa', de: 'Startseite' },
  popular: { en: 'Popular', ca: 'Populars', es: 'Populares', fr: 'Populaires', kk: 'Танымал', pl: 'Popularne', pt: 'Populares', ru: 'Популярные', tr: 'Popüler', de: 'Beliebt' },
  new: { en: 'New', ca: 'Novetats', es: 'Novedades', fr: 'Nouveautés', kk: 'Жаңа', pl: 'Nowości', pt: 'Novidades', ru: 'Новинки', tr: 'Yeni', de: 'Neu' },
} satisfies Record<string, Translated>;

/** Category names, by category slug. */
export const CATEGORY_TITLES: Record<string, Translated> = {
  slots: { en: 'Slots', ca: 'Escurabutxaques', es: 'Tragamonedas', fr: 'Machines à sous', kk: 'Слоттар', pl: 'Automaty', pt: 'Caça-níqueis', ru: 'Слоты', tr: 'Slotlar', de: 'Spielautomaten' },
  megaways: { en: 'Many Ways', ca: 'Múltiples línies', es: 'Múltiples líneas', fr: 'Lignes multiples', kk: 'Көп жолды', pl: 'Wiele linii', pt: 'Múltiplas linhas', ru: 'Много линий', tr: 'Çok hatlı', de: 'Viele Gewinnwege' },
  jackpots: { en: 'Jackpots', ca: 'Pots acumulats', es: 'Botes', fr: 'Jackpots', kk: 'Джекпоттар', pl: 'Jackpoty', pt: 'Jackpots', ru: 'Джекпоты', tr: 'Jackpotlar', de: 'Jackpots' },
  'bonus-buy': { en: 'Bonus Buy', ca: 'Compra de bo', es: 'Compra de bono', fr: 'Achat de bonus', kk: 'Бонус сатып алу', pl: 'Zakup bonusu', pt: 'Compra de bônus', ru: 'Покупка бонуса', tr: 'Bonus satın alma', de: 'Bonuskauf' },
  live: { en: 'Live Casino', ca: 'Casino en directe', es: 'Casino en vivo', fr: 'Casino en direct', kk: 'Тікелей казино', pl: 'Kasyno na żywo', pt: 'Cassino ao vivo', ru: 'Live-казино', tr: 'Canlı casino', de: 'Live-Casino' },
  roulette: { en: 'Roulette', ca: 'Ruleta', es: 'Ruleta', fr: 'Roulette', kk: 'Рулетка', pl: 'Ruletka', pt: 'Roleta', ru: 'Рулетка', tr: 'Rulet', de: 'Roulette' },
  blackjack: { en: 'Blackjack', ca: 'Blackjack', es: 'Blackjack', fr: 'Blackjack', kk: 'Блэкджек', pl: 'Blackjack', pt: 'Blackjack', ru: 'Блэкджек', tr: 'Blackjack', de: 'Blackjack' },
  baccarat: { en: 'Baccarat', ca: 'Bacarà', es: 'Bacará', fr: 'Baccara', kk: 'Баккара', pl: 'Bakarat', pt: 'Bacará', ru: 'Баккара', tr: 'Bakara', de: 'Baccara' },
  poker: { en: 'Poker', ca: 'Pòquer', es: 'Póker', fr: 'Poker', kk: 'Покер', pl: 'Poker', pt: 'Pôquer', ru: 'Покер', tr: 'Poker', de: 'Poker' },
  crash: { en: 'Crash Games', ca: 'Jocs crash', es: 'Juegos crash', fr: 'Jeux crash', kk: 'Краш ойындары', pl: 'Gry crash', pt: 'Jogos crash', ru: 'Краш-игры', tr: 'Crash oyunları', de: 'Crash-Spiele' },
  instant: { en: 'Instant Win', ca: 'Premi instantani', es: 'Premio instantáneo', fr: 'Gains instantanés', kk: 'Жылдам ұтыс', pl: 'Natychmiastowe wygrane', pt: 'Prêmio instantâneo', ru: 'Мгновенный выигрыш', tr: 'Anında kazanç', de: 'Sofortgewinne' },
  lottery: { en: 'Lottery & Keno', ca: 'Loteria i keno', es: 'Lotería y keno', fr: 'Loterie et keno', kk: 'Лотерея және кено', pl: 'Loteria i keno', pt: 'Loteria e keno', ru: 'Лотереи и кено', tr: 'Piyango ve keno', de: 'Lotterie & Keno' },
};
