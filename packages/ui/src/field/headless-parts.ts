// The parts of the headless Field, as named exports: `@carrello/ui/headless` exports this module
// as the namespace `Field` (`<Field.Root>`), so each part stays its own client reference in a Server
// Component.
export {
  FieldRoot as Root,
  FieldLabel as Label,
  FieldControl as Control,
  FieldDescription as Description,
  FieldError as Error,
} from './field';
