import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import { useApplicationConfig } from '@carrello/hooks';
import { Footer as FooterWidget } from '@carrello/ui';

import { brand } from '../app/brand';
import { logoType } from './logo-type';

const Logo = styled(Link)`
  ${logoType}
  text-decoration: none;
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What the newsletter brings, under its title. */
const NEWSLETTER_TEXT =
  'Ogni settimana le offerte del volantino, le novità e le ricette di stagione: ti cancelli quando vuoi.';

/**
 * docs/requirements/app-shell.md "Footer": the ui footer with the brand's logo (a link to the home page), the
 * newsletter's title and text and the link columns of the application config; the newsletter
 * form leads to the route named Communication with the e-mail (docs/requirements/app-shell.md).
 */
export function Footer() {
  const navigate = useNavigate();
  // docs/requirements/errors.md: an application config that fails to load is ignored.
  const { data: config } = useApplicationConfig();
  return (
    <FooterWidget
      logo={
        <Logo to="/">
          {brand.name} <span>la spesa online</span>
        </Logo>
      }
      newsletterText={NEWSLETTER_TEXT}
      companyName={brand.name}
      version={__APP_VERSION__}
      columns={config?.templateNavItems.footer ?? []}
      // Without JavaScript the form goes to the same page, with the e-mail.
      newsletterAction="/ricevi-le-comunicazioni"
      onSubscribe={({ email }) => {
        void navigate(`/ricevi-le-comunicazioni?email=${encodeURIComponent(email)}`);
        // The shopper subscribes on that page, after the privacy consent: the footer says
        // nothing of a subscription (docs/requirements/app-shell.md "Footer").
        return { completed: false };
      }}
    />
  );
}
