export { InvoiceForm } from '@carrello/ui';
