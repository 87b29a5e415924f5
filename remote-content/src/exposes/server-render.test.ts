/** @jest-environment node */
import { testSession } from '@casino/shared/testing';
import { describeServerRendering } from '@casino/shared/testing/server-render';

// No API under jest: every call answers 404 at once, so the loaders do not wait out the retries of a transient failure.
beforeAll(() => {
  global.fetch = (async () =>
    new Response(JSON.stringify({ status: 'error', errors: [{ field: null, message: 'not here', code: 'not_found' }] }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch;
});

describeServerRendering(__dirname, () => testSession());
