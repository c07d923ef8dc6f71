import { useDeferredValue, useId, useRef, useState, type ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { ArrowUp } from 'lucide-react';
import type { Newsletter as NewsletterValue } from '@carrello/core';
import type { NavItem } from '@carrello/sdk';
import * as Accordion from '../accordion/parts';
import { Button } from '../button/button.styles';
import { Field, TextInput } from '../field/field.styles';
import { IconButton } from '../icon-button/icon-button.styles';
import { useCarrelloUi } from '../messages/messages-context';
import { focusRing } from '../theme/focus-ring';
import { media } from '../theme/media';
import { useBreakpoint } from '../theme/use-breakpoint';
import { useThemeTokens } from '../theme/use-theme-tokens';
import { useScrollPadding } from '../utils/use-scroll-padding';
import { useNewsletterForm, type NewsletterResult } from './use-newsletter-form';
import { useToTopButton } from './use-to-top-button';

/** Props of {@link Footer}. */
export interface FooterProps {
  /** The logo. */
  logo?: ReactNode;
  /** Title of the newsletter block; without `onSubscribe` the block is hidden. */
  newsletterTitle?: string;
  /** Text of the newsletter block. */
  newsletterText?: ReactNode;
  /**
   * Subscribes the e-mail; return `{ error }` to show the server's message under the field, or
   * `{ completed: false }` when it only takes the e-mail on to a page that subscribes it.
   */
  onSubscribe?: (value: NewsletterValue) => Promise<NewsletterResult> | NewsletterResult;
  /**
   * Where the newsletter form goes before JavaScript runs (a GET with `email`), e.g. the
   * subscription page; once the page is live `onSubscribe` handles the form.
   */
  newsletterAction?: string;
  /** Link columns from the footer navigation template: each item's `templateNavItems` are its links. */
  columns?: readonly NavItem[];
  /** The chain's name in the copyright line. */
  companyName: string;
  /** @default the current year */
  year?: number;
  /** The app version of the version line. */
  version?: string;
}

const Root = styled.footer`
  position: relative;
  margin-top: ${({ theme }) => theme.space[8]}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Newsletter = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  ${media.up('md')} {
    grid-template-columns: 1fr minmax(320px, 480px);
    align-items: center;
    padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[8]}px;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-family: ${({ theme }) => theme.fonts.heading};
  }
  p {
    margin: 0;
  }
`;

const NewsletterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  > :first-child {
    flex: 1 1 220px;
  }
  button {
    margin-top: 26px;
  }
`;

const Done = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space[2]}px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  ${media.up('sm')} {
    grid-template-columns: 200px 1fr;
    padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[8]}px;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  ${media.up('sm')} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
    &:hover {
      color: ${({ theme }) => theme.colors.primary};
    }
    ${focusRing}
  }
`;

/** Size of the to-top button (an IconButton). */
const TO_TOP_SIZE = 48;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  /* The same side padding as the rows above, so the version line ends where they end: the to-top
     button steps aside while this line is on screen (useToTopButton) and needs no room here. */
  padding: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
  ${media.up('sm')} {
    padding-inline: ${({ theme }) => theme.space[8]}px;
  }
`;

const ToTop = styled.div`
  position: fixed;
  /* Clear of a notch, a rounded corner or a home indicator (with viewport-fit=cover). */
  right: calc(${({ theme }) => theme.space[4]}px + env(safe-area-inset-right, 0px));
  bottom: calc(${({ theme }) => theme.space[4]}px + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.zIndices.header};
  box-shadow: ${({ theme }) => theme.shadows.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  /* Hidden, it lets taps through to what lies under it and slides below the edge; it stays in the
     tab order and shows when it takes the focus, so the keyboard still reaches it. */
  &[data-state='hidden']:not(:focus-within) {
    opacity: 0;
    pointer-events: none;
    transform: translateY(calc(100% + ${({ theme }) => theme.space[4]}px));
  }
  @media (prefers-reduced-motion: no-preference) {
    transition:
      opacity ${({ theme }) => theme.durations.normal}ms ease,
      transform ${({ theme }) => theme.durations.normal}ms ease;
  }
  /* The focus shows it where it stays, in the same frame: what lies over that spot (the toasts)
     moves off it at once instead of after a slide (WCAG 2.2, 2.4.11). */
  &:focus-within {
    transition: none;
  }
`;

/**
 * The fixed to-top button, shown while the shopper heads back up (useToTopButton). While it is on
 * the page, the page keeps room for it at the bottom (`scroll-padding-bottom`), so a control that
 * takes the focus is never hidden under it (WCAG 2.2, 2.4.11).
 */
function ToTopButton({
  label,
  state,
  onClick,
}: {
  label: string;
  state: 'visible' | 'hidden';
  onClick: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Focused, it is visible (the skin's :focus-within shows it in the same frame; the state tells
  // a chain's own skin).
  const [focused, setFocused] = useState(false);
  const { space } = useThemeTokens();
  // Its height, its distance from the edge and a margin.
  useScrollPadding(ref, 'bottom', space[4] + 8);
  return (
    <ToTop
      ref={ref}
      data-state={focused ? 'visible' : state}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={() => {
        setFocused(false);
      }}
    >
      <IconButton label={label} variant="primary" size={TO_TOP_SIZE} onClick={onClick}>
        <ArrowUp />
      </IconButton>
    </ToTop>
  );
}

function isContacts(item: NavItem, contacts: string) {
  return item.name.trim().toLowerCase() === contacts.toLowerCase();
}

function LinkList({ items }: { items: readonly NavItem[] }) {
  return (
    <Links>
      {items.map((link) => (
        <li key={link.ID}>
          <a
            href={link.itemUrl}
            target={link.target}
            rel={link.target === '_blank' ? 'noreferrer' : undefined}
          >
            {link.name}
          </a>
        </li>
      ))}
    </Links>
  );
}

/**
 * The storefront footer (docs/requirements/app-shell.md): newsletter block, logo, link columns (accordions on
 * phones, with "Contatti" always open), copyright and version line, and a to-top button that
 * is on the page once it is scrolled more than 20 px and shows while the shopper heads back up,
 * never over a form they are filling in, the newsletter form or the footer's last line.
 * @example
 * <Footer companyName="Carrello S.p.A." version="3.4.0" columns={config.templateNavItems.footer} onSubscribe={subscribe} />
 */
export function Footer({
  logo,
  newsletterTitle,
  newsletterText,
  onSubscribe,
  newsletterAction,
  columns = [],
  companyName,
  year = new Date().getFullYear(),
  version,
}: FooterProps) {
  const { messages, format } = useCarrelloUi();
  const t = messages.footer;
  const newsletterId = useId();
  // The server renders the columns as lists (it cannot know the screen); on a phone they fold
  // into accordions after hydration, in a background render (a deferred value) the browser can
  // interrupt, not in one long task while the page is starting.
  const phone = useDeferredValue(useBreakpoint('lg') === 'xs');
  const { layout, space } = useThemeTokens();
  const lastLine = useRef<HTMLDivElement>(null);
  const newsletterForm = useRef<HTMLFormElement>(null);
  const toTop = useToTopButton({
    threshold: layout.toTopScroll,
    end: lastLine,
    form: newsletterForm,
    // The button, its distance from the edge and a margin.
    room: TO_TOP_SIZE + space[4] + 8,
  });
  const newsletter = useNewsletterForm(onSubscribe ?? (() => undefined));
  const emailError = newsletter.form.formState.errors.email?.message;

  const columnList = phone ? (
    <Columns>
      {columns
        .filter((column) => isContacts(column, t.contacts))
        .map((column) => (
          <section key={column.ID} aria-labelledby={`${newsletterId}-col-${column.ID}`}>
            <h3 id={`${newsletterId}-col-${column.ID}`}>{column.name}</h3>
            <LinkList items={column.templateNavItems ?? []} />
          </section>
        ))}
      <Accordion.Root type="multiple">
        {columns
          .filter((column) => !isContacts(column, t.contacts))
          .map((column) => (
            <Accordion.Item key={column.ID} value={String(column.ID)}>
              <Accordion.Header level={3}>
                <Accordion.Trigger>{column.name}</Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content>
                <LinkList items={column.templateNavItems ?? []} />
              </Accordion.Content>
            </Accordion.Item>
          ))}
      </Accordion.Root>
    </Columns>
  ) : (
    <Columns>
      {columns.map((column) => (
        <section key={column.ID} aria-labelledby={`${newsletterId}-col-${column.ID}`}>
          <h3 id={`${newsletterId}-col-${column.ID}`}>{column.name}</h3>
          <LinkList items={column.templateNavItems ?? []} />
        </section>
      ))}
    </Columns>
  );

  return (
    <Root>
      {onSubscribe ? (
        <Newsletter aria-labelledby={`${newsletterId}-title`}>
          <div>
            <h2 id={`${newsletterId}-title`}>{newsletterTitle ?? t.newsletter}</h2>
            {newsletterText ? <p>{newsletterText}</p> : null}
          </div>
          <div>
            <NewsletterForm
              ref={newsletterForm}
              noValidate
              onSubmit={(event) => void newsletter.submit(event)}
              action={newsletterAction}
              method={newsletterAction ? 'get' : undefined}
            >
              <Field label={t.email} required error={emailError}>
                <TextInput
                  type="email"
                  autoComplete="email"
                  {...newsletter.form.register('email')}
                />
              </Field>
              <Button type="submit" loading={newsletter.form.formState.isSubmitting}>
                {t.subscribe}
              </Button>
            </NewsletterForm>
            <div role="status">{newsletter.done ? <Done>{t.subscribed}</Done> : null}</div>
          </div>
        </Newsletter>
      ) : null}
      <Main>
        <div>{logo}</div>
        <nav aria-label={t.links}>{columnList}</nav>
      </Main>
      <Bottom ref={lastLine}>
        <p>{format(t.copyright, { year, name: companyName })}</p>
        {version ? <p>{format(t.version, { version })}</p> : null}
      </Bottom>
      {toTop.isMounted ? (
        <ToTopButton label={t.toTop} state={toTop.state} onClick={toTop.scrollToTop} />
      ) : null}
    </Root>
  );
}
