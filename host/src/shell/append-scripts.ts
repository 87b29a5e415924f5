/**
 * Adds `<script src>` tags to the head one per task, in order (the first in the caller's task), then calls `done` in a
 * task of its own. A step that is a function instead of an address runs in a task of its own at its place in the order.
 *
 * A server-rendered page's starter (start.ts) asks for main.js and the chunks it starts with (15 scripts) once the
 * page is on screen. Added in one loop, the 15 insertions (each starts a request) were one task of 7-94 ms on this
 * machine (median 10), which Lighthouse's phone (8.5x) counts as 10-750 ms of blocking time; one insertion is under the
 * 6 ms that make a task long at that slowdown (issue 36 item 4, docs/performance-log.md). The tasks follow each other
 * through a message channel (setTimeout's zero delay is clamped to 4 ms once nested), so every chunk is asked for
 * within a few milliseconds, long before main.js has arrived and would ask for a missing chunk itself.
 */
export function appendScriptsOnePerTask(doc: Document, sources: readonly (string | (() => void))[], done: () => void): void {
  const channel = new MessageChannel();
  let index = 0;
  const step = () => {
    const src = sources[index++];
    if (src === undefined) {
      channel.port1.close();
      done();
      return;
    }
    if (typeof src === 'function') {
      src();
    } else {
      const tag = doc.createElement('script');
      tag.src = src;
      doc.head.append(tag);
    }
    channel.port2.postMessage(0);
  };
  channel.port1.onmessage = step;
  step();
}
