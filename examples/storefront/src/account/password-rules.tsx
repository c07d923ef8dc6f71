import { styled } from 'styled-components';

import { passwordRuleResults } from '@carrello/core';
import { VisuallyHidden } from '@carrello/ui';

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
 * the password meets them; give its `id` to the password input's `aria-describedby`.
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
