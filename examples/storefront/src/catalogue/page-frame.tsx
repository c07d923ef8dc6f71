import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';

import { useTrackContentView, type ContentViewDetails } from '@carrello/hooks';

import { publicPath } from '../app/analytics';
import { PageMeta, type PageMetaProps } from '../seo/page-meta';

// The same frame as the shell's Page, for pages whose `<h1>` a kit widget renders; the
// CategoryHeader brings its own top padding, so the heading lines up with other pages'.
const Section = styled.div`
  width: 100%;
  max-width: 1264px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px;
  box-sizing: border-box;
`;

/** Props of {@link PageFrame}. */
interface PageFrameProps {
  /** The document title. */
  documentTitle: string;
  /** What the analytics content view reports (docs/requirements/account.md). */
  contentView: Omit<ContentViewDetails, 'path'>;
  /** What search engines and link previews read besides the title (description, image...). */
  meta?: Omit<PageMetaProps, 'title'>;
  /** The page, with its own `<h1 tabIndex={-1}>` that the shell focuses after a navigation. */
  children: ReactNode;
}

/**
 * A catalogue page whose heading comes from a kit widget (the CategoryHeader): sets the document
 * head and sends the content-view event like the shell's Page, without a heading of its own.
 */
export function PageFrame({ documentTitle: title, contentView, meta, children }: PageFrameProps) {
  const { pathname } = useLocation();
  useTrackContentView({ ...contentView, path: publicPath(pathname) });
  return (
    <Section>
      <PageMeta title={title} {...meta} />
      {children}
    </Section>
  );
}
