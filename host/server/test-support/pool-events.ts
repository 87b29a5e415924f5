import { on, type EventEmitter } from 'node:events';
import type { RenderWorkerEvents } from '../render-workers/pool';

/**
 * The first `name` event the render workers' pool tells (render-workers/pool.ts RenderWorkerEvents) whose arguments
 * `match`. Listening starts at the call, before anything is awaited: call it before what causes the event.
 */
export async function nextPoolEvent<K extends keyof RenderWorkerEvents>(
  events: EventEmitter<RenderWorkerEvents>,
  name: K,
  match: (...args: RenderWorkerEvents[K]) => boolean = () => true,
): Promise<RenderWorkerEvents[K]> {
  for await (const args of on(events as EventEmitter, name)) if (match(...(args as RenderWorkerEvents[K]))) return args as RenderWorkerEvents[K];
  throw new Error(`the pool's events ended before a ${String(name)} event`);
}
