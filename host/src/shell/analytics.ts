/**
 * SPEC.md section 9: a tag-manager container and an analytics property on every page, page views tracked on route
 * change. The scripts load only when settings give their ids (none by default, so a local stack calls nobody);
 * page views always go to window.dataLayer, which is what the tag manager reads.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export interface PageView {
  event: 'page_view';
  page_path: string;
  page_location: string;
  page_title: string;
  language: string;
}

export function pushPageView(path: string, language: string): PageView {
  const view: PageView = {
    event: 'page_view',
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
    language,
  };
  (window.dataLayer ??= []).push(view);
  // The analytics property (when loaded) is told directly; the tag manager reads the data layer entry above.
  window.gtag?.('event', 'page_view', {
    page_path: path,
    page_location: view.page_location,
    page_title: view.page_title,
  });
  return view;
}

const ID_PATTERN = /^[A-Z]{1,4}-[A-Z0-9-]{4,20}$/i;

function addScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Loads the tag manager and the analytics property once each; an empty or malformed id loads nothing. */
export function loadAnalyticsTags(ids: { tagManagerId: string; analyticsPropertyId: string }): string[] {
  const loaded: string[] = [];
  window.dataLayer ??= [];
  if (ID_PATTERN.test(ids.tagManagerId)) {
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(
      'casino-gtm',
      `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManagerId)}`,
    );
    loaded.push('gtm');
  }
  if (ID_PATTERN.test(ids.analyticsPropertyId)) {
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', ids.analyticsPropertyId, { send_page_view: false });
    addScript(
      'casino-gtag',
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.analyticsPropertyId)}`,
    );
    loaded.push('gtag');
  }
  return loaded;
}
