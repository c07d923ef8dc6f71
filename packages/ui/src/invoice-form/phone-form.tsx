import { useId, useState } from 'react';
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
  /**
   * Called with the validated prefix and national number when the user saves. A rejection keeps
   * the number typed and shows the error in the form: the Italian message of an error of
   * `@carrello/sdk` (an `EbsnError`'s is the server's own text, a `NetworkError`'s says the
   * server could not be reached), a general Italian text for any other failure.
   */
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

const SaveError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Errors of `@carrello/sdk` whose message is Italian text written for the shopper. */
const SDK_ERROR_NAMES: ReadonlySet<string> = new Set(['EbsnError', 'NetworkError']);

/**
 * The text of an error of `@carrello/sdk`: an API refusal (`EbsnError`, the server's own text) or
 * an unreachable server (`NetworkError`, which asks to check the connection); `undefined` for any
 * other failure, whose message may be a browser's English. Told by its name, not `instanceof`, so
 * that an app holding another copy of the SDK is read alike.
 */
function sdkErrorText(error: unknown): string | undefined {
  if (!(error instanceof Error) || !SDK_ERROR_NAMES.has(error.name)) return undefined;
  return error.message.trim() || undefined;
}

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
  const [saveError, setSaveError] = useState<string | null>(null);
  const saveErrorId = useId();
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
    setSaveError(null);
    try {
      await onSave(value);
    } catch (error) {
      // A failed save loses nothing and says so: the number stays as typed, the error shows in
      // the form, and the rejection ends here instead of escaping as an unhandled one.
      setSaveError(sdkErrorText(error) ?? messages.invoice.phoneSaveFailed);
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
      {saveError ? (
        <SaveError id={saveErrorId} role="alert">
          {saveError}
        </SaveError>
      ) : null}
      <Button
        type="submit"
        disabled={!isValid}
        loading={saving}
        aria-describedby={saveError ? saveErrorId : undefined}
      >
        {messages.invoice.savePhone}
      </Button>
    </Form>
  );
}
