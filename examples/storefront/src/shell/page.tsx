import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';

import { useTrackContentView, type ContentViewDetails } from '@carrello/hooks';
import { media } from '@carrello/ui';

import { publicPath } from '../app/analytics';
import { PageMeta, type PageMetaProps } from '../seo/page-meta';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Section = styled.div`
  width: 100%;
  max-width: 1264px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px;
  box-sizing: border-box;
`;

/** Props of {@link Page}. */
interface PageProps {
  /** The page heading (`<h1>`), also the document title unless `documentTitle` is given. */
  title: string;
  /** The document title, when it differs from the heading. */
  documentTitle?: string;
  /** Whether the heading is only for screen readers (the home page shows a banner instead). */
  hideTitle?: boolean;
  /**
   * Whether the content renders the `<h1>` itself (an `ErrorState` at heading level 1, for
   * instance); the page then only sets the document title and sends the content view.
   */
  contentHeading?: boolean;
  /** What the analytics content view reports (docs/requirements/account.md); by default the page and its path. */
  contentView?: Omit<ContentViewDetails, 'path'>;
  /** What search engines and link previews read besides the title (description, image...). */
  meta?: Omit<PageMetaProps, 'title'>;
  children?: ReactNode;
}

/**
 * One screen of the storefront: renders its head (title, description, canonical link: see
 * PageMeta), the `<h1>` the shell focuses after each navigation, and sends the content-view
 * event once the route's data has loaded (the route's loader ran before the page renders).
 */
export function Page({
  title,
  documentTitle: docTitle,
  hideTitle,
  contentHeading,
  contentView,
  meta,
  children,
}: PageProps) {
  const { pathname } = useLocation();
  useTrackContentView({
    ...(contentView ?? {
      contentType: 'page',
      contentId: publicPath(pathname),
      contentName: title,
    }),
    path: publicPath(pathname),
  });
  return (
    <Section>
      <PageMeta title={docTitle ?? title} {...meta} />
      {contentHeading ? null : (
        <Heading tabIndex={-1} className={hideTitle ? 'visually-hidden' : undefined}>
          {title}
        </Heading>
      )}
      {children}
    </Section>
  );
}
