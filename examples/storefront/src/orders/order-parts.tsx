import type { UseFormRegisterReturn } from 'react-hook-form';
import { styled } from 'styled-components';

import { Field, Select } from '@carrello/ui';

import { surfaceBox } from '../shell/surface';

/** A card of the order detail, titled by its `h2`. */
export const Section = styled.section`
  ${surfaceBox}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
  }
`;

/** A column of sections below the order detail. */
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

/** A form of the order and customer-care pages. */
export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 560px;
`;

/** A multi-line text input themed like `TextInput`. */
const TextArea = styled.textarea`
  box-sizing: border-box;
  width: 100%;
  min-height: 120px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: vertical;
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** A failure of a form or an action. */
export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The confirmation of a form or an action. */
export const SuccessText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
`;

/** A row of buttons that wraps on phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

/** The "Argomento" of a customer-care request: one of `topics`, none chosen at first. */
export function TopicField({
  topics,
  field,
  error,
}: {
  topics: readonly string[];
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <Field label="Argomento" required error={error}>
      <Select {...field}>
        <option value="">Scegli un argomento</option>
        {topics.map((topic) => (
          <option key={topic}>{topic}</option>
        ))}
      </Select>
    </Field>
  );
}

/** The "Messaggio" of a customer-care request, up to 2,000 characters. */
export function MessageField({
  field,
  error,
}: {
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <Field label="Messaggio" required error={error}>
      <TextArea maxLength={2000} {...field} />
    </Field>
  );
}
