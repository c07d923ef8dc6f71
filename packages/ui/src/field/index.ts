export { Field } from './compound';
export { Select, TextInput } from './field.styles';
export type { FieldProps, SelectProps, TextInputProps } from './field.styles';
