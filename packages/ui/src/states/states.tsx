import type { ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { focusRing } from '../theme/focus-ring';
import { AlertTriangle, PackageOpen } from 'lucide-react';
import { Button } from '../button/button.styles';
import { useMessages } from '../messages/messages-context';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[4]}px;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-tone='error'] > svg {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus {
    outline: none;
  }
  ${focusRing}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Text = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The heading; defaults to "Non c’è niente qui". */
  title?: ReactNode;
  /** An explanation. */
  description?: ReactNode;
  /** An icon (decorative). */
  icon?: ReactNode;
  /** An action, e.g. a "Torna alla spesa" button. */
  action?: ReactNode;
  /**
   * The heading level.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/**
 * An empty list or page: icon, title, text and an optional action.
 * @example
 * <EmptyState title="Nessun ordine" description="Qui troverai i tuoi ordini." action={<Button>Inizia la spesa</Button>} />
 */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const messages = useMessages();
  return (
    <Root data-tone="empty">
      {icon ?? <PackageOpen aria-hidden="true" size={48} />}
      <Title as={`h${headingLevel}`}>{title ?? messages.status.empty}</Title>
      {description ? <Text>{description}</Text> : null}
      {action}
    </Root>
  );
}

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** The heading; defaults to "Errore". */
  title?: ReactNode;
  /** The message; defaults to "Si è verificato un errore imprevisto.". */
  message?: ReactNode;
  /** Called by "Riprova"; without it there is no retry button. */
  onRetry?: () => void;
  /** Whether the retry is running. */
  retrying?: boolean;
  /** Another way out, after "Riprova", e.g. a "Torna alla home" link. */
  action?: ReactNode;
  /**
   * The heading level; at 1 the state is the whole page, and its heading can take the focus a
   * router moves to after navigation (`tabIndex={-1}`).
   * @default 2
   */
  headingLevel?: 1 | 2 | 3;
}

/**
 * A failed load: title, message (announced as an alert), "Riprova" and another way out.
 * @example
 * <ErrorState message={error.message} onRetry={() => refetch()} action={<a href="/">Torna alla home</a>} />
 */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
  action,
  headingLevel = 2,
}: ErrorStateProps) {
  const messages = useMessages();
  return (
    <Root data-tone="error">
      <AlertTriangle aria-hidden="true" size={48} />
      <Title as={`h${headingLevel}`} tabIndex={headingLevel === 1 ? -1 : undefined}>
        {title ?? messages.status.error}
      </Title>
      <Text role="alert">{message ?? messages.status.unexpectedError}</Text>
      {onRetry || action ? (
        <Actions>
          {onRetry ? (
            <Button onClick={onRetry} loading={retrying}>
              {messages.status.retry}
            </Button>
          ) : null}
          {action}
        </Actions>
      ) : null}
    </Root>
  );
}
