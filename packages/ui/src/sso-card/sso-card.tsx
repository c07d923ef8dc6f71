import { useId } from 'react';
import { styled } from '../theme/styled-skin';
import { LogOut, RefreshCw, ShieldCheck } from 'lucide-react';
import { Button } from '../button/button.styles';
import { useMessages } from '../messages/messages-context';

/** Props of {@link SsoCard}. */
export interface SsoCardProps {
  /** The single-sign-on user's name. */
  username: string;
  /** "Refresh": resets the current category's filters and reloads it without cache (docs/requirements/account.md). */
  onRefresh: () => unknown;
  /** "Esci": ends the single-sign-on session. Results are not awaited (a Server Action will do). */
  onLogout: () => unknown;
  /** Whether a refresh is running. */
  refreshing?: boolean;
}

const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Who = styled.p`
  flex: 1 1 180px;
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/**
 * The single-sign-on card (docs/requirements/app-shell.md): "Sei loggato come" and the username, with "Refresh" and
 * "Esci".
 * @example
 * <SsoCard username="operatore.milano" onRefresh={refresh} onLogout={logout} />
 */
export function SsoCard({ username, onRefresh, onLogout, refreshing = false }: SsoCardProps) {
  const messages = useMessages();
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <ShieldCheck aria-hidden="true" size={28} />
      <Who id={id}>
        <span>{messages.sso.loggedInAs}</span> <strong>{username}</strong>
      </Who>
      <Actions>
        <Button variant="secondary" size="sm" onClick={onRefresh} loading={refreshing}>
          <RefreshCw aria-hidden="true" size={16} />
          {messages.sso.refresh}
        </Button>
        <Button variant="ghost" size="sm" onClick={onLogout}>
          <LogOut aria-hidden="true" size={16} />
          {messages.sso.logout}
        </Button>
      </Actions>
    </Card>
  );
}
