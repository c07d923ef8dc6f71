import type { ChangeHandler, UseFormRegisterReturn } from 'react-hook-form';

/** A registered field whose letters are typed in capitals, as tax and SDI codes are written. */
export function capitals<TName extends string>(
  field: UseFormRegisterReturn<TName>,
): UseFormRegisterReturn<TName> {
  const onChange: ChangeHandler = (event) => {
    const input = event.target as HTMLInputElement;
    input.value = input.value.toUpperCase();
    return field.onChange(event);
  };
  return { ...field, onChange };
}
