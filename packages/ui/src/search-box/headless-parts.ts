// The parts of the headless SearchBox, as named exports: `@carrello/ui/headless` exports this module
// as the namespace `SearchBox` (`<SearchBox.Root>`), so each part stays its own client reference in a Server
// Component.
export {
  SearchBoxRoot as Root,
  SearchBoxInput as Input,
  SearchBoxSubmit as Submit,
  SearchBoxPopup as Popup,
  SearchBoxStatus as Status,
  SearchBoxListbox as Listbox,
  SearchBoxGroup as Group,
  SearchBoxItemPart as Item,
} from './search-box';
