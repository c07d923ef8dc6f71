import type { MouseEvent } from 'react';
import { styled } from '../theme/styled-skin';
import { ChevronRight } from 'lucide-react';
import { focusRing } from '../theme/focus-ring';
import { BreadcrumbsLink, BreadcrumbsRoot } from './breadcrumbs';
import { withParts } from '../utils/with-parts';

/** A step of the path. */
export interface BreadcrumbItem {
  /** The visible text. */
  label: string;
  /** The link; the last item is the current page and is not linked. */
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** The steps from the home page to the current page. */
  items: readonly BreadcrumbItem[];
  /** Called when a step is followed (call `event.preventDefault()` to route without reloading). */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Class name of the `nav`. */
  className?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
    min-width: 0;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Step: typeof BreadcrumbsLink = styled(BreadcrumbsLink)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
  &[data-current] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  ${focusRing}
`;

/** The all-in-one path: a step per item. */
function BreadcrumbsFromItems({ items, onNavigate, className }: BreadcrumbsProps) {
  return (
    <BreadcrumbsRoot className={className}>
      <List>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {index > 0 ? <ChevronRight aria-hidden="true" size={14} /> : null}
              <Step
                href={item.href}
                current={current}
                onClick={
                  item.href && !current
                    ? (event) => onNavigate?.(item.href as string, event)
                    : undefined
                }
              >
                {item.label}
              </Step>
            </li>
          );
        })}
      </List>
    </BreadcrumbsRoot>
  );
}

/**
 * The path to the current page: a `nav` landmark named "Percorso" with an ordered list; the
 * last step carries `aria-current="page"`. Its parts are the headless Breadcrumbs' (`Breadcrumbs.Root`,
 * `Breadcrumbs.Link`, themed) for a path of your own.
 * @example
 * <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Dispensa', href: '/dispensa' }, { label: 'Pasta' }]} />
 */
export const Breadcrumbs = /* @__PURE__ */ withParts(BreadcrumbsFromItems, {
  Root: BreadcrumbsRoot,
  Link: Step,
});

// The whole path and its themed parts one by one, for `./compound.ts` (a Server Component
// receives each export of a client module as a reference of its own, never its properties).
export {
  BreadcrumbsFromItems,
  BreadcrumbsRoot as BreadcrumbsSkinRoot,
  Step as BreadcrumbsSkinLink,
};
