// `Breadcrumbs` as a Server Component can write it: whole (`<Breadcrumbs items>`) or by parts
// (`<Breadcrumbs.Root>`). The component is this neutral module's own and renders the client one; the
// parts are the client module's exports, passed on as they are. A compound assembly holds no
// hook or context (the kit's build checks it); docs/ssr.md.
import { createElement, type ReactElement } from 'react';
import { withParts } from '../utils/with-parts';
import {
  BreadcrumbsFromItems,
  BreadcrumbsSkinLink,
  BreadcrumbsSkinRoot,
  type BreadcrumbsProps,
} from './breadcrumbs.styles';

function BreadcrumbsWhole(props: BreadcrumbsProps): ReactElement {
  return createElement(BreadcrumbsFromItems, props);
}

/**
 * The path to the current page: a `nav` landmark named "Percorso" with an ordered list; the
 * last step carries `aria-current="page"`. Its parts are the headless Breadcrumbs' (`Breadcrumbs.Root`,
 * `Breadcrumbs.Link`, themed) for a path of your own.
 * @example
 * <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Dispensa', href: '/dispensa' }, { label: 'Pasta' }]} />
 */
export const Breadcrumbs = /* @__PURE__ */ withParts(BreadcrumbsWhole, {
  Root: BreadcrumbsSkinRoot,
  Link: BreadcrumbsSkinLink,
});
