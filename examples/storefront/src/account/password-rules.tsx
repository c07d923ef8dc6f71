import type { UseFormRegisterReturn } from 'react-hook-form';
import { styled } from 'styled-components';

import { passwordRuleResults } from '@carrello/core';
import { Field, TextInput, VisuallyHidden } from '@carrello/ui';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li[data-met='true'] {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/**
 * The rules of the password policy, shown before the shopper types and ticked as
 * the password meets them; give its `id` to {@link NewPasswordField}'s `rulesId`.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  return (
    <div id={id}>
      <p style={{ margin: 0 }}>La password deve avere:</p>
      <List>
        {passwordRuleResults(password).map((rule) => (
          <li key={rule.id} data-met={rule.met}>
            <span aria-hidden="true">{rule.met ? '✓' : '•'}</span> {rule.label}
            {password ? (
              <VisuallyHidden>{rule.met ? ' (rispettata)' : ' (mancante)'}</VisuallyHidden>
            ) : null}
          </li>
        ))}
      </List>
    </div>
  );
}

/** Props of {@link NewPasswordField}: react-hook-form's `register(name)` and the field's texts. */
interface NewPasswordFieldProps extends UseFormRegisterReturn {
  label: string;
  /** The id of the {@link PasswordRules} shown with the field. */
  rulesId: string;
  error?: string;
}

/** A new password's field, described by the password rules and, when there is one, by its error. */
export function NewPasswordField({ label, rulesId, error, ...input }: NewPasswordFieldProps) {
  return (
    <Field label={label} required error={error}>
      <TextInput
        type="password"
        autoComplete="new-password"
        aria-describedby={rulesId}
        {...input}
      />
    </Field>
  );
}
