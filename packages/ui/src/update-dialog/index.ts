export { UpdateDialog, UpgradeVersionCard } from './update-dialog';
export type { UpdateDialogProps, UpgradeVersionCardProps } from './update-dialog';
