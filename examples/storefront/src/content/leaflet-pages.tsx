import { styled } from 'styled-components';

import { media } from '@carrello/ui';

const LeafletPageList = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.up('md')} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 260px));
  }
  gap: ${({ theme }) => theme.space[3]}px;
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[6]}px;
  padding: 0;
  a {
    display: block;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 4;
  }
  a > span {
    display: block;
    padding: ${({ theme }) => theme.space[2]}px;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** One page of a flyer: its number and its picture. */
interface LeafletPicture {
  /** The page's number in the flyer. */
  pageNumber: number;
  /** The address of the page's picture. */
  imageUrl: string;
}

/** Props of {@link LeafletPages}. */
interface LeafletPagesProps {
  /** The flyer's name, in each picture's text alternative. */
  name: string;
  /** The flyer's pages, in order. */
  pages: readonly LeafletPicture[];
}

/** The pages of a flyer, each a picture that opens at full size. */
export function LeafletPages({ name, pages }: LeafletPagesProps) {
  return (
    <LeafletPageList aria-label="Pagine del volantino">
      {pages.map((page, index) => (
        <li key={page.pageNumber}>
          <a href={page.imageUrl}>
            <img
              src={page.imageUrl}
              alt={`${name}, pagina ${index + 1} di ${pages.length}`}
              width={480}
              height={640}
              loading={index < 2 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <span aria-hidden="true">Pagina {index + 1}</span>
          </a>
        </li>
      ))}
    </LeafletPageList>
  );
}
