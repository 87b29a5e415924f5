import { warmIntlOffThread } from './warm-intl';

describe('warmIntlOffThread', () => {
  const original = (globalThis as { Worker?: unknown }).Worker;
  afterEach(() => {
    (globalThis as { Worker?: unknown }).Worker = original;
  });

  it("starts the warm-up worker with the page's language as its name", () => {
    const started: { url: string; name?: string }[] = [];
    (globalThis as { Worker?: unknown }).Worker = class {
      constructor(url: URL | string, options?: { name?: string }) {
        started.push({ url: String(url), name: options?.name });
      }
    };
    warmIntlOffThread('kk');
    expect(started).toEqual([{ url: expect.stringMatching(/warm-intl\.worker\.ts$/), name: 'kk' }]);
  });

  it('leaves the page alone where no worker can start (the formatters then pay on the main thread)', () => {
    (globalThis as { Worker?: unknown }).Worker = class {
      constructor() {
        throw new DOMException('blocked by the content security policy', 'SecurityError');
      }
    };
    expect(() => warmIntlOffThread('en')).not.toThrow();
    (globalThis as { Worker?: unknown }).Worker = undefined;
    expect(() => warmIntlOffThread('en')).not.toThrow();
  });
});
