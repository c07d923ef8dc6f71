import { useNavigate } from 'react-router-dom';

import { useApplicationConfig, useCategoryTree } from '@carrello/hooks';
import { CategoryDrawer as CategoryDrawerWidget } from '@carrello/ui';

import { useCloseOnHistory } from './dialog-history';

interface CategoryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * docs/requirements/app-shell.md "Left category drawer": the ui drawer fed with the category tree and the header
 * navigation items of the application config; links navigate inside the app.
 */
export function CategoryDrawer({ open, onOpenChange }: CategoryDrawerProps) {
  const navigate = useNavigate();
  const tree = useCategoryTree();
  // docs/requirements/errors.md: an application config that fails to load is ignored.
  const { data: config } = useApplicationConfig();
  useCloseOnHistory(open, () => onOpenChange(false));
  return (
    <CategoryDrawerWidget
      open={open}
      onOpenChange={onOpenChange}
      categories={tree.data?.categories ?? []}
      infoItems={config?.templateNavItems.header ?? []}
      onNavigate={(href, event) => {
        if (!href.startsWith('/')) return;
        event.preventDefault();
        void navigate(href);
      }}
    />
  );
}
