import type { FormEvent } from 'react';
import { styled } from 'styled-components';

import { Button, Field, TextInput } from '@carrello/ui';

const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  > :first-child {
    flex: 1 1 220px;
  }
  > button {
    margin-top: 28px;
  }
`;

/** Props of {@link GiftCodeForm}. */
export interface GiftCodeFormProps {
  /** The code typed. */
  code: string;
  /** The error shown under the field, if any. */
  error: string | undefined;
  /** Whether the code is being redeemed. */
  busy: boolean;
  /** Called when the shopper types in the field. */
  onCodeChange: (code: string) => void;
  /** Called when the shopper sends the form. */
  onSubmit: (event: FormEvent) => void;
}

/** The one-field form that redeems a voucher's code on the cart. */
export function GiftCodeForm({ code, error, busy, onCodeChange, onSubmit }: GiftCodeFormProps) {
  return (
    <InlineForm noValidate onSubmit={onSubmit} aria-label="Usa un buono">
      <Field label="Codice del buono" required error={error}>
        <TextInput
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
        />
      </Field>
      <Button type="submit" loading={busy}>
        Usa nel carrello
      </Button>
    </InlineForm>
  );
}
