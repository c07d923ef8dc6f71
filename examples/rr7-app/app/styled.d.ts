import 'styled-components';
import type { CarrelloTheme } from '@carrello/ui';

declare module 'styled-components' {
  // The app's own styled components read the kit's tokens from the same theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends CarrelloTheme {}
}
