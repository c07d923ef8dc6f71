import { X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';

import { BANNER_DISMISS_MS } from '@carrello/core';
import { useApplicationConfig } from '@carrello/hooks';
import { IconButton } from '@carrello/ui';

const Banner = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    flex: 1;
    margin: 0;
    text-align: center;
  }
  button {
    color: inherit;
  }
`;

const KEY_PREFIX = 'carrello.banner.';

function isDismissed(blockId: number): boolean {
  try {
    const at = Number(sessionStorage.getItem(KEY_PREFIX + blockId));
    return at > 0 && Date.now() - at < BANNER_DISMISS_MS;
  } catch {
    return false;
  }
}

/**
 * Spec 2.3: the dismissible news banner of the header category block; once closed it stays
 * hidden for a day, remembered per block in session storage.
 */
export function NewsBanner() {
  // spec 8: an application config that fails to load is ignored.
  const { data: config } = useApplicationConfig();
  const [, setVersion] = useState(0);
  const block = config?.categoryBlocks.find((candidate) =>
    /header|news|banner/i.test(candidate.templateBlock.codInt),
  );
  const proposal = block?.proposals[0];
  if (!block || !proposal || isDismissed(block.categoryBlockId)) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(KEY_PREFIX + block.categoryBlockId, String(Date.now()));
    } catch {
      // Without storage the banner closes for this page view only.
    }
    setVersion((version) => version + 1);
  };
  return (
    <Banner aria-label="Notizie">
      <p>{proposal.name}</p>
      <IconButton label="Chiudi l’avviso" size={32} onClick={dismiss}>
        <X aria-hidden="true" size={16} />
      </IconButton>
    </Banner>
  );
}
