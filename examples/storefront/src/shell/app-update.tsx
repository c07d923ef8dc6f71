import { UpdateDialog, UpgradeVersionCard } from '@carrello/ui';
import { styled } from 'styled-components';

/** Props of {@link AppUpdate}. */
export interface AppUpdateProps {
  /** The running version. */
  currentVersion: string;
  /** The latest version the server reports. */
  version: string;
  /** What it brings. */
  description: string;
  /** Whether the update dialog is open (the check found the version and it was not put off). */
  dialogOpen: boolean;
  /** "Più tardi": the dialog closes and the upgrade card stays. */
  onLater: () => void;
  /** "Aggiorna" or the card's button. */
  onUpdate: () => void;
}

const CardSlot = styled.div`
  max-width: 1264px;
  margin: ${({ theme }) => theme.space[3]}px auto 0;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  width: 100%;
`;

/**
 * The update dialog (docs/requirements/app-shell.md, 500 px wide) and, once put off, the upgrade-version card
 * with the latest number, its description and the upgrade button. Loaded only when a newer
 * version exists.
 */
export default function AppUpdate(props: AppUpdateProps) {
  const { currentVersion, version, description, dialogOpen, onLater, onUpdate } = props;
  return (
    <>
      <UpdateDialog
        open={dialogOpen}
        onOpenChange={(open) => {
          if (!open) onLater();
        }}
        version={version}
        description={description}
        onUpdate={onUpdate}
      />
      {dialogOpen ? null : (
        <CardSlot>
          <UpgradeVersionCard
            version={version}
            description={description}
            currentVersion={currentVersion}
            onUpgrade={onUpdate}
          />
        </CardSlot>
      )}
    </>
  );
}
