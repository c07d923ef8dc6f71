import { forwardRef, useId, type ReactNode } from 'react';
import { styled } from '../theme/styled-skin';
import { focusRing } from '../theme/focus-ring';
import { CheckboxInput, type CheckboxInputProps } from './checkbox';

const Wrapper = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

const Box = styled(CheckboxInput)`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  label {
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    cursor: pointer;
  }
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends CheckboxInputProps {
  /** The visible label (may contain links, e.g. to the sales conditions). */
  label: ReactNode;
  /** Extra help under the label. */
  description?: ReactNode;
  /** An error message; marks the box invalid. */
  error?: ReactNode;
}

/** A themed checkbox with its label, e.g. "Ho letto e accetto le condizioni di vendita". */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, error, id, ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Box
        ref={ref}
        id={inputId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...props}
      />
      <Texts>
        <label htmlFor={inputId}>{label}</label>
        {description ? <Hint id={descriptionId}>{description}</Hint> : null}
        {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      </Texts>
    </Wrapper>
  );
});
