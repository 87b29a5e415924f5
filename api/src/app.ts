import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiErrorBody } from '@casino/contract/schemas';
import { loadConfig, type ApiConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { installErrorHandling } from './errors';
import { installFiniteNumbers } from './http/finite-numbers';
import { modules } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ApiConfig;
  }
}

export type App = FastifyInstance;

/**
 * Builds the reference API: one Fastify app on one SQLite database, every module of `modules/index.ts`
 * mounted under /api/v1 (and its root routes, such as /payment/currencies, without the prefix).
 * A new database is migrated and seeded; `reset` drops it first.
 */
export async function buildApp(overrides: Partial<ApiConfig> = {}, { reset = false } = {}): Promise<App> {
  const config = loadConfig(overrides);
  const { db, fresh } = openDatabase(config.dbFile, { reset });
  if (fresh) seedAll(db);

  const app = Fastify({
    logger: { level: config.logLevel },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true, allErrors: true } },
    bodyLimit: 1024 * 1024,
    // Only the edge's X-Forwarded-For is believed; anyone else's would let a client pick its own address.
    trustProxy: config.trustedProxies,
    // Malformed URLs (bad percent-encoding, over-long path parameters) fail before routing; answer with the documented body.
    frameworkErrors: (error, _request, reply) => {
      const body: ApiErrorBody = { status: 'error', errors: [{ field: 'path', code: 'path.invalid', message: error.message }] };
      void (reply as FastifyReply).status(error.statusCode ?? 400).send(body);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('db', db);
  app.decorate('config', config);
  app.addHook('onClose', async () => db.close());
  installErrorHandling(app);
  installFiniteNumbers(app);
  // Modules opt in per route with `config: { rateLimit: ... }`; nothing is limited by default.
  await app.register(rateLimit, { global: false });

  for (const mod of modules) {
    if (mod.routes) await app.register(mod.routes, { prefix: '/api/v1' });
    if (mod.rootRoutes) await app.register(mod.rootRoutes);
  }
  return app as unknown as App;
}

/** Seeds every module in registry order, in one transaction, with deterministic data. */
export function seedAll(db: Db): void {
  db.transaction(() => {
    for (const mod of modules) mod.seed?.(db);
  })();
}
