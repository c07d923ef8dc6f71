import { version, type ImgHTMLAttributes } from 'react';

/**
 * The `fetchpriority` attribute as the running React spells it: React 19 knows `fetchPriority`
 * (and warns on the lowercase name), React 18.3 warns on `fetchPriority` and passes the lowercase
 * attribute through as it is.
 */
const FETCH_PRIORITY = Number.parseInt(version, 10) >= 19 ? 'fetchPriority' : 'fetchpriority';

/**
 * How an image loads: a priority image (the page's largest one in the first screen, its LCP)
 * at once and ahead of the rest (`loading="eager"`, `fetchpriority="high"`); any other when it
 * nears the viewport (`loading="lazy"`).
 * @example <img src={src} alt="" width={240} height={240} {...imageLoading(index < 2)} />
 */
export function imageLoading(priority: boolean): ImgHTMLAttributes<HTMLImageElement> {
  if (!priority) return { loading: 'lazy' };
  return { loading: 'eager', [FETCH_PRIORITY]: 'high' } as ImgHTMLAttributes<HTMLImageElement>;
}
