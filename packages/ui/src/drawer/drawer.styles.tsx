import { forwardRef, type ReactNode } from 'react';
import { keyframes } from 'styled-components';
import { styled, type StyledPart } from '../theme/styled-skin';
import { X } from 'lucide-react';
import {
  DialogClose,
  DialogContent,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  type DialogContentProps,
} from '../dialog/dialog';
import { IconButton } from '../icon-button/icon-button.styles';
import { useMessages } from '../messages/messages-context';
import { useThemeTokens } from '../theme/use-theme-tokens';

/** The edge a drawer slides in from: `bottom` is a bottom sheet (phones), as wide as the screen. */
export type DrawerSide = 'left' | 'right' | 'bottom';

const slideFrom = (side: DrawerSide) => keyframes`
  from {
    transform: ${side === 'bottom' ? 'translateY(100%)' : `translateX(${side === 'left' ? '-100%' : '100%'})`};
  }
  to { transform: none; }
`;

const Overlay = styled(DialogOverlay)`
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndices.drawer};
`;

const Panel = styled(DialogContent)<{ $side: DrawerSide; $width: number }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}px, 100vw);
  &[data-side='bottom'] {
    top: auto;
    left: 0;
    right: 0;
    width: 100%;
    max-height: 85vh;
    border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  }
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.fonts.body};
  animation: ${({ $side }) => slideFrom($side)} ${({ theme }) => theme.durations.normal}ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  /* Forced colours erase the surface colour and the shadow that set the panel off the page. */
  @media (forced-colors: active) {
    border: 0 solid CanvasText;
    border-${({ $side }) => ($side === 'left' ? 'right' : 'left')}-width: 2px;
    &[data-side='bottom'] {
      border-width: 2px 0 0;
    }
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space[2]}px 0 ${({ theme }) => theme.space[4]}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled(DialogTitle)`
  flex: 1;
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Body: StyledPart<'div'> = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.space[4]}px;
`;

const Footer: StyledPart<'div'> = styled.div`
  padding: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Props of the styled drawer content. */
export interface DrawerContentProps extends Omit<DialogContentProps, 'asChild' | 'title'> {
  /**
   * The edge the drawer slides in from; `bottom` makes a bottom sheet as wide as the screen,
   * at most 85% of its height (`width` is then ignored).
   * @default 'right'
   */
  side?: DrawerSide;
  /**
   * The width in px, never wider than the viewport.
   * @default the theme's `sizes.drawer` (360)
   */
  width?: number;
  /** The heading shown in the drawer's header; it names the drawer. */
  title: ReactNode;
  children?: ReactNode;
}

/**
 * The sliding panel with a header (title and close button) and a scrolling body.
 * Exported (not from the package) so that Storybook's docgen documents its props.
 */
export const Content = forwardRef<HTMLDivElement, DrawerContentProps>(function Content(
  { side = 'right', width: widthProp, title, children, ...props },
  ref,
) {
  const messages = useMessages();
  const { sizes } = useThemeTokens();
  const width = widthProp ?? sizes.drawer;
  return (
    <DialogPortal>
      <Overlay>
        <Panel ref={ref} $side={side} $width={width} data-side={side} data-width={width} {...props}>
          <Header>
            <Title>{title}</Title>
            <DialogClose asChild>
              <IconButton label={messages.drawer.close}>
                <X />
              </IconButton>
            </DialogClose>
          </Header>
          {children}
        </Panel>
      </Overlay>
    </DialogPortal>
  );
});

export { Body, Footer };
