export { ToastProvider } from './toast.styles';
export type { ToastProviderProps } from './toast';
export { TOAST_DURATION, TOAST_MAX_VISIBLE, useToast } from './use-toast';
export type { ToastOptions, ToastType } from './use-toast';
