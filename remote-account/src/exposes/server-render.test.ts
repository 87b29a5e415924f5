/** @jest-environment node */
import { mockApi, testSession } from '@casino/shared/testing';
import { describeServerRendering } from '@casino/shared/testing/server-render';

// The API is outside the product: every call answers 404 at once, so no page waits on retries of an absent server.
beforeAll(() => mockApi({}));

describeServerRendering(__dirname, () => testSession());
