import type { Player } from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { currentAccount, formatPoints } from '../../db/wallet';
import { formatMoney } from '../../money/money';
import { availableCashback } from '../bonuses/bonus-service';
import { sign } from '../auth/secrets';
import {
  activeBlocks,
  BONUS_WAGER_FACTOR,
  DEFAULT_BONUS_WAGER,
  FREE_SPIN_WAGER_FACTOR,
  POINTS_EXCHANGE_RATIO,
  pointsToMoney,
} from './player-rules';
import { baseProfileCompleted, jsonArray, playerRow } from './player-row';
import { favoriteGameIds } from './favorites';

const count = (db: Db, sql: string, ...params: unknown[]): number =>
  (db.prepare(sql).get(...params) as { n: number | null }).n ?? 0;

/** Every field of SPEC.md section 3's player, assembled from the player's rows at read time. */
export function displayData(db: Db, playerId: number): Player {
  const row = playerRow(db, playerId);
  const account = currentAccount(db, playerId);
  const pointsCents = count(
    db,
    'SELECT points_cents AS n FROM player_wallet_extras WHERE player_id = ?',
    playerId,
  );
  const blocks = activeBlocks(row);
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    login: row.login,
    name: row.name,
    surname: row.surname,
    country: row.country,
    phone: row.phone,
    address: row.address,
    city: row.city,
    gender: row.gender,
    state: row.state,
    street: row.street,
    dateBirthday: row.date_birthday,
    statusName: row.status_name,
    currency: account.currency,
    balance: formatMoney(account.balance),
    bonus: formatMoney(account.bonus),
    points: formatPoints(pointsCents),
    pointsExchangeResult: formatMoney(pointsToMoney(pointsCents, account.currency)),
    pointsExchangeRatio: POINTS_EXCHANGE_RATIO,
    isGameModeReal: row.is_blocked === 0 && !blocks.coolingOffBlock && !blocks.selfExclusionBlock,
    isGameModeDemo: true,
    freeSpinWagerFactor: FREE_SPIN_WAGER_FACTOR,
    bonusWagerFactor: BONUS_WAGER_FACTOR,
    defaultBonusWager: DEFAULT_BONUS_WAGER,
    isEmailConfirmed: row.is_email_confirmed === 1,
    isPhoneConfirmed: row.is_phone_confirmed === 1,
    isTrusted: row.is_trusted === 1,
    isBlocked: row.is_blocked === 1,
    centrifugoToken: sign(db, 'centrifugo', `player:${row.id}`),
    centrifugoNotificationToken: sign(db, 'centrifugo', `notifications:${row.id}`),
    wasBaseProfileCompleted: baseProfileCompleted(row),
    registrationType: row.registration_type,
    activeBonusCampaignsCount: count(
      db,
      "SELECT COUNT(*) AS n FROM player_bonuses WHERE player_id = ? AND status = 'active'",
      playerId,
    ),
    feedbackAdvertsCount: count(
      db,
      'SELECT COUNT(*) AS n FROM feedback_adverts a WHERE NOT EXISTS (SELECT 1 FROM feedback_advert_views v WHERE v.advert_id = a.id AND v.player_id = ?)',
      playerId,
    ),
    cashbackReward: formatMoney(availableCashback(db, playerId, account.currency)),
    favorites: favoriteGameIds(db, playerId),
    isTermsRequired: row.is_terms_required === 1,
    hasRejectedPayments:
      count(db, "SELECT COUNT(*) AS n FROM payments WHERE player_id = ? AND status = 'rejected'", playerId) >
      0,
    hasDocumentsToConfirm:
      count(
        db,
        "SELECT COUNT(*) AS n FROM verification_documents WHERE player_id = ? AND status = 'requested'",
        playerId,
      ) > 0,
    activeTags: jsonArray(row.active_tags),
    twoFactorType: row.two_factor_type,
    ...blocks,
    isPinCodeEnabled: row.pin_code_hash !== null,
  };
}
