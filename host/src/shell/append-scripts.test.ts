import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { appendScriptsOnePerTask } from './append-scripts';

const added = () => [...document.head.querySelectorAll('script')].map((tag) => tag.getAttribute('src'));
const withChannel = (channel: unknown) => ((globalThis as { MessageChannel?: unknown }).MessageChannel = channel);

/** A channel whose messages the test delivers: each delivery (`tasks.shift()!()`) is one task of the browser. */
function channelOfTasks(): Array<() => void> {
  const tasks: Array<() => void> = [];
  withChannel(
    class {
      port1 = { onmessage: null as null | (() => void), close() {} };
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    },
  );
  return tasks;
}

describe('the app’s scripts are asked for one per task', () => {
  beforeEach(() => {
    document.head.replaceChildren();
  });
  afterEach(() => {
    delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
  });

  it('adds one script in each task, in order, and then runs what follows in a task of its own', () => {
    const tasks = channelOfTasks();
    const done = jest.fn();
    appendScriptsOnePerTask(document, ['/main.js', '/a.js', '/b.js'], done);
    // The first task (the caller's) adds main.js only: a long loop of insertions was a long task at 8.5x (issue 36).
    expect(added()).toEqual(['/main.js']);
    tasks.shift()!();
    expect(added()).toEqual(['/main.js', '/a.js']);
    tasks.shift()!();
    expect(added()).toEqual(['/main.js', '/a.js', '/b.js']);
    expect(done).not.toHaveBeenCalled();
    tasks.shift()!();
    expect(done).toHaveBeenCalledTimes(1);
    expect(tasks).toHaveLength(0);
  });

  it('runs a step that is a function in a task of its own, at its place in the order', () => {
    const tasks = channelOfTasks();
    const warm = jest.fn(() => expect(added()).toEqual(['/main.js']));
    appendScriptsOnePerTask(document, ['/main.js', warm, '/a.js'], () => {});
    expect(warm).not.toHaveBeenCalled();
    tasks.shift()!();
    expect(warm).toHaveBeenCalledTimes(1);
    expect(added()).toEqual(['/main.js']);
    tasks.shift()!();
    expect(added()).toEqual(['/main.js', '/a.js']);
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('adds every script through a real message channel’s next turns', async () => {
    // jsdom has no MessageChannel; every browser has one, and Node's delivers on a later turn as a browser's does.
    withChannel(NodeMessageChannel);
    await new Promise<void>((resolve) => appendScriptsOnePerTask(document, ['/main.js', '/a.js'], resolve));
    expect(added()).toEqual(['/main.js', '/a.js']);
  });
});
