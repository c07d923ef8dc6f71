import { useNavigate } from 'react-router-dom';

import { useApplicationConfig } from '@carrello/hooks';
import { Footer as FooterWidget } from '@carrello/ui';

import { brand } from '../app/brand';

/**
 * Spec 2.3 "Footer": the ui footer with the link columns of the application config; the
 * newsletter form leads to the route named Communication with the e-mail (spec 2.1).
 */
export function Footer() {
  const navigate = useNavigate();
  // spec 8: an application config that fails to load is ignored.
  const { data: config } = useApplicationConfig();
  return (
    <FooterWidget
      companyName={brand.name}
      version={__APP_VERSION__}
      columns={config?.templateNavItems.footer ?? []}
      // Without JavaScript the form goes to the same page, with the e-mail.
      newsletterAction="/ricevi-le-comunicazioni"
      onSubscribe={({ email }) => {
        navigate(`/ricevi-le-comunicazioni?email=${encodeURIComponent(email)}`);
      }}
    />
  );
}
