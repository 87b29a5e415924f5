/** SPEC.md section 9, the numbers of the shared components, named once. */

/** Modals: the first open modal sits on layer 1000, each one above it two layers higher (backdrop, then dialog). */
export const MODAL_BASE_LAYER = 1000;
export const MODAL_LAYER_STEP = 2;
/** The terms popup stays above every modal and the route progress bar. */
export const TERMS_POPUP_LAYER = 99992;
/** A downward swipe closes a modal when it travels 10 % of the modal's height, or is a flick shorter than 300 ms. */
export const SWIPE_CLOSE_FRACTION = 0.1;
export const SWIPE_CLOSE_MS = 300;

/** Info tooltip: placed on top at distance 10, shown after 100 ms, hidden at once. */
export const TOOLTIP_PLACEMENT = 'top';
export const TOOLTIP_DISTANCE_PX = 10;
export const TOOLTIP_SHOW_DELAY_MS = 100;
export const TOOLTIP_HIDE_DELAY_MS = 0;
/** Every other popover waits 200 ms before it shows. */
export const POPOVER_SHOW_DELAY_MS = 200;
/** A closed popover leaves the DOM 150 ms later (its fade-out). */
export const POPOVER_DISPOSE_MS = 150;

/** Lazy images: start loading within 1.3 viewports, try 3 times, 200 ms apart, remember 200 loaded addresses. */
export const LAZY_IMAGE_PRELOAD_FACTOR = 1.3;
export const LAZY_IMAGE_ATTEMPTS = 3;
export const LAZY_IMAGE_THROTTLE_MS = 200;
export const LAZY_IMAGE_CACHE_SIZE = 200;

/** Select: Enter (key code 13) chooses the highlighted option. */
export const SELECT_CHOOSE_KEY = 'Enter';

/** Virtual scroller: rows within 200 px of the viewport stay rendered. */
export const SCROLLER_BUFFER_PX = 200;
