import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { appendScriptsOnePerTask } from './append-scripts';

const added = () => [...document.head.querySelectorAll('script')].map((tag) => tag.getAttribute('src'));

describe('the app’s scripts are asked for one per task', () => {
  beforeEach(() => {
    document.head.replaceChildren();
  });

  it('adds one script in each task, in order, and then runs what follows in a task of its own', () => {
    const tasks: Array<() => void> = [];
    const done = jest.fn();
    appendScriptsOnePerTask(document, ['/main.js', '/a.js', '/b.js'], done, (run) => tasks.push(run));
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

  it('adds every script through the browser’s own next task', async () => {
    // jsdom has no MessageChannel; every browser has one, and Node's posts to the next turn as a browser does.
    (globalThis as { MessageChannel?: unknown }).MessageChannel ??= NodeMessageChannel;
    const finished = new Promise<void>((resolve) => appendScriptsOnePerTask(document, ['/main.js', '/a.js'], resolve));
    await finished;
    expect(added()).toEqual(['/main.js', '/a.js']);
  });
});
