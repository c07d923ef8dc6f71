import { styled } from 'styled-components';

import { giftCodeFormSchema } from '@carrello/core';
import { Button, Field, TextInput } from '@carrello/ui';

import { useSchemaForm } from '../forms/use-schema-form';

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
interface GiftCodeFormProps {
  /** The server's refusal of the last code sent, shown under the field until the next try. */
  error: string | undefined;
  /** Whether the code is being redeemed. */
  busy: boolean;
  /** Redeems the code, trimmed; resolves true when it was taken (the field then empties). */
  onSubmit: (code: string) => Promise<boolean>;
  /** Called when the shopper types in the field (a shown refusal is then out of date). */
  onCodeChange?: () => void;
}

/** The one-field form that redeems a voucher's code on the cart. */
export function GiftCodeForm({ error, busy, onSubmit, onCodeChange }: GiftCodeFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useSchemaForm(giftCodeFormSchema, {
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    if (await onSubmit(code)) reset({ code: '' });
  });
  return (
    <InlineForm noValidate onSubmit={(event) => void submit(event)} aria-label="Usa un buono">
      <Field label="Codice del buono" required error={errors.code?.message ?? error}>
        <TextInput
          autoComplete="off"
          autoCapitalize="characters"
          {...register('code', {
            // A shown error is about the code before this change: it goes as the shopper types.
            onChange: () => {
              clearErrors('code');
              onCodeChange?.();
            },
          })}
        />
      </Field>
      <Button type="submit" loading={busy}>
        Usa nel carrello
      </Button>
    </InlineForm>
  );
}
