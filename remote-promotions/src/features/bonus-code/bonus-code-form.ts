import { BonusCodeBody } from '@casino/contract/schemas/bonuses';
import type { ApiErrorCode } from '@casino/contract';
import { contractResolver } from '@casino/shared/forms/contract-resolver';

export interface BonusCodeFields {
  code: string;
}

/** The same rules the API checks POST /bonus/code with. */
export const bonusCodeResolver = contractResolver<BonusCodeFields>(BonusCodeBody);

/**
 * The message key for why a code was refused, by the API's error code (contract/src/schemas/bonuses.ts): unknown,
 * expired, already used, or meant for another currency (`bonus.rules`).
 */
export function bonusCodeMessage(code: ApiErrorCode | string | undefined): string {
  switch (code) {
    case 'validation.required':
      return 'bonusCode.errors.required';
    case 'validation.too_long':
      return 'bonusCode.errors.tooLong';
    case 'bonus.code_unknown':
    case 'not_found':
      return 'bonusCode.errors.unknown';
    case 'bonus.code_expired':
      return 'bonusCode.errors.expired';
    case 'bonus.code_used':
      return 'bonusCode.errors.alreadyUsed';
    case 'bonus.rules':
      return 'bonusCode.errors.otherCurrency';
    case 'network':
      return 'bonusCode.errors.network';
    default:
      return 'bonusCode.errors.failed';
  }
}
