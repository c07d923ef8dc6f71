import { ArrowUp } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { TO_TOP_SCROLL_PX, newsletterEmailSchema } from '@carrello/core';
import { useApplicationConfig } from '@carrello/hooks';
import { Button, Field, IconButton, TextInput, media } from '@carrello/ui';

import { brand } from '../app/brand';

const Wrapper = styled.footer`
  margin-top: ${({ theme }) => theme.space[8]}px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  max-width: 1264px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  ${media.up('md')} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

const Newsletter = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]}px;
  }
  form > :first-child {
    flex: 1 1 220px;
  }
`;

const LinkColumn = styled.nav`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: ${({ theme }) => theme.space[1]}px 0;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 1264px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ToTop = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[4]}px;
  bottom: ${({ theme }) => theme.space[4]}px;
  z-index: ${({ theme }) => theme.zIndices.header};
`;

function NewsletterForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = newsletterEmailSchema.safeParse(email);
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? 'Indirizzo e-mail non valido');
      return;
    }
    setError(undefined);
    // spec 2.1: the footer form leads to the route named Communication with query email.
    navigate(`/ricevi-le-comunicazioni?email=${encodeURIComponent(result.data)}`);
  };
  return (
    <Newsletter aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Iscriviti alla newsletter</h2>
      <p>Offerte, volantini e novità del tuo negozio, una volta a settimana.</p>
      <form onSubmit={onSubmit} noValidate>
        <Field label="E-mail" error={error} invalid={error !== undefined} required>
          <TextInput
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" style={{ marginTop: 26 }}>
          Iscriviti
        </Button>
      </form>
    </Newsletter>
  );
}

const fallbackLinks = [
  { ID: 1, name: 'Condizioni di vendita', itemUrl: '/page/condizioni-di-vendita' },
  { ID: 2, name: 'Privacy', itemUrl: '/page/privacy-policy' },
  { ID: 3, name: 'Domande frequenti', itemUrl: '/faq' },
];

/** Spec 2.3 "Footer": newsletter, link columns, copyright and version, and a to-top button. */
export function Footer() {
  const { data: config } = useApplicationConfig();
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > TO_TOP_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const links = config?.templateNavItems.footer.length
    ? config.templateNavItems.footer
    : fallbackLinks;
  return (
    <Wrapper>
      <Inner>
        <NewsletterForm />
        <LinkColumn aria-labelledby="footer-info">
          <h2 id="footer-info">Informazioni</h2>
          <ul>
            {links.map((item) => (
              <li key={item.ID}>
                <Link to={item.itemUrl}>{item.name}</Link>
              </li>
            ))}
          </ul>
        </LinkColumn>
        <LinkColumn aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">Contatti</h2>
          <ul>
            <li>
              <Link to="/assistenza-clienti">Assistenza clienti</Link>
            </li>
            <li>
              <Link to="/store-locator">Trova il negozio</Link>
            </li>
            <li>
              <Link to="/volantini">Volantini</Link>
            </li>
          </ul>
        </LinkColumn>
      </Inner>
      <Bottom>
        <span>
          © {new Date().getFullYear()} {brand.name} · versione {__APP_VERSION__}
        </span>
      </Bottom>
      {showTop ? (
        <ToTop>
          <IconButton
            label="Torna su"
            variant="primary"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <ArrowUp aria-hidden="true" />
          </IconButton>
        </ToTop>
      ) : null}
    </Wrapper>
  );
}
