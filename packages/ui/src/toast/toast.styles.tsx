import { type ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { ToastProvider as ToastQueueRoot, ToastRegion, type ToastProviderProps } from './toast';
import type { ToastRecord, ToastType } from './use-toast';
import { IconButton } from '../icon-button/icon-button.styles';
import { useMessages } from '../messages/messages-context';

const Region = styled(ToastRegion)`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space[5]}px;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: min(480px, calc(100vw - 32px));
  pointer-events: none;
  & > * {
    width: 100%;
    pointer-events: auto;
  }
  /* Clear of the focused control or an open dialog's controls (ToastRegion's placement). */
  &[data-placement='top'] {
    top: var(--carrello-toast-top, ${({ theme }) => theme.space[5]}px);
    bottom: auto;
  }
`;

const Card = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[2]}px ${theme.space[3]}px ${theme.space[4]}px`};
  border-left: 4px solid
    ${({ theme, $type }) =>
      $type === 'error'
        ? theme.colors.danger
        : $type === 'warning'
          ? theme.colors.warning
          : $type === 'success'
            ? theme.colors.success
            : theme.colors.focus};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  & > svg {
    flex: none;
    margin-top: 2px;
  }
  button {
    color: inherit;
    margin: -4px 0;
  }
  button:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.16);
  }
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.surface};
  }
`;

const Texts = styled.div`
  flex: 1;
  p {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  p + p {
    opacity: 0.9;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const icons: Record<ToastType, ReactNode> = {
  info: <Info size={20} aria-hidden="true" />,
  success: <CircleCheck size={20} aria-hidden="true" />,
  warning: <TriangleAlert size={20} aria-hidden="true" />,
  error: <CircleAlert size={20} aria-hidden="true" />,
};

function ToastCard({ toast, dismiss }: { toast: ToastRecord; dismiss: () => void }) {
  const messages = useMessages();
  return (
    <Card $type={toast.type} data-type={toast.type}>
      {icons[toast.type]}
      <Texts>
        <p>{toast.title}</p>
        {toast.description ? <p>{toast.description}</p> : null}
      </Texts>
      <IconButton label={messages.toast.dismiss} size={32} onClick={dismiss}>
        <X />
      </IconButton>
    </Card>
  );
}

/**
 * The toast queue and its themed region at the bottom centre (3000 ms, at most 2 at once).
 * Show toasts with {@link useToast} from any descendant.
 * @example
 * <ToastProvider><App /></ToastProvider>
 */
export function ToastProvider({ children, ...options }: ToastProviderProps) {
  return (
    <ToastQueueRoot {...options}>
      {children}
      <Region renderToast={(toast, dismiss) => <ToastCard toast={toast} dismiss={dismiss} />} />
    </ToastQueueRoot>
  );
}
