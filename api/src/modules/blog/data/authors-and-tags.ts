import type { Translated } from '../../content/texts';

export const BLOG_AUTHORS: { slug: string; name: string; role: Translated; bio: Translated }[] = [
  {
    slug: 'anna-kovacs',
    name: 'Anna Kovács',
    role: { en: 'Slots editor', ca: 'Editora d’escurabutxaques', es: 'Editora de tragaperras', fr: 'Rédactrice machines à sous', kk: 'Слоттар редакторы', pl: 'Redaktorka działu slotów', pt: 'Editora de slots', ru: 'Редактор раздела слотов', tr: 'Slot editörü', de: 'Slot-Redakteurin' },
    bio: {
      en: 'Anna has reviewed slot games for eight years and explains the maths behind the reels.',
      ca: 'L’Anna fa vuit anys que analitza escurabutxaques i explica les matemàtiques que hi ha darrere dels rodets.',
      es: 'Anna lleva ocho años analizando tragaperras y explica las matemáticas que hay detrás de los rodillos.',
      fr: 'Anna teste des machines à sous depuis huit ans et explique les mathématiques derrière les rouleaux.',
      kk: 'Анна сегіз жыл бойы слот ойындарына шолу жасап келеді және барабандардың артындағы математиканы түсіндіреді.',
      pl: 'Anna od ośmiu lat recenzuje sloty i tłumaczy matematykę kryjącą się za bębnami.',
      pt: 'A Anna analisa slots há oito anos e explica a matemática por trás dos rolos.',
      ru: 'Анна восемь лет пишет обзоры слотов и объясняет математику, которая стоит за барабанами.',
      tr: 'Anna sekiz yıldır slot oyunlarını inceliyor ve makaraların ardındaki matematiği anlatıyor.',
      de: 'Anna testet seit acht Jahren Spielautomaten und erklärt die Mathematik hinter den Walzen.',
    },
  },
  {
    slug: 'marco-rossi',
    name: 'Marco Rossi',
    role: { en: 'Table games expert', ca: 'Expert en jocs de taula', es: 'Experto en juegos de mesa', fr: 'Expert des jeux de table', kk: 'Үстел ойындарының сарапшысы', pl: 'Ekspert gier stołowych', pt: 'Especialista em jogos de mesa', ru: 'Эксперт по настольным играм', tr: 'Masa oyunları uzmanı', de: 'Experte für Tischspiele' },
    bio: {
      en: 'A former croupier, Marco writes about blackjack, roulette, baccarat and live dealer tables.',
      ca: 'Antic crupier, en Marco escriu sobre blackjack, ruleta, baccarà i taules amb crupier en directe.',
      es: 'Antiguo crupier, Marco escribe sobre blackjack, ruleta, baccarat y mesas con crupier en vivo.',
      fr: 'Ancien croupier, Marco écrit sur le blackjack, la roulette, le baccara et les tables en direct.',
      kk: 'Бұрынғы крупье Марко блэкджек, рулетка, баккара және тікелей дилер үстелдері туралы жазады.',
      pl: 'Były krupier, Marco pisze o blackjacku, ruletce, bakaracie i stołach z krupierem na żywo.',
      pt: 'Antigo croupier, o Marco escreve sobre blackjack, roleta, bacará e mesas com dealer ao vivo.',
      ru: 'Бывший крупье Марко пишет о блэкджеке, рулетке, баккаре и столах с живыми дилерами.',
      tr: 'Eski bir krupiye olan Marco; blackjack, rulet, bakara ve canlı krupiyeli masalar hakkında yazıyor.',
      de: 'Der ehemalige Croupier Marco schreibt über Blackjack, Roulette, Baccara und Live-Tische.',
    },
  },
  {
    slug: 'elena-sokolova',
    name: 'Elena Sokolova',
    role: { en: 'Player safety lead', ca: 'Responsable de seguretat del jugador', es: 'Responsable de seguridad del jugador', fr: 'Responsable de la protection des joueurs', kk: 'Ойыншы қауіпсіздігі жетекшісі', pl: 'Kierowniczka ds. bezpieczeństwa graczy', pt: 'Responsável pela segurança dos jogadores', ru: 'Руководитель по безопасности игроков', tr: 'Oyuncu güvenliği sorumlusu', de: 'Leiterin Spielerschutz' },
    bio: {
      en: 'Elena trained as a psychologist and helps players keep gaming a healthy pastime.',
      ca: 'L’Elena és psicòloga i ajuda els jugadors perquè el joc continuï sent un passatemps saludable.',
      es: 'Elena es psicóloga y ayuda a los jugadores a que el juego siga siendo un pasatiempo sano.',
      fr: 'Psychologue de formation, Elena aide les joueurs à garder le jeu comme un loisir sain.',
      kk: 'Елена — психолог, ол ойыншыларға ойынды салауатты ермек ретінде сақтауға көмектеседі.',
      pl: 'Elena jest psychologiem i pomaga graczom, by gra pozostała zdrową rozrywką.',
      pt: 'A Elena é psicóloga e ajuda os jogadores a manter o jogo como um passatempo saudável.',
      ru: 'Елена — психолог по образованию и помогает игрокам сохранять игру здоровым увлечением.',
      tr: 'Psikolog olan Elena, oyuncuların oyunu sağlıklı bir hobi olarak sürdürmesine yardım ediyor.',
      de: 'Elena ist Psychologin und hilft Spielern, das Spielen als gesunden Zeitvertreib zu bewahren.',
    },
  },
];

export const BLOG_TAGS: { slug: string; name: Translated }[] = [
  { slug: 'slots', name: { en: 'Slots', ca: 'Escurabutxaques', es: 'Tragaperras', fr: 'Machines à sous', kk: 'Слоттар', pl: 'Sloty', pt: 'Slots', ru: 'Слоты', tr: 'Slotlar', de: 'Spielautomaten' } },
  { slug: 'strategy', name: { en: 'Strategy', ca: 'Estratègia', es: 'Estrategia', fr: 'Stratégie', kk: 'Стратегия', pl: 'Strategia', pt: 'Estratégia', ru: 'Стратегия', tr: 'Strateji', de: 'Strategie' } },
  { slug: 'live-casino', name: { en: 'Live casino', ca: 'Casino en directe', es: 'Casino en vivo', fr: 'Casino en direct', kk: 'Тікелей казино', pl: 'Kasyno na żywo', pt: 'Casino ao vivo', ru: 'Живое казино', tr: 'Canlı casino', de: 'Live-Casino' } },
  { slug: 'bonuses', name: { en: 'Bonuses', ca: 'Bonificacions', es: 'Bonos', fr: 'Bonus', kk: 'Бонустар', pl: 'Bonusy', pt: 'Bónus', ru: 'Бонусы', tr: 'Bonuslar', de: 'Boni' } },
  { slug: 'responsible-gaming', name: { en: 'Responsible gaming', ca: 'Joc responsable', es: 'Juego responsable', fr: 'Jeu responsable', kk: 'Жауапты ойын', pl: 'Odpowiedzialna gra', pt: 'Jogo responsável', ru: 'Ответственная игра', tr: 'Sorumlu oyun', de: 'Verantwortungsvolles Spielen' } },
  { slug: 'jackpots', name: { en: 'Jackpots', ca: 'Pots', es: 'Botes', fr: 'Jackpots', kk: 'Джекпоттар', pl: 'Jackpoty', pt: 'Jackpots', ru: 'Джекпоты', tr: 'Jackpotlar', de: 'Jackpots' } },
];
