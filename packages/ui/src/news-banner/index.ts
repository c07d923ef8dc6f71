export { NewsBanner } from './news-banner';
export type { NewsBannerProps } from './news-banner';
export { newsBannerKey, useNewsBanner } from './use-news-banner';
export type { BannerStorage, UseNewsBannerOptions } from './use-news-banner';
