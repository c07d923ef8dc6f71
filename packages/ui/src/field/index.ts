export { Field } from './compound';
export { TextInput } from './field.styles';
export type { FieldProps, TextInputProps } from './field.styles';
