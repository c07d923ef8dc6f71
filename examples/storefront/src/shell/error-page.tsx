import { ErrorState, type ErrorStateProps } from '@carrello/ui';

import { Page } from './page';

/** Props of {@link ErrorPage}. */
interface ErrorPageProps extends Omit<ErrorStateProps, 'title' | 'headingLevel'> {
  /** The page heading and document title. */
  title: string;
  /** Whether search engines leave the page out of their index. */
  noindex?: boolean;
}

/** A page that is only an error state, whose title is the page's `<h1>`. */
export function ErrorPage({ title, noindex, ...state }: ErrorPageProps) {
  return (
    <Page title={title} contentHeading meta={noindex ? { noindex } : undefined}>
      <ErrorState headingLevel={1} title={title} {...state} />
    </Page>
  );
}
