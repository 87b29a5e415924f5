/**
 * The server project's test timeout. jest reads `testTimeout` from the root config only: in the host's `projects`
 * config (host/jest.config.cjs, what `pnpm --filter host test` runs) the 60 s of server/jest.config.cjs were ignored and
 * every server test had jest's 5 s, too little for the suites that start Node processes on a loaded 2-core machine.
 */
jest.setTimeout(60_000);
