import type { ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { cardLines, cardSurface } from './card.styles';
import { Button } from '../button/button.styles';

const Card = styled.section`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  align-items: start;
  ${cardSurface}
  > svg {
    grid-row: 1 / span 2;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.primary};
  }
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

const Body = styled.div`
  ${cardLines}
  p {
    margin: 0;
  }
  [data-part='title'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  [data-part='muted'] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  button {
    align-self: flex-start;
    margin-top: ${({ theme }) => theme.space[2]}px;
  }
`;

/** Props of the card shared by {@link AddressCard} and TimeSlotCard. */
interface SummaryCardProps {
  /** The icon (decorative). */
  icon: ReactNode;
  /** The heading, e.g. "Ritiro presso" or "Data e ora". */
  heading: string;
  /** The content lines. */
  children: ReactNode;
  /** The edit action's text; the action shows when `onEdit` is given. */
  actionLabel: string;
  /** The edit action's accessible name when it must say more than its text. */
  actionAccessibleLabel?: string;
  /** Called by the edit action. */
  onEdit?: () => void;
  /** Whether the edit action is disabled (e.g. on the payment page). */
  disabled?: boolean;
  /** Extra attributes for styling and tests. */
  className?: string;
}

/** A small card with an icon, a heading, some lines and an edit action. */
export function SummaryCard({
  icon,
  heading,
  children,
  actionLabel,
  actionAccessibleLabel,
  onEdit,
  disabled,
  className,
}: SummaryCardProps) {
  return (
    <Card aria-label={heading} className={className}>
      {icon}
      <h3>{heading}</h3>
      <Body>
        {children}
        {onEdit ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={actionAccessibleLabel}
            disabled={disabled}
            onClick={onEdit}
          >
            {actionLabel}
          </Button>
        ) : null}
      </Body>
    </Card>
  );
}
