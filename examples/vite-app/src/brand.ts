import { createTheme, type MessagesOverride } from '@carrello/ui';

/** The chain's colours and fonts over the kit's default tokens. */
export const theme = createTheme({
  colors: { primary: '#0b5fa5', primaryHover: '#084a80', primarySoft: '#e4eef8' },
  fonts: { heading: 'Georgia, serif' },
});

/** The chain's own copy; every other text stays the kit's Italian. */
export const messages: MessagesOverride = {
  search: { placeholder: 'Cerca nella Bottega del Mare' },
  cart: { checkout: 'Vai al pagamento' },
};
