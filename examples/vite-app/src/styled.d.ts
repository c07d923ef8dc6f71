import 'styled-components';
import type { CarrelloTheme } from '@carrello/ui';

// `theme` in your own styled components has the kit's tokens.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends CarrelloTheme {}
}
