import type { UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, UserDetail } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { ErrorsOf, NothingSent, SentAndAnswered } from '../testing/mutation-types';
import {
  sessionMutationKeys,
  type sessionMutations,
  type LoginData,
  type LoginVariables,
  type SsoLoginVariables,
  type SsoSelectUserVariables,
  type UpdateUserDetailVariables,
} from './session-mutations';
import { useLogin, type UseLoginOptions } from './use-login';
import { useLogout } from './use-logout';
import { useUpdateUserDetail } from './use-update-user-detail';

describe('sessionMutations', () => {
  it('keys under the session; each call sends its form or nothing and answers the user', () => {
    expectTypeOf({
      login: sessionMutationKeys.login(),
      logout: sessionMutationKeys.logout(),
      updateUserDetail: sessionMutationKeys.updateUserDetail(),
      ssoLogin: sessionMutationKeys.ssoLogin(),
      ssoSelectUser: sessionMutationKeys.ssoSelectUser(),
    }).toEqualTypeOf<{
      login: readonly ['carrello', 'session', 'login'];
      logout: readonly ['carrello', 'session', 'logout'];
      updateUserDetail: readonly ['carrello', 'session', 'update-user-detail'];
      ssoLogin: readonly ['carrello', 'session', 'sso-login'];
      ssoSelectUser: readonly ['carrello', 'session', 'sso-select-user'];
    }>();
    expectTypeOf<SentAndAnswered<typeof sessionMutations>>().toEqualTypeOf<{
      login: { variables: LoginVariables; data: LoginData };
      logout: { variables: NothingSent; data: DataOf<'/ebsn/api/auth/logout', 'post'> };
      updateUserDetail: { variables: UpdateUserDetailVariables; data: UserDetail };
      ssoLogin: { variables: SsoLoginVariables; data: DataOf<'/ebsn/api/auth/sso/login', 'post'> };
      ssoLogout: { variables: NothingSent; data: DataOf<'/ebsn/api/auth/sso/logout', 'post'> };
      ssoRefresh: { variables: NothingSent; data: DataOf<'/ebsn/api/auth/sso/refresh', 'post'> };
      ssoSelectUser: {
        variables: SsoSelectUserVariables;
        data: DataOf<'/ebsn/api/auth/sso/select-user', 'post'>;
      };
    }>();
    expectTypeOf<ErrorsOf<typeof sessionMutations>>().toEqualTypeOf<CarrelloError>();
  });
});

describe('session mutation hooks', () => {
  it('keep their options and results', () => {
    expectTypeOf(useLogin).parameter(0).toEqualTypeOf<UseLoginOptions | undefined>();
    expectTypeOf(useLogin).returns.toEqualTypeOf<
      UseMutationResult<LoginData, CarrelloError, LoginVariables>
    >();
    expectTypeOf(useLogout).returns.toEqualTypeOf<
      UseMutationResult<DataOf<'/ebsn/api/auth/logout', 'post'>, CarrelloError, void>
    >();
    expectTypeOf(useUpdateUserDetail).returns.toEqualTypeOf<
      UseMutationResult<UserDetail, CarrelloError, UpdateUserDetailVariables>
    >();
  });
});
