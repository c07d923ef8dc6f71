import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from '../theme/styled-skin';
import {
  DEFAULT_PHONE_PREFIX,
  createPhoneFormSchema,
  type PhoneForm as PhoneFormOutput,
} from '@carrello/core';
import { Button } from '../button/button.styles';
import { Field, TextInput } from '../field/field.styles';
import { useMessages } from '../messages/messages-context';

/** The values the phone form holds while the user types. */
export interface PhoneFormValues {
  prefix: string;
  phone: string;
}

/** Props of {@link PhoneForm}. */
export interface PhoneFormProps {
  /** The phone the user already has, if any. */
  defaultPhone?: string;
  /**
   * The calling code the form starts with.
   * @default '+39'
   */
  defaultPrefix?: string;
  /** Called with the validated prefix and national number when the user saves. */
  onSave: (value: PhoneFormOutput) => Promise<unknown> | unknown;
  /** Class name of the form. */
  className?: string;
}

const resolver = zodResolver(createPhoneFormSchema()) as unknown as Resolver<
  PhoneFormValues,
  unknown,
  PhoneFormOutput
>;

const Form = styled.form`
  display: grid;
  grid-template-columns: 7rem 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]}px;
  > :last-child {
    grid-column: 1 / -1;
    justify-self: end;
  }
`;

/**
 * The phone form of the checkout (docs/requirements/invoice.md and validation.md): prefix (default +39) and a mobile number
 * checked by the mobile-phone rule of `@carrello/core`; the save button stays disabled until
 * the number is valid.
 * @example
 * <PhoneForm onSave={(value) => updateUser.mutateAsync(value)} />
 */
export function PhoneForm({
  defaultPhone = '',
  defaultPrefix = DEFAULT_PHONE_PREFIX,
  onSave,
  className,
}: PhoneFormProps) {
  const messages = useMessages();
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<PhoneFormValues, unknown, PhoneFormOutput>({
    resolver,
    mode: 'onChange',
    defaultValues: { prefix: defaultPrefix, phone: defaultPhone },
  });
  const submit = handleSubmit(async (value) => {
    setSaving(true);
    try {
      await onSave(value);
    } finally {
      setSaving(false);
    }
  });
  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={messages.invoice.phoneTitle}
      className={className}
    >
      <Field label={messages.invoice.phonePrefix} required error={errors.prefix?.message}>
        <TextInput inputMode="tel" autoComplete="tel-country-code" {...register('prefix')} />
      </Field>
      <Field
        label={messages.invoice.phone}
        required
        description={messages.invoice.phoneHint}
        error={errors.phone?.message}
      >
        <TextInput type="tel" autoComplete="tel-national" {...register('phone')} />
      </Field>
      <Button type="submit" disabled={!isValid} loading={saving}>
        {messages.invoice.savePhone}
      </Button>
    </Form>
  );
}
