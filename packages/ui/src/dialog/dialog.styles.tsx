import { forwardRef, type ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { X } from 'lucide-react';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  type DialogContentProps,
} from './dialog';
import { IconButton } from '../icon-button/icon-button.styles';
import { useMessages } from '../messages/messages-context';
import { media } from '../theme/media';
import { useThemeTokens } from '../theme/use-theme-tokens';

const StyledOverlay: typeof DialogOverlay = styled(DialogOverlay)`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndices.dialog};
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space[2]}px;
  }
`;

const StyledContent = styled(DialogContent)<{ $width: number }>`
  position: relative;
  box-sizing: border-box;
  width: min(${({ $width }) => $width}px, 100%);
  max-height: calc(100dvh - ${({ theme }) => theme.space[5] * 2}px);
  overflow: auto;
  padding: ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.fonts.body};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  /* Forced colours erase the surface colour and the shadow that set the box off the page. */
  @media (forced-colors: active) {
    border: 2px solid CanvasText;
  }
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space[4]}px;
  }
`;

const CloseSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  right: ${({ theme }) => theme.space[2]}px;
`;

/** Props of the styled {@link Dialog} content. */
export interface StyledDialogContentProps extends Omit<DialogContentProps, 'asChild'> {
  /**
   * The largest width in px; on narrow screens the dialog fills the viewport minus a margin.
   * @default the theme's `sizes.dialog` (500)
   */
  width?: number;
  /**
   * Whether to show the close button in the top-right corner.
   * @default true
   */
  showClose?: boolean;
  children?: ReactNode;
}

/**
 * The styled dialog box: portal, scroll-locked backdrop and a centred card of `width` px.
 * Exported (not from the package) so that Storybook's docgen documents its props.
 */
export const Content = forwardRef<HTMLDivElement, StyledDialogContentProps>(function Content(
  { width: widthProp, showClose = true, children, ...props },
  ref,
) {
  const messages = useMessages();
  const { sizes } = useThemeTokens();
  const width = widthProp ?? sizes.dialog;
  return (
    <DialogPortal>
      <StyledOverlay>
        <StyledContent ref={ref} $width={width} data-width={width} {...props}>
          {children}
          {showClose ? (
            <CloseSlot>
              <DialogClose asChild>
                <IconButton label={messages.dialog.close}>
                  <X />
                </IconButton>
              </DialogClose>
            </CloseSlot>
          ) : null}
        </StyledContent>
      </StyledOverlay>
    </DialogPortal>
  );
});

const Title: typeof DialogTitle = styled(DialogTitle)`
  margin: 0 ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[3]}px 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Description: typeof DialogDescription = styled(DialogDescription)`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Footer: typeof DialogFooter = styled(DialogFooter)`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[6]}px;
`;

export { StyledOverlay, Title, Description, Footer };
