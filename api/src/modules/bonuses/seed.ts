import type { Db } from '../../db/database';
import { SEEDED_PLAYERS } from '../auth/seed';
import { OPEN_ENDED } from './bonus-service';

type Texts = Record<'en' | 'ca' | 'es' | 'fr' | 'kk' | 'pl' | 'pt' | 'ru' | 'tr' | 'de', string>;
interface SeedCampaign {
  id: number;
  kind: 'deposit' | 'no_deposit' | 'freespins' | 'gamification';
  title: Texts;
  description: Texts;
  code: string | null;
  amount: number;
  freeSpins: number;
  wager: number;
  minDeposit: number;
  gameIds: string[];
  dashboard: 0 | 1;
  cashbox: 0 | 1;
  startsAt: string;
  endsAt: string;
}

/** Running until switched off (no end date is shown for them); one campaign has ended, to show it is hidden. */
const RUNNING = { startsAt: '2025-01-01T00:00:00.000Z', endsAt: OPEN_ENDED };
/** A season offer that ends six weeks after the database is seeded, so a fresh database shows a real end date. */
function season(): { startsAt: string; endsAt: string } {
  const end = new Date(Date.now() + 42 * 24 * 3600 * 1000);
  end.setUTCHours(23, 59, 59, 0);
  return { startsAt: RUNNING.startsAt, endsAt: end.toISOString() };
}

/** Bonus codes players can redeem on the demo (api/README.md). */
export const SEEDED_BONUS_CODES = { welcome: 'WELCOME10', spins: 'SPINS25', expired: 'SUMMER2025' } as const;

export const CAMPAIGNS: SeedCampaign[] = [
  {
    id: 1,
    kind: 'deposit',
    code: null,
    amount: 100_00,
    freeSpins: 0,
    wager: 35,
    minDeposit: 20_00,
    gameIds: [],
    dashboard: 1,
    cashbox: 1,
    ...RUNNING,
    title: {
      en: 'Welcome bonus 100%',
      ca: 'Bonificació de benvinguda 100%',
      es: 'Bono de bienvenida 100%',
      fr: 'Bonus de bienvenue 100 %',
      kk: '100% қош келдіңіз бонусы',
      pl: 'Bonus powitalny 100%',
      pt: 'Bónus de boas-vindas 100%',
      ru: 'Приветственный бонус 100%',
      tr: '%100 hoş geldin bonusu',
      de: 'Willkommensbonus 100 %',
    },
    description: {
      en: 'Your first deposit matched 100% in bonus money.',
      ca: 'El teu primer dipòsit, igualat al 100% en diners de bonificació.',
      es: 'Tu primer depósito, igualado al 100 % en dinero de bono.',
      fr: 'Votre premier dépôt doublé : 100 % en argent bonus.',
      kk: 'Алғашқы салымыңыз бонус ақшасымен 100% толықтырылады.',
      pl: 'Twoja pierwsza wpłata podwojona: 100% w pieniądzach bonusowych.',
      pt: 'O seu primeiro depósito igualado a 100% em dinheiro de bónus.',
      ru: 'Ваш первый депозит удваивается: 100% бонусными деньгами.',
      tr: 'İlk yatırımınıza %100 bonus para eklenir.',
      de: 'Ihre erste Einzahlung wird zu 100 % mit Bonusgeld aufgestockt.',
    },
  },
  {
    id: 2,
    kind: 'freespins',
    code: null,
    amount: 10_00,
    freeSpins: 50,
    wager: 40,
    minDeposit: 0,
    gameIds: [],
    dashboard: 1,
    cashbox: 0,
    ...season(),
    title: {
      en: '50 free spins',
      ca: '50 tirades gratuïtes',
      es: '50 giros gratis',
      fr: '50 tours gratuits',
      kk: '50 тегін айналым',
      pl: '50 darmowych spinów',
      pt: '50 rodadas grátis',
      ru: '50 фриспинов',
      tr: '50 bedava dönüş',
      de: '50 Freispiele',
    },
    description: {
      en: 'Fifty free spins on any slot.',
      ca: 'Cinquanta tirades gratuïtes a qualsevol slot.',
      es: 'Cincuenta giros gratis en cualquier slot.',
      fr: 'Cinquante tours gratuits sur n’importe quelle machine.',
      kk: 'Кез келген слотта елу тегін айналым.',
      pl: 'Pięćdziesiąt darmowych spinów na dowolnym slocie.',
      pt: 'Cinquenta rodadas grátis em qualquer slot.',
      ru: 'Пятьдесят бесплатных вращений в любом слоте.',
      tr: 'Herhangi bir slotta elli bedava dönüş.',
      de: 'Fünfzig Freispiele an jedem Slot.',
    },
  },
  {
    id: 3,
    kind: 'no_deposit',
    code: 'WELCOME10',
    amount: 10_00,
    freeSpins: 0,
    wager: 20,
    minDeposit: 0,
    gameIds: [],
    dashboard: 1,
    cashbox: 1,
    ...RUNNING,
    title: {
      en: 'Bonus without deposit',
      ca: 'Bonificació sense dipòsit',
      es: 'Bono sin depósito',
      fr: 'Bonus sans dépôt',
      kk: 'Салымсыз бонус',
      pl: 'Bonus bez depozytu',
      pt: 'Bónus sem depósito',
      ru: 'Бонус без депозита',
      tr: 'Yatırımsız bonus',
      de: 'Bonus ohne Einzahlung',
    },
    description: {
      en: 'Redeem the code and play with bonus money on us.',
      ca: 'Bescanvia el codi i juga amb diners de bonificació de regal.',
      es: 'Canjea el código y juega con dinero de bono de regalo.',
      fr: 'Utilisez le code et jouez avec de l’argent bonus offert.',
      kk: 'Кодты енгізіп, бізден сыйлық бонус ақшасымен ойнаңыз.',
      pl: 'Wykorzystaj kod i graj za pieniądze bonusowe od nas.',
      pt: 'Resgate o código e jogue com dinheiro de bónus oferecido por nós.',
      ru: 'Активируйте код и играйте на бонусные деньги от нас.',
      tr: 'Kodu kullanın ve bizden bonus parayla oynayın.',
      de: 'Lösen Sie den Code ein und spielen Sie mit Bonusgeld von uns.',
    },
  },
  {
    id: 4,
    kind: 'freespins',
    code: 'SPINS25',
    amount: 5_00,
    freeSpins: 25,
    wager: 30,
    minDeposit: 0,
    gameIds: ['games-book-of-gods'],
    dashboard: 1,
    cashbox: 0,
    ...RUNNING,
    title: {
      en: '25 spins on featured slots',
      ca: '25 tirades a slots destacades',
      es: '25 giros en slots destacadas',
      fr: '25 tours sur des machines vedettes',
      kk: 'Таңдаулы слоттарда 25 айналым',
      pl: '25 spinów na wybranych slotach',
      pt: '25 rodadas em slots em destaque',
      ru: '25 вращений в избранных слотах',
      tr: 'Öne çıkan slotlarda 25 dönüş',
      de: '25 Drehungen an ausgewählten Slots',
    },
    description: {
      en: 'A code for spins on the slots of the week.',
      ca: 'Un codi per a tirades a les slots de la setmana.',
      es: 'Un código para giros en las slots de la semana.',
      fr: 'Un code pour des tours sur les machines de la semaine.',
      kk: 'Апта слоттарындағы айналымдарға арналған код.',
      pl: 'Kod na spiny na slotach tygodnia.',
      pt: 'Um código para rodadas nas slots da semana.',
      ru: 'Код на вращения в слотах недели.',
      tr: 'Haftanın slotlarında dönüş için bir kod.',
      de: 'Ein Code für Drehungen an den Slots der Woche.',
    },
  },
  {
    id: 5,
    kind: 'gamification',
    code: null,
    amount: 5_00,
    freeSpins: 0,
    wager: 10,
    minDeposit: 0,
    gameIds: [],
    dashboard: 1,
    cashbox: 0,
    ...RUNNING,
    title: {
      en: 'Level-up reward',
      ca: 'Recompensa per pujar de nivell',
      es: 'Recompensa por subir de nivel',
      fr: 'Récompense de niveau',
      kk: 'Деңгей көтерілгені үшін сыйлық',
      pl: 'Nagroda za nowy poziom',
      pt: 'Recompensa de subida de nível',
      ru: 'Награда за новый уровень',
      tr: 'Seviye atlama ödülü',
      de: 'Belohnung für den Levelaufstieg',
    },
    description: {
      en: 'For reaching the gold status.',
      ca: 'Per arribar a l’estatus d’or.',
      es: 'Por alcanzar el estado oro.',
      fr: 'Pour avoir atteint le statut or.',
      kk: 'Алтын мәртебесіне жеткеніңіз үшін.',
      pl: 'Za osiągnięcie złotego statusu.',
      pt: 'Por atingir o estatuto ouro.',
      ru: 'За достижение золотого статуса.',
      tr: 'Altın statüsüne ulaştığınız için.',
      de: 'Für das Erreichen des Gold-Status.',
    },
  },
  {
    id: 6,
    kind: 'no_deposit',
    code: 'SUMMER2025',
    amount: 15_00,
    freeSpins: 0,
    wager: 25,
    minDeposit: 0,
    gameIds: [],
    dashboard: 1,
    cashbox: 1,
    startsAt: '2025-06-01T00:00:00.000Z',
    endsAt: '2025-09-01T00:00:00.000Z',
    title: {
      en: 'Summer gift',
      ca: 'Regal d’estiu',
      es: 'Regalo de verano',
      fr: 'Cadeau d’été',
      kk: 'Жазғы сыйлық',
      pl: 'Letni prezent',
      pt: 'Presente de verão',
      ru: 'Летний подарок',
      tr: 'Yaz hediyesi',
      de: 'Sommergeschenk',
    },
    description: {
      en: 'The summer campaign has ended.',
      ca: 'La campanya d’estiu ha acabat.',
      es: 'La campaña de verano ha terminado.',
      fr: 'La campagne d’été est terminée.',
      kk: 'Жазғы науқан аяқталды.',
      pl: 'Letnia kampania się zakończyła.',
      pt: 'A campanha de verão terminou.',
      ru: 'Летняя акция завершилась.',
      tr: 'Yaz kampanyası sona erdi.',
      de: 'Die Sommeraktion ist beendet.',
    },
  },
];

export function seedBonuses(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO bonus_campaigns (id, kind, title_json, description_json, code, amount_cents, free_spins, wager_factor, min_deposit_cents,
       currency, game_ids, on_dashboard, on_cashbox, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?)`,
  );
  for (const c of CAMPAIGNS)
    insert.run(
      c.id,
      c.kind,
      JSON.stringify(c.title),
      JSON.stringify(c.description),
      c.code,
      c.amount,
      c.freeSpins,
      c.wager,
      c.minDeposit,
      JSON.stringify(c.gameIds),
      c.dashboard,
      c.cashbox,
      c.startsAt,
      c.endsAt,
    );

  const bonus = db.prepare(
    `INSERT INTO player_bonuses (uuid, player_id, campaign_id, kind, status, amount_cents, wager_required_cents, activated_at, finished_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const demo = SEEDED_PLAYERS.demo.id;
  bonus.run(
    '0b7d0c36-5d0a-4e39-9a57-000000000001',
    demo,
    2,
    'freespins',
    'rewarded',
    10_00,
    400_00,
    '2026-01-08T10:00:00.000Z',
    '2026-01-14T10:00:00.000Z',
    '2026-01-08T10:00:00.000Z',
  );
  bonus.run(
    '0b7d0c36-5d0a-4e39-9a57-000000000002',
    demo,
    5,
    'gamification',
    'active',
    5_00,
    50_00,
    '2026-02-01T08:20:00.000Z',
    null,
    '2026-02-01T08:20:00.000Z',
  );
  bonus.run(
    '0b7d0c36-5d0a-4e39-9a57-000000000003',
    demo,
    null,
    'cashback',
    'available',
    15_00,
    0,
    null,
    null,
    '2026-02-02T00:00:00.000Z',
  );
  // The active gamification reward sits on the bonus balance.
  db.prepare('UPDATE accounts SET bonus_cents = 500 WHERE player_id = ? AND currency = ?').run(demo, 'EUR');
}
