import { forwardRef, type AnchorHTMLAttributes, type HTMLAttributes } from 'react';
import { useMessages } from '../messages/messages-context';
import { Slot } from '../utils/slot';

/** Props of {@link BreadcrumbsRoot}. */
export interface BreadcrumbsRootProps extends HTMLAttributes<HTMLElement> {
  /** Whether to merge the props onto the only child. */
  asChild?: boolean;
}

/** The `nav` landmark, named "Percorso" unless an `aria-label` is given. */
export const BreadcrumbsRoot = forwardRef<HTMLElement, BreadcrumbsRootProps>(
  function BreadcrumbsRoot({ asChild, ...props }, ref) {
    const messages = useMessages();
    const Component = asChild ? Slot : 'nav';
    return <Component ref={ref} aria-label={messages.breadcrumbs.label} {...props} />;
  },
);

/** Props of {@link BreadcrumbsLink}. */
export interface BreadcrumbsLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Whether this is the current page: it gets `aria-current="page"` and is no link (a `span`). */
  current?: boolean;
  /** Whether to merge the props onto the only child (e.g. a router link). */
  asChild?: boolean;
}

/**
 * A step of the path: a link, or the current page (`aria-current="page"`), which is text (a
 * `span`): an `<a>` without `href` is no link, and search engines report it as not crawlable.
 */
export const BreadcrumbsLink = forwardRef<HTMLAnchorElement, BreadcrumbsLinkProps>(
  function BreadcrumbsLink({ current = false, asChild, href, ...props }, ref) {
    const Component = asChild ? Slot : current ? 'span' : 'a';
    return (
      <Component
        ref={ref}
        href={current ? undefined : href}
        aria-current={current ? 'page' : undefined}
        data-current={current ? '' : undefined}
        {...props}
      />
    );
  },
);
