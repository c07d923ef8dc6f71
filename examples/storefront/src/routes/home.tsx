import { productQueries } from '@carrello/hooks';

import { brand } from '../app/brand';
import type { LoaderFactory } from '../app/route-context';
import { departmentsQuery, setDepartments } from '../catalogue/category-trail';
import {
  HOME_PROMO_PARAMS,
  HomeDepartments,
  HomeHero,
  HomePromotions,
} from '../catalogue/home-sections';
import { SiteJsonLd } from '../seo/catalogue-json-ld';
import { HomePopup } from '../shell/home-popup';
import { Page } from '../shell/page';

/** Home: promotions and the first-level categories. */
export function HomePage() {
  return (
    <Page title={`${brand.name}, la spesa online`} documentTitle="" hideTitle>
      <SiteJsonLd />
      <HomePopup />
      <HomeHero />
      <HomePromotions />
      <HomeDepartments />
    </Page>
  );
}

/** Loaders of this module's page. */
export const loaders: Record<string, LoaderFactory> = {
  // docs/requirements/errors.md: the home page shows what loads; a failing block shows its own message.
  HomePage:
    ({ client, queryClient }) =>
    async () => {
      await Promise.allSettled([
        // The departments, without the whole tree in the page's state (on the server); in the
        // browser, read from the tree.
        typeof document === 'undefined'
          ? setDepartments(client, queryClient)
          : queryClient.ensureQueryData(departmentsQuery(client)),
        queryClient.ensureInfiniteQueryData(productQueries.infiniteList(client, HOME_PROMO_PARAMS)),
      ]);
      return null;
    },
};
