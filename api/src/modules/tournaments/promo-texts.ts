import type { Locale } from '@casino/contract/schemas';
import type { Translated } from '../games/texts';

/**
 * Rule sentences for tournaments and races in the ten product languages. Placeholders: {places}, {pool}, {minBet},
 * {start}, {end}; amounts and dates are formatted for the language before they are put in.
 */
interface RuleTexts {
  betSum: string;
  winSum: string;
  raceBets: string;
  prizes: string;
  join: string;
  noJoin: string;
  minBet: string;
  window: string;
  tie: string;
}

export const RULE_TEXTS: Record<Locale, RuleTexts> = {
  en: {
    betSum: 'Every bet on the tournament games earns points: 1 point per €0.01 staked.',
    winSum: 'Every win on the tournament games earns points: 1 point per €0.01 won.',
    raceBets: 'Every real-money bet on the race games earns points: 1 point per €0.01 staked, double points on bonus games.',
    prizes: 'The top {places} places share {pool}.',
    join: 'Join the tournament to take part; only rounds played after joining count.',
    noJoin: 'No sign-up needed: every real-money player takes part automatically.',
    minBet: 'Bets below {minBet} do not count.',
    window: 'Rounds count from {start} to {end} (UTC).',
    tie: 'Players with equal points are ranked by who reached them first.',
  },
  ca: {
    betSum: 'Cada aposta als jocs del torneig suma punts: 1 punt per cada 0,01 € apostat.',
    winSum: 'Cada guany als jocs del torneig suma punts: 1 punt per cada 0,01 € guanyat.',
    raceBets: 'Cada aposta amb diners reals als jocs de la cursa suma punts: 1 punt per cada 0,01 € apostat, el doble als jocs bonus.',
    prizes: 'Els {places} primers llocs es reparteixen {pool}.',
    join: 'Uneix-te al torneig per participar-hi; només compten les rondes jugades després d’unir-t’hi.',
    noJoin: 'No cal inscriure’s: tots els jugadors amb diners reals hi participen automàticament.',
    minBet: 'Les apostes inferiors a {minBet} no compten.',
    window: 'Les rondes compten del {start} al {end} (UTC).',
    tie: 'Amb els mateixos punts, queda per davant qui els ha aconseguit primer.',
  },
  es: {
    betSum: 'Cada apuesta en los juegos del torneo suma puntos: 1 punto por cada 0,01 € apostado.',
    winSum: 'Cada ganancia en los juegos del torneo suma puntos: 1 punto por cada 0,01 € ganado.',
    raceBets: 'Cada apuesta con dinero real en los juegos de la carrera suma puntos: 1 punto por cada 0,01 € apostado, el doble en los juegos bonus.',
    prizes: 'Los {places} primeros puestos se reparten {pool}.',
    join: 'Únete al torneo para participar; solo cuentan las rondas jugadas después de unirte.',
    noJoin: 'No hace falta inscribirse: todos los jugadores con dinero real participan automáticamente.',
    minBet: 'Las apuestas inferiores a {minBet} no cuentan.',
    window: 'Las rondas cuentan del {start} al {end} (UTC).',
    tie: 'A igualdad de puntos, queda por delante quien los consiguió primero.',
  },
  fr: {
    betSum: 'Chaque mise sur les jeux du tournoi rapporte des points : 1 point par tranche de 0,01 € misée.',
    winSum: 'Chaque gain sur les jeux du tournoi rapporte des points : 1 point par tranche de 0,01 € gagnée.',
    raceBets: 'Chaque mise en argent réel sur les jeux de la course rapporte des points : 1 point par tranche de 0,01 € misée, le double sur les jeux bonus.',
    prizes: 'Les {places} premières places se partagent {pool}.',
    join: 'Rejoignez le tournoi pour participer ; seules les parties jouées après l’inscription comptent.',
    noJoin: 'Aucune inscription : tous les joueurs en argent réel participent automatiquement.',
    minBet: 'Les mises inférieures à {minBet} ne comptent pas.',
    window: 'Les parties comptent du {start} au {end} (UTC).',
    tie: 'À égalité de points, le joueur qui les a atteints en premier passe devant.',
  },
  kk: {
    betSum: 'Турнир ойындарындағы әр бәс ұпай әкеледі: қойылған әр 0,01 € үшін 1 ұпай.',
    winSum: 'Турнир ойындарындағы әр ұтыс ұпай әкеледі: ұтылған әр 0,01 € үшін 1 ұпай.',
    raceBets: 'Жарыс ойындарындағы нақты ақшамен қойылған әр бәс ұпай әкеледі: әр 0,01 € үшін 1 ұпай, бонус ойындарда екі есе.',
    prizes: 'Алғашқы {places} орын иелері {pool} қорын бөліседі.',
    join: 'Қатысу үшін турнирге қосылыңыз; тек қосылғаннан кейін ойналған раундтар есептеледі.',
    noJoin: 'Тіркелудің қажеті жоқ: нақты ақшамен ойнайтын барлық ойыншылар автоматты түрде қатысады.',
    minBet: '{minBet} сомасынан төмен бәстер есептелмейді.',
    window: 'Раундтар {start} – {end} (UTC) аралығында есептеледі.',
    tie: 'Ұпайлар тең болса, оларды бірінші жинаған ойыншы жоғары тұрады.',
  },
  pl: {
    betSum: 'Każdy zakład w grach turnieju daje punkty: 1 punkt za każde postawione 0,01 €.',
    winSum: 'Każda wygrana w grach turnieju daje punkty: 1 punkt za każde wygrane 0,01 €.',
    raceBets: 'Każdy zakład za prawdziwe pieniądze w grach wyścigu daje punkty: 1 punkt za każde postawione 0,01 €, podwójnie w grach bonusowych.',
    prizes: '{places} najlepszych miejsc dzieli się pulą {pool}.',
    join: 'Dołącz do turnieju, aby wziąć udział; liczą się tylko rundy rozegrane po dołączeniu.',
    noJoin: 'Bez zapisów: każdy gracz grający za prawdziwe pieniądze bierze udział automatycznie.',
    minBet: 'Zakłady poniżej {minBet} nie są liczone.',
    window: 'Rundy liczą się od {start} do {end} (UTC).',
    tie: 'Przy równej liczbie punktów wyżej jest gracz, który zdobył je pierwszy.',
  },
  pt: {
    betSum: 'Cada aposta nos jogos do torneio vale pontos: 1 ponto por cada 0,01 € apostado.',
    winSum: 'Cada ganho nos jogos do torneio vale pontos: 1 ponto por cada 0,01 € ganho.',
    raceBets: 'Cada aposta com dinheiro real nos jogos da corrida vale pontos: 1 ponto por cada 0,01 € apostado, o dobro nos jogos bônus.',
    prizes: 'Os {places} primeiros lugares dividem {pool}.',
    join: 'Entre no torneio para participar; só contam as rodadas jogadas depois de entrar.',
    noJoin: 'Sem inscrição: todos os jogadores com dinheiro real participam automaticamente.',
    minBet: 'Apostas abaixo de {minBet} não contam.',
    window: 'As rodadas contam de {start} a {end} (UTC).',
    tie: 'Em caso de empate, fica à frente quem atingiu os pontos primeiro.',
  },
  ru: {
    betSum: 'Каждая ставка в играх турнира приносит очки: 1 очко за каждые поставленные 0,01 €.',
    winSum: 'Каждый выигрыш в играх турнира приносит очки: 1 очко за каждые выигранные 0,01 €.',
    raceBets: 'Каждая ставка на реальные деньги в играх гонки приносит очки: 1 очко за каждые 0,01 €, в бонусных играх — вдвое больше.',
    prizes: 'Первые {places} мест делят {pool}.',
    join: 'Чтобы участвовать, присоединитесь к турниру; засчитываются только раунды, сыгранные после присоединения.',
    noJoin: 'Регистрация не нужна: все игроки на реальные деньги участвуют автоматически.',
    minBet: 'Ставки меньше {minBet} не засчитываются.',
    window: 'Раунды засчитываются с {start} по {end} (UTC).',
    tie: 'При равенстве очков выше тот, кто набрал их первым.',
  },
  tr: {
    betSum: 'Turnuva oyunlarındaki her bahis puan kazandırır: yatırılan her 0,01 € için 1 puan.',
    winSum: 'Turnuva oyunlarındaki her kazanç puan kazandırır: kazanılan her 0,01 € için 1 puan.',
    raceBets: 'Yarış oyunlarındaki her gerçek para bahsi puan kazandırır: her 0,01 € için 1 puan, bonus oyunlarında iki kat.',
    prizes: 'İlk {places} sıra {pool} ödülü paylaşır.',
    join: 'Katılmak için turnuvaya kaydolun; yalnızca kayıttan sonra oynanan turlar sayılır.',
    noJoin: 'Kayıt gerekmez: gerçek parayla oynayan tüm oyuncular otomatik olarak katılır.',
    minBet: '{minBet} altındaki bahisler sayılmaz.',
    window: 'Turlar {start} ile {end} (UTC) arasında sayılır.',
    tie: 'Puanlar eşitse, o puana önce ulaşan oyuncu öne geçer.',
  },
  de: {
    betSum: 'Jeder Einsatz in den Turnierspielen bringt Punkte: 1 Punkt pro eingesetzten 0,01 €.',
    winSum: 'Jeder Gewinn in den Turnierspielen bringt Punkte: 1 Punkt pro gewonnenen 0,01 €.',
    raceBets: 'Jeder Echtgeldeinsatz in den Rennspielen bringt Punkte: 1 Punkt pro eingesetzten 0,01 €, doppelte Punkte in Bonusspielen.',
    prizes: 'Die besten {places} Plätze teilen sich {pool}.',
    join: 'Tritt dem Turnier bei, um teilzunehmen; es zählen nur Runden nach dem Beitritt.',
    noJoin: 'Keine Anmeldung nötig: Alle Echtgeldspieler nehmen automatisch teil.',
    minBet: 'Einsätze unter {minBet} zählen nicht.',
    window: 'Runden zählen vom {start} bis {end} (UTC).',
    tie: 'Bei Punktgleichheit liegt vorn, wer die Punkte zuerst erreicht hat.',
  },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export const formatAmount = (cents: number, currency: string, lang: Locale) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
const formatWhen = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export interface RuleFacts {
  kind: 'bet_sum' | 'win_sum' | 'race';
  places: number;
  poolCents: number;
  currency: string;
  minBetCents: number;
  startsAt: string;
  endsAt: string;
}

/** The rules as paragraphs, and the two-sentence summary shown on cards. */
export function ruleParagraphs(facts: RuleFacts, lang: Locale): { rules: string[]; summary: string } {
  const t = RULE_TEXTS[lang];
  const values = {
    places: String(facts.places),
    pool: formatAmount(facts.poolCents, facts.currency, lang),
    minBet: formatAmount(facts.minBetCents, facts.currency, lang),
    start: formatWhen(facts.startsAt),
    end: formatWhen(facts.endsAt),
  };
  const scoring = facts.kind === 'race' ? t.raceBets : facts.kind === 'bet_sum' ? t.betSum : t.winSum;
  const prizes = fill(t.prizes, values);
  return {
    summary: `${scoring} ${prizes}`,
    rules: [scoring, fill(t.window, values), fill(t.minBet, values), facts.kind === 'race' ? t.noJoin : t.join, prizes, t.tie],
  };
}

/** Titles of the seeded tournaments and races, by slug. */
export const PROMO_TITLES: Record<string, Translated> = {
  'autumn-spin-cup': { en: 'Autumn Spin Cup', ca: 'Copa de tardor de tirades', es: 'Copa de otoño de giros', fr: 'Coupe d’automne des tours', kk: 'Күзгі айналым кубогы', pl: 'Jesienny Puchar Spinów', pt: 'Taça de outono de giros', ru: 'Осенний кубок вращений', tr: 'Sonbahar Çevirme Kupası', de: 'Herbst-Dreh-Cup' },
  'weekend-big-win-hunt': { en: 'Weekend Big Win Hunt', ca: 'Caça de grans premis de cap de setmana', es: 'Caza de grandes premios de fin de semana', fr: 'Chasse aux gros gains du week-end', kk: 'Демалыс күнгі үлкен ұтыс аңы', pl: 'Weekendowe polowanie na wielkie wygrane', pt: 'Caça aos grandes prêmios do fim de semana', ru: 'Охота за крупными выигрышами выходного дня', tr: 'Hafta Sonu Büyük Kazanç Avı', de: 'Wochenend-Jagd auf große Gewinne' },
  'winter-jackpot-sprint': { en: 'Winter Jackpot Sprint', ca: 'Esprint d’hivern de pots', es: 'Sprint de invierno de botes', fr: 'Sprint d’hiver des jackpots', kk: 'Қысқы джекпот спринті', pl: 'Zimowy sprint jackpotów', pt: 'Sprint de inverno dos jackpots', ru: 'Зимний джекпот-спринт', tr: 'Kış Jackpot Sprinti', de: 'Winter-Jackpot-Sprint' },
  'midsummer-reels-marathon': { en: 'Midsummer Reels Marathon', ca: 'Marató de rodets de Sant Joan', es: 'Maratón de rodillos de verano', fr: 'Marathon des rouleaux de la Saint-Jean', kk: 'Жазғы барабандар марафоны', pl: 'Letni maraton bębnów', pt: 'Maratona de rolos de verão', ru: 'Летний марафон барабанов', tr: 'Yaz Makara Maratonu', de: 'Mittsommer-Walzen-Marathon' },
  'halloween-cash-fest': { en: 'Halloween Cash Fest', ca: 'Festa de premis de Halloween', es: 'Fiesta de premios de Halloween', fr: 'Fête des gains d’Halloween', kk: 'Хэллоуин ақша мерекесі', pl: 'Halloweenowy festiwal wygranych', pt: 'Festa de prêmios de Halloween', ru: 'Хэллоуинский денежный фестиваль', tr: 'Cadılar Bayramı Para Şöleni', de: 'Halloween-Geldfest' },
  'daily-cash-race': { en: 'Daily Cash Race', ca: 'Cursa diària de premis', es: 'Carrera diaria de premios', fr: 'Course quotidienne aux gains', kk: 'Күнделікті ақшалай жарыс', pl: 'Codzienny wyścig o nagrody', pt: 'Corrida diária de prêmios', ru: 'Ежедневная денежная гонка', tr: 'Günlük Para Yarışı', de: 'Tägliches Geldrennen' },
  'summer-cash-race': { en: 'Summer Cash Race', ca: 'Cursa de premis d’estiu', es: 'Carrera de premios de verano', fr: 'Course aux gains d’été', kk: 'Жазғы ақшалай жарыс', pl: 'Letni wyścig o nagrody', pt: 'Corrida de prêmios de verão', ru: 'Летняя денежная гонка', tr: 'Yaz Para Yarışı', de: 'Sommer-Geldrennen' },
};
