import type { Db } from '../../db/database';
import { SEEDED_PLAYERS } from '../auth/seed';
import { movePoints } from '../../db/wallet';

const ADVERTS = [
  {
    title: {
      en: 'Weekend reload: 50% up to €200',
      ca: 'Recàrrega de cap de setmana: 50% fins a 200 €',
      es: 'Recarga de fin de semana: 50% hasta 200 €',
      fr: 'Recharge du week-end : 50 % jusqu’à 200 €',
      kk: 'Демалыс күнгі толықтыру: 200 €-ға дейін 50%',
      pl: 'Weekendowe doładowanie: 50% do 200 €',
      pt: 'Recarga de fim de semana: 50% até 200 €',
      ru: 'Пополнение выходного дня: 50% до 200 €',
      tr: 'Hafta sonu yüklemesi: 200 €’ya kadar %50',
      de: 'Wochenend-Reload: 50 % bis zu 200 €',
    },
    text: {
      en: 'Deposit on Saturday or Sunday and get half of it on top.',
      ca: 'Diposita dissabte o diumenge i rep la meitat a més.',
      es: 'Deposita el sábado o el domingo y recibe la mitad extra.',
      fr: 'Déposez le samedi ou le dimanche et recevez la moitié en plus.',
      kk: 'Сенбі немесе жексенбі күні салым жасап, оның жартысын қосымша алыңыз.',
      pl: 'Wpłać w sobotę lub niedzielę i otrzymaj połowę więcej.',
      pt: 'Deposite no sábado ou domingo e receba metade a mais.',
      ru: 'Пополните счёт в субботу или воскресенье и получите половину сверху.',
      tr: 'Cumartesi veya pazar yatırın, yarısı kadar fazlasını alın.',
      de: 'Zahle am Samstag oder Sonntag ein und erhalte die Hälfte obendrauf.',
    },
    link: '/promo',
  },
  {
    title: {
      en: 'New: live roulette tables',
      ca: 'Novetat: taules de ruleta en directe',
      es: 'Novedad: mesas de ruleta en vivo',
      fr: 'Nouveau : tables de roulette en direct',
      kk: 'Жаңа: тікелей эфирдегі рулетка үстелдері',
      pl: 'Nowość: stoły ruletki na żywo',
      pt: 'Novidade: mesas de roleta ao vivo',
      ru: 'Новинка: столы live-рулетки',
      tr: 'Yeni: canlı rulet masaları',
      de: 'Neu: Live-Roulette-Tische',
    },
    text: {
      en: 'Real dealers around the clock.',
      ca: 'Crupiers reals a tota hora.',
      es: 'Crupieres reales a todas horas.',
      fr: 'De vrais croupiers jour et nuit.',
      kk: 'Тәулік бойы нағыз дилерлер.',
      pl: 'Prawdziwi krupierzy przez całą dobę.',
      pt: 'Crupiês reais a toda a hora.',
      ru: 'Живые дилеры круглосуточно.',
      tr: 'Gece gündüz gerçek krupiyeler.',
      de: 'Echte Croupiers rund um die Uhr.',
    },
    link: '/games/live',
  },
  {
    title: {
      en: 'Tell us what you think',
      ca: 'Digues-nos què en penses',
      es: 'Dinos qué opinas',
      fr: 'Donnez-nous votre avis',
      kk: 'Пікіріңізді айтыңыз',
      pl: 'Powiedz nam, co myślisz',
      pt: 'Diga-nos o que acha',
      ru: 'Расскажите, что вы думаете',
      tr: 'Düşüncelerinizi bize söyleyin',
      de: 'Sag uns deine Meinung',
    },
    text: {
      en: 'A two-minute survey about the new lobby.',
      ca: 'Una enquesta de dos minuts sobre el nou vestíbul.',
      es: 'Una encuesta de dos minutos sobre el nuevo lobby.',
      fr: 'Un sondage de deux minutes sur le nouveau lobby.',
      kk: 'Жаңа лобби туралы екі минуттық сауалнама.',
      pl: 'Dwuminutowa ankieta o nowym lobby.',
      pt: 'Um inquérito de dois minutos sobre o novo lobby.',
      ru: 'Опрос о новом лобби на две минуты.',
      tr: 'Yeni lobi hakkında iki dakikalık anket.',
      de: 'Eine zweiminütige Umfrage zur neuen Lobby.',
    },
    link: '/help',
  },
];

export function seedDashboard(db: Db): void {
  const advert = db.prepare(
    'INSERT INTO feedback_adverts (id, title_json, text_json, link, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  ADVERTS.forEach((a, index) =>
    advert.run(
      index + 1,
      JSON.stringify(a.title),
      JSON.stringify(a.text),
      a.link,
      `2026-02-0${index + 1}T12:00:00.000Z`,
    ),
  );
  const demo = SEEDED_PLAYERS.demo.id;
  db.prepare('INSERT INTO feedback_advert_views (player_id, advert_id, viewed_at) VALUES (?, 1, ?)').run(
    demo,
    '2026-02-02T09:00:00.000Z',
  );

  const doc = db.prepare(
    `INSERT INTO verification_documents (player_id, kind, status, file_name, stored_name, mime_type, size_bytes, created_at, updated_at)
     VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
  );
  doc.run(
    demo,
    'passport',
    'approved',
    'passport.jpg',
    'image/jpeg',
    482113,
    '2026-01-06T09:00:00.000Z',
    '2026-01-07T11:00:00.000Z',
  );
  doc.run(
    demo,
    'utility_bill',
    'requested',
    null,
    null,
    null,
    '2026-02-03T10:00:00.000Z',
    '2026-02-03T10:00:00.000Z',
  );

  const card = db.prepare(
    'INSERT INTO player_cards (player_id, brand, mask, expiry, verification_status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  card.run(demo, 'visa', '4242 42** **** 4242', '08/29', 'verified', '2026-01-06T09:30:00.000Z');
  card.run(demo, 'mastercard', '5454 54** **** 5454', '11/28', 'unverified', '2026-01-20T19:00:00.000Z');

  movePoints(db, demo, 1200_00, 'play', '2026-01-10T20:00:00.000Z');
  movePoints(db, demo, 850_00, 'play', '2026-01-18T21:00:00.000Z');
  movePoints(db, demo, -500_00, 'exchange', '2026-01-19T08:00:00.000Z');
  movePoints(db, demo, 900_00, 'bonus', '2026-02-01T08:20:00.000Z');
}
