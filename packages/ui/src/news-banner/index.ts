export { NewsBanner } from './news-banner.styles';
export type { NewsBannerProps } from './news-banner.styles';
export { newsBannerKey, useNewsBanner } from './use-news-banner';
export type { BannerStorage, UseNewsBannerOptions } from './use-news-banner';
