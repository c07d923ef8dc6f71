import 'styled-components';
import type { CarrelloTheme } from '@carrello/ui';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends CarrelloTheme {}
}
