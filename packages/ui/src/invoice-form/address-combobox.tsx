import { useId, useState, type ChangeEvent } from 'react';
import { useCombobox } from 'downshift';
import { styled } from '../theme/styled-skin';
import { Field, TextInput } from '../field/field.styles';
import { useMessages } from '../messages/messages-context';

const ListBox = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.popover};
  top: 100%;
  left: 0;
  right: 0;
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  padding: ${({ theme }) => theme.space[1]}px 0;
  max-height: 240px;
  overflow: auto;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:empty {
    display: none;
  }
`;

const Option = styled.li`
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  cursor: pointer;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

const Anchor = styled.div`
  position: relative;
`;

/** Props of {@link AddressCombobox} that do not depend on the kind of suggestion. */
export interface AddressComboboxBaseProps<T> {
  /** The visible label. */
  label: string;
  /** The text in the box (the form's value); without it the box keeps its own text. */
  value?: string;
  /** The text the box starts with when `value` is not given. */
  defaultValue?: string;
  /** Called on every keystroke; the storefront's lookup hook debounces the request. */
  onValueChange?: (text: string) => void;
  /** The suggestions, shown once the text has at least `minChars` characters. */
  items: readonly T[];
  /** Called when a suggestion is chosen; without `value`, the box also takes its text. */
  onPick?: (item: T) => void;
  /** Fewest characters before suggestions show (docs/requirements/validation.md: city 1, street more than 3). */
  minChars: number;
  /** Whether suggestions are being fetched. */
  loading?: boolean;
  /** The error message under the field. */
  error?: string;
  /** Called when the box loses focus (react-hook-form's `onBlur`). */
  onBlur?: () => void;
  /** Whether the field is required. */
  required?: boolean;
  /** The HTML `name` and `autocomplete` hint. */
  name?: string;
  autoComplete?: string;
  /** The largest number of characters. */
  maxLength?: number;
}

/** How a suggestion reads and is keyed: a string suggestion is its own text and key. */
export type AddressComboboxItemProps<T> = [T] extends [string]
  ? {
      /** The text of a suggestion (default: the string itself). */
      itemToString?: (item: T) => string;
      /** The key of a suggestion (default: its text). */
      itemKey?: (item: T) => string | number;
    }
  : {
      /** The text of a suggestion. */
      itemToString: (item: T) => string;
      /** The key of a suggestion. */
      itemKey: (item: T) => string | number;
    };

/**
 * Props of {@link AddressCombobox}. With string suggestions and no `value`, it needs no function,
 * so a Server Component can render it.
 */
export type AddressComboboxProps<T> = AddressComboboxBaseProps<T> & AddressComboboxItemProps<T>;

const itemText = (item: unknown) => String(item);

/** A text field with address suggestions (Downshift combobox); the lookups come in by props. */
export function AddressCombobox<T>(props: AddressComboboxProps<T>) {
  const {
    label,
    value: controlledValue,
    defaultValue = '',
    onValueChange,
    items,
    onPick,
    minChars,
    loading = false,
    error,
    onBlur,
    required,
    name,
    autoComplete,
    maxLength,
  } = props;
  // The item props are required for any suggestion but a string, whose text and key it is.
  const itemToString: (item: T) => string = props.itemToString ?? itemText;
  const itemKey: (item: T) => string | number = props.itemKey ?? itemToString;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = controlledValue ?? ownValue;
  const changeValue = (text: string) => {
    if (controlledValue === undefined) setOwnValue(text);
    onValueChange?.(text);
  };
  const messages = useMessages();
  const inputId = `address-${useId().replace(/:/g, '')}`;
  const ready = value.trim().length >= minChars;
  const shown = ready ? items : [];
  const combobox = useCombobox<T>({
    items: shown as T[],
    inputId,
    labelId: `${inputId}-label`,
    menuId: `${inputId}-menu`,
    itemToString: (item) => (item ? itemToString(item) : ''),
    inputValue: value,
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      if (controlledValue === undefined) setOwnValue(itemToString(selectedItem));
      onPick?.(selectedItem);
    },
  });
  const open = combobox.isOpen && ready;
  const inputProps = combobox.getInputProps({
    // The typed text goes to the form within the input's own change event: Downshift reports it
    // from an effect after its render, and a key pressed in between would land on the previous
    // text and lose the one before (the same fix as the search box).
    onChange: (event: ChangeEvent<HTMLInputElement>) => changeValue(event.currentTarget.value),
    onBlur,
    name,
    autoComplete,
    maxLength,
  });
  return (
    <Anchor>
      <Field id={inputId} label={label} error={error} required={required}>
        <TextInput {...inputProps} />
      </Field>
      <ListBox {...combobox.getMenuProps()}>
        {open && shown.length === 0 ? (
          <Option aria-disabled="true">
            {loading ? messages.common.loading : messages.invoice.noSuggestions}
          </Option>
        ) : null}
        {open
          ? shown.map((item, index) => (
              <Option
                key={itemKey(item)}
                data-highlighted={combobox.highlightedIndex === index ? '' : undefined}
                {...combobox.getItemProps({ item, index })}
              >
                {itemToString(item)}
              </Option>
            ))
          : null}
      </ListBox>
    </Anchor>
  );
}
