import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiError } from '../../errors';
import { jackpotsAt } from './pools';
import { route } from '../../http/route';

export async function jackpotsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rateOf = app.db.prepare('SELECT per_eur FROM game_currency_rates WHERE currency = ?').pluck();

  route(app, 'jackpots.pool', {}, async (request, reply) => {
    const currency = request.query.currency ?? 'EUR';
    const perEur = rateOf.get(currency) as number | undefined;
    if (perEur === undefined) throw ApiError.notFound('currency', `currency ${currency} is not supported`);
    reply.header('cache-control', 'no-store');
    return { status: 'ok', data: jackpotsAt(Date.now(), currency, perEur) };
  });
}
