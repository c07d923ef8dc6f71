/**
 * The product cards a phone shows before scrolling (two rows of two): their images load at once
 * and first, the page's largest (its LCP) among them; the rest load as they near the viewport.
 */
export const FIRST_SCREEN_CARDS = 4;
