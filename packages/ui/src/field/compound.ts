// `Field` as a Server Component can write it: whole (`<Field label="Email">`) or by parts
// (`<Field.Root>`). The component is this neutral module's own and renders the client one; the
// parts are the client module's exports, passed on as they are. A compound assembly holds no
// hook or context (the kit's build checks it); docs/ssr.md.
import { createElement, type ReactElement } from 'react';
import { withParts } from '../utils/with-parts';
import { FieldControl } from './field';
import {
  FieldSkinDescription,
  FieldSkinError,
  FieldSkinLabel,
  FieldSkinRoot,
  FieldWithLabel,
  type FieldProps,
} from './field.styles';

function FieldWhole(props: FieldProps): ReactElement {
  return createElement(FieldWithLabel, props);
}

/**
 * A themed form field: label, control, description and error, wired with ids. Its parts are the
 * headless Field's, themed (`Field.Root`, `Field.Label`, `Field.Control`, `Field.Description`,
 * `Field.Error`) for a layout of your own.
 * @example
 * <Field label="Email" error={errors.email?.message} required>
 *   <TextInput type="email" {...register('email')} />
 * </Field>
 */
export const Field = /* @__PURE__ */ withParts(FieldWhole, {
  Root: FieldSkinRoot,
  Label: FieldSkinLabel,
  Control: FieldControl,
  Description: FieldSkinDescription,
  Error: FieldSkinError,
});
