import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useApplicationConfig, useCategoryTree } from '@carrello/hooks';
import { Drawer, Skeleton, media } from '@carrello/ui';

import { useCloseOnHistory } from './dialog-history';

const Columns = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  columns: 1;
  column-gap: ${({ theme }) => theme.space[6]}px;
  /* spec 2.3: masonry columns 1 at 400, 2 at 960, 3 at 1264, 4 at 1744 and above */
  ${media.up('md')} {
    columns: 2;
  }
  ${media.up('lg')} {
    columns: 3;
  }
  @media (min-width: 1744px) {
    columns: 4;
  }
  > li {
    break-inside: avoid;
    margin-bottom: ${({ theme }) => theme.space[4]}px;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[1]}px 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  > li > a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    list-style: none;
    margin: 0;
    padding-left: ${({ theme }) => theme.space[3]}px;
  }
`;

const SectionTitle = styled.h2`
  margin: ${({ theme }) => theme.space[6]}px 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

function categoryPath(slug: string): string {
  return `/${slug.replace(/^\/+/, '')}`;
}

interface CategoryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec 2.3 "Left category drawer": the first-level categories with their children (a list on
 * small screens, masonry columns on larger ones) and the information links.
 */
export function CategoryDrawer({ open, onOpenChange }: CategoryDrawerProps) {
  const tree = useCategoryTree();
  const { data: config } = useApplicationConfig();
  useCloseOnHistory(open, () => onOpenChange(false));
  const close = () => onOpenChange(false);
  const info = config?.templateNavItems.header ?? [];
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Content side="left" width={1264} title="Categorie">
        <Drawer.Body>
          <nav aria-label="Categorie">
            {tree.isPending ? (
              <Skeleton height={240} />
            ) : tree.isError ? (
              <p role="alert">Non è stato possibile caricare le categorie.</p>
            ) : (
              <Columns>
                {tree.data.categories.map((category) => (
                  <li key={category.categoryId}>
                    <Link to={categoryPath(category.slug)} onClick={close}>
                      {category.name}
                    </Link>
                    {category.categories.length > 0 ? (
                      <ul>
                        {category.categories.map((child) => (
                          <li key={child.categoryId}>
                            <Link to={categoryPath(child.slug)} onClick={close}>
                              {child.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </Columns>
            )}
          </nav>
          {info.length > 0 ? (
            <nav aria-labelledby="drawer-info">
              <SectionTitle id="drawer-info">Informazioni</SectionTitle>
              <Columns>
                {info.map((item) => (
                  <li key={item.ID}>
                    <Link to={item.itemUrl} onClick={close}>
                      {item.name}
                    </Link>
                    {item.templateNavItems?.length ? (
                      <ul>
                        {item.templateNavItems.map((sub) => (
                          <li key={sub.ID}>
                            <Link to={sub.itemUrl} onClick={close}>
                              {sub.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </Columns>
            </nav>
          ) : null}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
