import { useId } from 'react';
import { styled } from '../theme/styled-skin';
import { Sparkles } from 'lucide-react';
import { compareVersions } from '@carrello/core';
import { useThemeTokens } from '../theme/use-theme-tokens';
import { Button } from '../button/button.styles';
import * as Dialog from '../dialog/parts';
import { useCarrelloUi } from '../messages/messages-context';

/** Props of {@link UpdateDialog}. */
export interface UpdateDialogProps {
  /** Whether the dialog is open (controlled; the storefront opens it after its version check). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The latest version, shown in the text. */
  version?: string;
  /** What changed. */
  description?: string;
  /**
   * Called by "Aggiorna"; the storefront goes to the update address (docs/requirements/app-shell.md).
   * Its result is not awaited, so a Server Action will do.
   */
  onUpdate: () => unknown;
}

const VersionLine = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * The update-available dialog (docs/requirements/app-shell.md), 500 px wide: "Aggiorna" confirms, "Più tardi"
 * closes.
 * @example
 * <UpdateDialog open={offer} onOpenChange={setOffer} version="3.4.0" onUpdate={() => location.assign(updateUrlFor(url, platform))} />
 */
export function UpdateDialog({
  open,
  defaultOpen,
  onOpenChange,
  version,
  description,
  onUpdate,
}: UpdateDialogProps) {
  const { messages, format } = useCarrelloUi();
  const { sizes } = useThemeTokens();
  const t = messages.update;
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Content width={sizes.updateDialog}>
        <Dialog.Title>{t.title}</Dialog.Title>
        <Dialog.Description>{description ?? t.text}</Dialog.Description>
        {version ? <VersionLine>{format(t.latestVersion, { version })}</VersionLine> : null}
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="secondary">{t.later}</Button>
          </Dialog.Close>
          <Button onClick={onUpdate}>{t.action}</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Props of {@link UpgradeVersionCard}. */
export interface UpgradeVersionCardProps {
  /** The latest version number (lastVersion.version). */
  version: string;
  /** Its description (lastVersion.description). */
  description: string;
  /** The running version; when given, the card hides unless `version` is newer. */
  currentVersion?: string;
  /** Called by the upgrade button; its result (a Server Action's promise) is not awaited. */
  onUpgrade: () => unknown;
}

const Card = styled.section`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  font-family: ${({ theme }) => theme.fonts.body};
  > svg {
    grid-row: span 2;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  button {
    grid-column: 2;
    justify-self: start;
  }
`;

/**
 * The upgrade-version card (docs/requirements/app-shell.md): the latest version number, its description and an
 * upgrade button. Versions compare with `compareVersions` of `@carrello/core`.
 * @example
 * <UpgradeVersionCard version={last.version} description={last.description} currentVersion={APP_VERSION} onUpgrade={upgrade} />
 */
export function UpgradeVersionCard({
  version,
  description,
  currentVersion,
  onUpgrade,
}: UpgradeVersionCardProps) {
  const { messages, format } = useCarrelloUi();
  const id = useId();
  if (currentVersion !== undefined && compareVersions(version, currentVersion) <= 0) return null;
  return (
    <Card aria-labelledby={id}>
      <Sparkles aria-hidden="true" size={28} />
      <h2 id={id}>{format(messages.update.latestVersion, { version })}</h2>
      <p>{description}</p>
      <Button onClick={onUpgrade}>{messages.update.upgrade}</Button>
    </Card>
  );
}
