import { apiClient } from '@casino/shared';
import type { BalanceData } from '@casino/shared/contract';

/** GET /dashboard/balance (authenticated): real, bonus and demo money and every currency account. */
export function fetchBalance(signal?: AbortSignal): Promise<BalanceData> {
  return apiClient.get<BalanceData>('/dashboard/balance', signal ? { signal } : {});
}
