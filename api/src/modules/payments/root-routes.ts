import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiOk, CurrencyList } from '@casino/contract/schemas';
import { CURRENCY_INFO } from './cashier-methods';
import { route } from '../../http/route';

/** GET /payment/currencies: SPEC.md section 7 lists it without the /api/v1 prefix. */
export const paymentRootRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, 'payments.currencies', {}, async (): Promise<ApiOk<CurrencyList>> => ({
    status: 'ok',
    data: { currencies: CURRENCY_INFO },
  }));
};
