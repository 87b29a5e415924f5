/**
 * A PerformanceObserver a test drives (jsdom has no paint timing): the class to put on a fake window, and `report`,
 * which calls every connected observer with the list it is given, as the browser does when an entry is recorded.
 */
export function fakePerformanceObserver<List>(supportedEntryTypes: string[]) {
  const observers: Array<{ callback: (list: List) => void; connected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly entry: { callback: (list: List) => void; connected: boolean };
    constructor(callback: (list: List) => void) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const report = (list: List) => {
    for (const observer of observers.filter((entry) => entry.connected)) observer.callback(list);
  };
  return { FakeObserver, observers, report };
}
