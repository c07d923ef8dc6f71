import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

import { useProducts } from '@carrello/hooks';
import { EmptyState, ErrorState, media } from '@carrello/ui';

import { CatalogueGrid } from './catalogue-grid';
import { useDepartments } from './category-trail';
import { FIRST_SCREEN_CARDS } from './first-screen';

/** The home page's promotions: the first ten products on promotion. */
export const HOME_PROMO_PARAMS = { promo: true, page_size: 10 } as const;

const Hero = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  span {
    display: block;
    margin-top: ${({ theme }) => theme.space[2]}px;
  }
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[7]}px;
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Categories = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.up('sm')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[4]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The home page's welcome: what the shop does, in one line and its details. */
export function HomeHero() {
  return (
    <Hero aria-label="Benvenuto">
      <p>La spesa di sempre, a casa tua.</p>
      <span>
        Consegna a domicilio, ritiro in negozio o al locker, nella fascia oraria che vuoi.
      </span>
    </Hero>
  );
}

/** "Offerte della settimana": the promotions, or why there are none. */
export function HomePromotions() {
  const promotions = useProducts(HOME_PROMO_PARAMS);
  const products = promotions.data?.pages.flatMap((page) => page.products) ?? [];
  return (
    <Section aria-labelledby="home-promo">
      <h2 id="home-promo">Offerte della settimana</h2>
      {promotions.isError && !promotions.data ? (
        <ErrorState
          headingLevel={3}
          title="Offerte non caricate"
          message="Non è stato possibile caricare le offerte."
          onRetry={() => void promotions.refetch()}
        />
      ) : promotions.isSuccess && products.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Nessuna offerta in corso"
          description="Torna a trovarci: le offerte cambiano ogni settimana."
        />
      ) : (
        <CatalogueGrid
          products={promotions.data ? products : undefined}
          loading={promotions.isPending}
          skeletonCount={HOME_PROMO_PARAMS.page_size}
          priorityCount={FIRST_SCREEN_CARDS}
          label="Offerte della settimana"
          headingLevel={3}
        />
      )}
    </Section>
  );
}

/** "Reparti": the first-level categories, each a link. */
export function HomeDepartments() {
  const tree = useDepartments();
  return (
    <Section aria-labelledby="home-categories">
      <h2 id="home-categories">Reparti</h2>
      {tree.isError && !tree.data ? (
        <ErrorState
          headingLevel={3}
          title="Reparti non caricati"
          message="Non è stato possibile caricare i reparti."
          onRetry={() => void tree.refetch()}
        />
      ) : null}
      {tree.data ? (
        <Categories>
          {tree.data.map((category) => (
            <li key={category.categoryId}>
              <Link to={`/${category.slug}`}>{category.name}</Link>
            </li>
          ))}
        </Categories>
      ) : null}
    </Section>
  );
}
