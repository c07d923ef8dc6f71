import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { css } from 'styled-components';
import { styled } from '../theme/styled-skin';
import { blockStack } from '../theme/block-stack';
import { FieldControl, FieldDescription, FieldError, FieldLabel, FieldRoot } from './field';
import type { UseFieldOptions } from './use-field';
import { withParts } from '../utils/with-parts';

const Root: typeof FieldRoot = styled(FieldRoot)`
  ${blockStack(1)}
`;

const Label: typeof FieldLabel = styled(FieldLabel)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const RequiredMark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Description: typeof FieldDescription = styled(FieldDescription)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText: typeof FieldError = styled(FieldError)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Props of {@link Field}. */
export interface FieldProps extends UseFieldOptions {
  /** The visible label. */
  label: ReactNode;
  /** Help under the control. */
  description?: ReactNode;
  /** The error message (e.g. `errors.email?.message` of react-hook-form); marks the field invalid. */
  error?: ReactNode;
  /** The control: a {@link TextInput}, a `select` or any element taking an id. */
  children: ReactNode;
  /** Class name of the wrapper. */
  className?: string;
}

/** The all-in-one field: label, control, description and error. */
function FieldWithLabel({
  label,
  description,
  error,
  invalid,
  children,
  required,
  ...options
}: FieldProps) {
  const isInvalid = invalid ?? Boolean(error);
  return (
    <Root invalid={isInvalid} required={required} {...options}>
      <Label>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      <FieldControl>{children}</FieldControl>
      {description ? <Description>{description}</Description> : null}
      <ErrorText>{error}</ErrorText>
    </Root>
  );
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
export const Field = /* @__PURE__ */ withParts(FieldWithLabel, {
  Root,
  Label,
  Control: FieldControl,
  Description,
  Error: ErrorText,
});

/** Props of {@link TextInput}. */
export type TextInputProps = InputHTMLAttributes<HTMLInputElement>;

/** What a text input and a select share: the box, the invalid border, disabled and the focus. */
const controlSkin = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    border-width: 2px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const StyledInput = styled.input`
  ${controlSkin}
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A themed text input; forwards its ref so it works with react-hook-form's `register`. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(
  function TextInput(props, ref) {
    return <StyledInput ref={ref} {...props} />;
  },
);

/** Props of {@link Select}. */
export type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

const StyledSelect = styled.select`
  ${controlSkin}
  font: inherit;
`;

/**
 * A native select themed like {@link TextInput}, for a {@link Field}; forwards its ref so it works
 * with react-hook-form's `register`.
 * @example
 * <Field label="Provincia" error={errors.province?.message} required>
 *   <Select {...register('province')}>
 *     <option value="MI">Milano</option>
 *   </Select>
 * </Field>
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
  return <StyledSelect ref={ref} {...props} />;
});

// The whole field and its themed parts one by one, for `./compound.ts`: a Server Component
// receives each export of a client module as a reference of its own, never its properties.
export {
  FieldWithLabel,
  Root as FieldSkinRoot,
  Label as FieldSkinLabel,
  Description as FieldSkinDescription,
  ErrorText as FieldSkinError,
};
