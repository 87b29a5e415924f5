/**
 * The first `Intl.NumberFormat` and the first `Intl.DateTimeFormat` of a page cost 20-90 ms each here (V8 builds the
 * list of the languages each kind can format, once per renderer process, whatever the language asked). The lists are
 * the process's, not the thread's: built here, on a thread of their own, the page's own formatters find them ready.
 * The page's language comes as the worker's name (warm-intl.ts).
 */
try {
  new Intl.NumberFormat(self.name).format(0);
  new Intl.DateTimeFormat(self.name).format(0);
} catch {
  // an unknown language tag: the page's own formatter will say so, this was only a head start
}
close();
