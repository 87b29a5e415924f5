/** @jest-environment node */
import { testSession } from '@casino/shared/testing';
import { describeServerRendering } from '@casino/shared/testing/server-render';

// No API under jest: every loader's call is answered at once with a 404 (not retried), so each page renders its error state.
beforeAll(() => {
  global.fetch = (async () =>
    new Response(JSON.stringify({ status: 'error', errors: [{ field: 'path', code: 'not_found', message: 'no API in tests' }] }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch;
});

describeServerRendering(__dirname, () => testSession());
