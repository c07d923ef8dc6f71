import type { ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { X } from 'lucide-react';
import { IconButton } from '../icon-button/icon-button.styles';
import { useMessages } from '../messages/messages-context';
import { media } from '../theme/media';
import { useNewsBanner, type UseNewsBannerOptions } from './use-news-banner';

/** Props of {@link NewsBanner}. */
export interface NewsBannerProps extends UseNewsBannerOptions {
  /** The news text (from the header category block). */
  children: ReactNode;
  /** An optional link for the whole news. */
  href?: string;
}

const Root = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px
    ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${media.up('md')} {
    justify-content: center;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.onPrimary};
    outline-offset: 2px;
  }
  button {
    color: inherit;
    flex: none;
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  ${media.up('md')} {
    flex: 0 1 auto;
  }
`;

/**
 * The dismissible news banner above the top bar (docs/requirements/app-shell.md): after closing it stays hidden for
 * one day, remembered per block in session storage (or the `storage` given).
 * @example
 * <NewsBanner blockId={41} href="/page/consegna">Consegna gratuita sopra 50 €</NewsBanner>
 */
export function NewsBanner({ children, href, ...options }: NewsBannerProps) {
  const messages = useMessages();
  const { visible, dismiss } = useNewsBanner(options);
  if (!visible) return null;
  return (
    <Root aria-label={messages.news.label}>
      <Text>{href ? <a href={href}>{children}</a> : children}</Text>
      <IconButton label={messages.news.dismiss} size={36} onClick={dismiss}>
        <X />
      </IconButton>
    </Root>
  );
}
