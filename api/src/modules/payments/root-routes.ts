import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiOk, CurrencyList } from '@casino/shared/contract';
import { CURRENCY_INFO } from './cashier-methods';

/** GET /payment/currencies: SPEC.md section 7 lists it without the /api/v1 prefix. */
export const paymentRootRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/payment/currencies', async (): Promise<ApiOk<CurrencyList>> => ({
    status: 'ok',
    data: { currencies: CURRENCY_INFO },
  }));
};
