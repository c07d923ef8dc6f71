export { UpdateDialog, UpgradeVersionCard } from './update-dialog.styles';
export type { UpdateDialogProps, UpgradeVersionCardProps } from './update-dialog.styles';
