import { JSDOM } from 'jsdom';
import type { PurifierWindow } from './purifier-window';

/** On the server, one standalone DOM for DOMPurify: the same sanitiser as the browser, so the HTML hydrates as is. */
let dom: JSDOM | undefined;

export function purifierWindow(): PurifierWindow {
  dom ??= new JSDOM('');
  return dom.window as unknown as PurifierWindow;
}
