import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { useMessages } from '../messages/messages-context';
import { Skeleton } from '../skeleton/skeleton.styles';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { media } from '../theme/media';
import { focusRing } from '../theme/focus-ring';

/** Props of {@link CategoryHeader}. */
export interface CategoryHeaderProps {
  /** The category name (the page's `h1`). */
  title: string;
  /** A short description under the title. */
  description?: ReactNode;
  /** A banner image of the category. */
  image?: { src: string; alt: string };
  /** A slot above the title, e.g. the {@link Breadcrumbs}. */
  breadcrumbs?: ReactNode;
  /** A slot under the text, e.g. links to the subcategories. */
  children?: ReactNode;
  /** Whether the category is loading: placeholders replace the texts. */
  loading?: boolean;
  /**
   * Props of the title's `h1`, e.g. `tabIndex={-1}` so that a router can move the focus to the
   * page heading after a navigation.
   */
  titleProps?: Omit<HTMLAttributes<HTMLHeadingElement>, 'children'>;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px 0;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  &[data-has-image] {
    ${media.up('md')} {
      grid-template-columns: minmax(0, 1fr) 360px;
      align-items: center;
    }
  }
`;

const Texts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
  ${focusRing}
`;

const Description = styled.div`
  margin: 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  /* A rich-text description (CMS paragraphs) sits flush with the title and the slot. */
  p:first-child {
    margin-top: 0;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

const Banner = styled.img`
  width: 100%;
  aspect-ratio: 16 / 6;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/**
 * The head of a category page: breadcrumbs, the category name as `h1`, its description, an
 * optional banner, and a slot for the subcategory links; placeholders while loading.
 * @example
 * <CategoryHeader title={category.name} breadcrumbs={<Breadcrumbs items={path} />} />
 */
export function CategoryHeader({
  title,
  description,
  image,
  breadcrumbs,
  children,
  loading = false,
  titleProps,
}: CategoryHeaderProps) {
  const messages = useMessages();
  if (loading) {
    return (
      <Root aria-busy="true">
        <Texts>
          <Title {...titleProps}>
            <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
            <Skeleton width="40%" height={32} />
          </Title>
          <Skeleton width="70%" height={16} />
        </Texts>
      </Root>
    );
  }
  return (
    <Root data-has-image={image ? '' : undefined}>
      <Texts>
        {breadcrumbs}
        <Title {...titleProps}>{title}</Title>
        {description ? <Description>{description}</Description> : null}
        {children}
      </Texts>
      {image ? <Banner src={image.src} alt={image.alt} /> : null}
    </Root>
  );
}
