import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';

import { VisuallyHidden } from '@carrello/ui';

import { absoluteUrl } from '../seo/meta';
import { useSiteOrigin } from '../seo/site-origin';

/** The page of a list an address asks for (`?page=3`); 1 when it asks for none or no valid one. */
export function readPage(params: URLSearchParams): number {
  const value = params.get('page');
  if (!value || !/^\d+$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/**
 * The page numbers to link: the first, the last and the two either side of the current one,
 * `null` where numbers are left out.
 */
function pageWindow(current: number, total: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space[5]}px;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  [aria-current] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  [aria-current] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .gap {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Props of {@link PageLinks}. */
interface PageLinksProps {
  /** The page the address asks for (`?page=N`, 1 without it). */
  current: number;
  /** The last page on screen (past `current` once the shopper loaded more). */
  shownUntil: number;
  /** How many pages the list has. */
  total: number;
}

/**
 * Links to the pages of a product list (`?page=N`, the address's other parameters kept): a
 * shopper without JavaScript and a crawler page through the list with them; the head gets the
 * `prev` and `next` links.
 */
export function PageLinks({ current, shownUntil, total }: PageLinksProps) {
  const location = useLocation();
  const origin = useSiteOrigin();
  if (total <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  const previous = current > 1 ? Math.min(current - 1, total) : null;
  const next = shownUntil < total ? shownUntil + 1 : null;
  return (
    <Nav aria-label="Pagine">
      {previous !== null ? <link rel="prev" href={absoluteUrl(origin, href(previous))} /> : null}
      {next !== null ? <link rel="next" href={absoluteUrl(origin, href(next))} /> : null}
      <ul>
        {previous !== null ? (
          <li>
            <Link to={href(previous)}>Precedente</Link>
          </li>
        ) : null}
        {pageWindow(current, total).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page">
                  <VisuallyHidden>Pagina </VisuallyHidden>
                  {page}
                </span>
              ) : (
                <Link to={href(page)} aria-label={`Pagina ${page}`}>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        {next !== null ? (
          <li>
            <Link to={href(next)}>Successiva</Link>
          </li>
        ) : null}
      </ul>
    </Nav>
  );
}
