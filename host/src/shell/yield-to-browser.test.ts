import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
  });

  it.each([
    ['a message channel', NodeMessageChannel],
    ['a timer (no message channel)', undefined],
  ])('resolves in a later task, not in the microtasks of the current one (%s)', async (_kind, channel) => {
    // jsdom has no MessageChannel; every browser has one, and Node's delivers on a later turn as a browser's does.
    if (channel) (globalThis as { MessageChannel?: unknown }).MessageChannel = channel;
    let resumed = false;
    const yielded = yieldToBrowser().then(() => {
      resumed = true;
    });
    // Every microtask queued so far runs before a new task: the boot's next step must not be among them.
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(resumed).toBe(false);
    await yielded;
    expect(resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
