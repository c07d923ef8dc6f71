export { Field, TextInput } from './field.styles';
export type { FieldProps, TextInputProps } from './field.styles';
