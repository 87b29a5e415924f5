import type { DisplayPageSlug } from '@casino/shared/contract';
import type { Translated } from '../texts';

/** The product's sections (SPEC.md section 2 routes, without locale prefix) in header order. */
export const MAIN_MENU: { id: string; path: string; icon: string; label: Translated }[] = [
  {
    id: 'lobby',
    path: '/',
    icon: 'lobby',
    label: { en: 'Games', ca: 'Jocs', es: 'Juegos', fr: 'Jeux', kk: 'Ойындар', pl: 'Gry', pt: 'Jogos', ru: 'Игры', tr: 'Oyunlar', de: 'Spiele' },
  },
  {
    id: 'tournaments',
    path: '/tournaments/list',
    icon: 'tournaments',
    label: { en: 'Tournaments', ca: 'Tornejos', es: 'Torneos', fr: 'Tournois', kk: 'Турнирлер', pl: 'Turnieje', pt: 'Torneios', ru: 'Турниры', tr: 'Turnuvalar', de: 'Turniere' },
  },
  {
    id: 'races',
    path: '/races/list',
    icon: 'races',
    label: { en: 'Races', ca: 'Curses', es: 'Carreras', fr: 'Courses', kk: 'Жарыстар', pl: 'Wyścigi', pt: 'Corridas', ru: 'Гонки', tr: 'Yarışlar', de: 'Rennen' },
  },
  {
    id: 'bonuses',
    path: '/bonuses',
    icon: 'bonuses',
    label: { en: 'Bonuses', ca: 'Bonificacions', es: 'Bonos', fr: 'Bonus', kk: 'Бонустар', pl: 'Bonusy', pt: 'Bónus', ru: 'Бонусы', tr: 'Bonuslar', de: 'Boni' },
  },
  {
    id: 'bonus-code',
    path: '/bonus/code',
    icon: 'bonus-code',
    label: { en: 'Bonus code', ca: 'Codi de bonificació', es: 'Código de bono', fr: 'Code bonus', kk: 'Бонус коды', pl: 'Kod bonusowy', pt: 'Código de bónus', ru: 'Бонус-код', tr: 'Bonus kodu', de: 'Bonuscode' },
  },
  {
    id: 'points',
    path: '/points',
    icon: 'points',
    label: { en: 'Points', ca: 'Punts', es: 'Puntos', fr: 'Points', kk: 'Ұпайлар', pl: 'Punkty', pt: 'Pontos', ru: 'Баллы', tr: 'Puanlar', de: 'Punkte' },
  },
  {
    id: 'blog',
    path: '/blog',
    icon: 'blog',
    label: { en: 'Blog', ca: 'Blog', es: 'Blog', fr: 'Blog', kk: 'Блог', pl: 'Blog', pt: 'Blogue', ru: 'Блог', tr: 'Blog', de: 'Blog' },
  },
  {
    id: 'news',
    path: '/news/list',
    icon: 'news',
    label: { en: 'News', ca: 'Notícies', es: 'Noticias', fr: 'Actualités', kk: 'Жаңалықтар', pl: 'Aktualności', pt: 'Notícias', ru: 'Новости', tr: 'Haberler', de: 'Neuigkeiten' },
  },
  {
    id: 'help',
    path: '/help/how-to-register',
    icon: 'help',
    label: { en: 'Help', ca: 'Ajuda', es: 'Ayuda', fr: 'Aide', kk: 'Анықтама', pl: 'Pomoc', pt: 'Ajuda', ru: 'Помощь', tr: 'Yardım', de: 'Hilfe' },
  },
];

/** Footer link groups; each link is a display page (/display/{slug}) labelled with that page's title. */
export const FOOTER_GROUPS: { id: string; title: Translated; pages: DisplayPageSlug[] }[] = [
  {
    id: 'company',
    title: { en: 'Company', ca: 'Empresa', es: 'Empresa', fr: 'Société', kk: 'Компания', pl: 'Firma', pt: 'Empresa', ru: 'Компания', tr: 'Şirket', de: 'Unternehmen' },
    pages: ['aboutus', 'terms', 'privacypolicy', 'cookiepolicy', 'aml-and-kyc-policy', 'dispute-resolution'],
  },
  {
    id: 'player-protection',
    title: {
      en: 'Player protection',
      ca: 'Protecció del jugador',
      es: 'Protección del jugador',
      fr: 'Protection des joueurs',
      kk: 'Ойыншыны қорғау',
      pl: 'Ochrona gracza',
      pt: 'Proteção do jogador',
      ru: 'Защита игрока',
      tr: 'Oyuncu koruması',
      de: 'Spielerschutz',
    },
    pages: ['responsiblegaming', 'self-exclusion', 'fairness-and-rng-testing-methods', 'account-pay-outs-and-bonuses'],
  },
  {
    id: 'promotions',
    title: { en: 'Promotions', ca: 'Promocions', es: 'Promociones', fr: 'Promotions', kk: 'Акциялар', pl: 'Promocje', pt: 'Promoções', ru: 'Акции', tr: 'Promosyonlar', de: 'Aktionen' },
    pages: ['first_deposit_bonus', 'free_spins', 'cash_back_system', 'points', 'status', 'pf-jackpots'],
  },
];
