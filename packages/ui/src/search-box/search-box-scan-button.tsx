import { forwardRef } from 'react';
import { ScanBarcode } from 'lucide-react';
import { IconButton, type IconButtonProps } from '../icon-button/icon-button.styles';
import { search } from '../messages/it';
import { useAreaMessages } from '../messages/ui-context';

// The texts this module reads, without the rest of the catalogue.
const MESSAGES = { search };

/** Props of {@link SearchBoxScanButton}. */
export type SearchBoxScanButtonProps = Omit<IconButtonProps, 'label' | 'children'> & {
  /** The accessible name; defaults to "Scansiona codice a barre". */
  label?: string;
};

/** The barcode-scan button for {@link SearchBox}'s `scanButton` slot; the app opens its scanner on click. */
export const SearchBoxScanButton = forwardRef<HTMLButtonElement, SearchBoxScanButtonProps>(
  function SearchBoxScanButton({ label, ...props }, ref) {
    const { messages } = useAreaMessages(MESSAGES);
    return (
      <IconButton ref={ref} size={36} label={label ?? messages.search.scanBarcode} {...props}>
        <ScanBarcode />
      </IconButton>
    );
  },
);
