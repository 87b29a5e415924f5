import { BonusCodeBody } from '@casino/shared/api/contract/bonuses';
import type { ApiErrorCode } from '@casino/shared';
import { contractResolver } from '@casino/shared/forms/contract-resolver';

export interface BonusCodeFields {
  code: string;
}

/** The same rules the API checks POST /bonus/code with. */
export const bonusCodeResolver = contractResolver<BonusCodeFields>(BonusCodeBody);

/**
 * The message key for why a code was refused, by the API's error code: 404 `not_found` (the API answers it for an
 * unknown and for an expired code alike), 409 `bonus.rules` (already redeemed, or a code for another currency).
 */
export function bonusCodeMessage(code: ApiErrorCode | string | undefined): string {
  switch (code) {
    case 'validation.required':
      return 'bonusCode.errors.required';
    case 'validation.too_long':
      return 'bonusCode.errors.tooLong';
    case 'not_found':
      return 'bonusCode.errors.unknownOrExpired';
    case 'bonus.rules':
    case 'conflict.state':
      return 'bonusCode.errors.alreadyUsed';
    case 'network':
      return 'bonusCode.errors.network';
    default:
      return 'bonusCode.errors.failed';
  }
}
