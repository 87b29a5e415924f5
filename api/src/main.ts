import { buildApp } from './app';

/** `tsx src/main.ts [--reset] [--no-listen]`: start the reference API (README: "Reference API"). */
async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const app = await buildApp({}, { reset: args.has('--reset') });
  if (args.has('--no-listen')) {
    console.log(`Database ready at ${app.config.dbFile}`);
    await app.close();
    return;
  }
  const address = await app.listen({ host: app.config.host, port: app.config.port });
  console.log(`Reference API listening on ${address}/api/v1 (database ${app.config.dbFile})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
