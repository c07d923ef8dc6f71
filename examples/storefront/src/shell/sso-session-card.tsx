import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

import { useSession, useSsoLogout, useSsoRefresh } from '@carrello/hooks';
import { SsoCard } from '@carrello/ui';

const Frame = styled.div`
  max-width: 1264px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px 0;
  box-sizing: border-box;
  p[role='alert'] {
    margin: ${({ theme }) => theme.space[1]}px 0 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * The single-sign-on card (docs/requirements/app-shell.md) of a support user browsing as a customer: "Sei loggato
 * come …", "Refresh" (docs/requirements/account.md: the current category's filters are reset and it reloads without
 * cache) and "Esci" (ends the single-sign-on session, back to Home).
 */
export function SsoSessionCard() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { data: session } = useSession();
  const refresh = useSsoRefresh({
    // The filters live in the address: dropping the query resets them; the hook refetches
    // every catalogue answer on screen from the server.
    onSuccess: () => (search ? navigate(pathname, { replace: true }) : undefined),
  });
  const logout = useSsoLogout({ onSuccess: () => navigate('/') });
  if (!session?.isSsoUser || !session.user) return null;
  const error = refresh.error ?? logout.error;
  return (
    <Frame>
      <SsoCard
        username={session.user.login}
        refreshing={refresh.isPending}
        onRefresh={() => refresh.mutate()}
        onLogout={() => logout.mutate()}
      />
      {error ? <p role="alert">{error.message}</p> : null}
    </Frame>
  );
}
