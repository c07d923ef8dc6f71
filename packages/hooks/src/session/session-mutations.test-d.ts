import type { QueryClient, UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, EbsnClient, UserDetail } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { DataOfMutation, ErrorOfMutation, VariablesOf } from '../testing/mutation-types';
import {
  sessionMutationKeys,
  sessionMutations,
  type LoginData,
  type LoginVariables,
  type SsoLoginVariables,
  type SsoSelectUserVariables,
  type UpdateUserDetailVariables,
} from './session-mutations';
import { useLogin, type UseLoginOptions } from './use-login';
import { useLogout } from './use-logout';
import { useUpdateUserDetail } from './use-update-user-detail';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('sessionMutations', () => {
  it('login: a key under the session, sends the form and answers the user', () => {
    const login = sessionMutations.login(client, queryClient);
    expectTypeOf(sessionMutationKeys.login()).toEqualTypeOf<
      readonly ['carrello', 'session', 'login']
    >();
    expectTypeOf<VariablesOf<typeof login>>().toEqualTypeOf<LoginVariables>();
    expectTypeOf<DataOfMutation<typeof login>>().toEqualTypeOf<LoginData>();
    expectTypeOf<ErrorOfMutation<typeof login>>().toEqualTypeOf<CarrelloError>();
  });

  it('logout: takes nothing', () => {
    const logout = sessionMutations.logout(client, queryClient);
    expectTypeOf(sessionMutationKeys.logout()).toEqualTypeOf<
      readonly ['carrello', 'session', 'logout']
    >();
    expectTypeOf<VariablesOf<typeof logout>>().toEqualTypeOf<void>();
    expectTypeOf<DataOfMutation<typeof logout>>().toEqualTypeOf<
      DataOf<'/ebsn/api/auth/logout', 'post'>
    >();
  });

  it('updateUserDetail: sends the detail and answers the saved one', () => {
    const update = sessionMutations.updateUserDetail(client, queryClient);
    expectTypeOf(sessionMutationKeys.updateUserDetail()).toEqualTypeOf<
      readonly ['carrello', 'session', 'update-user-detail']
    >();
    expectTypeOf<VariablesOf<typeof update>>().toEqualTypeOf<UpdateUserDetailVariables>();
    expectTypeOf<DataOfMutation<typeof update>>().toEqualTypeOf<UserDetail>();
  });

  it('single sign-on: each call has its key and variables', () => {
    const ssoLogin = sessionMutations.ssoLogin(client, queryClient);
    const ssoSelectUser = sessionMutations.ssoSelectUser(client, queryClient);
    expectTypeOf(sessionMutationKeys.ssoLogin()).toEqualTypeOf<
      readonly ['carrello', 'session', 'sso-login']
    >();
    expectTypeOf<VariablesOf<typeof ssoLogin>>().toEqualTypeOf<SsoLoginVariables>();
    expectTypeOf(sessionMutationKeys.ssoSelectUser()).toEqualTypeOf<
      readonly ['carrello', 'session', 'sso-select-user']
    >();
    expectTypeOf<VariablesOf<typeof ssoSelectUser>>().toEqualTypeOf<SsoSelectUserVariables>();
    expectTypeOf<
      VariablesOf<ReturnType<typeof sessionMutations.ssoRefresh>>
    >().toEqualTypeOf<void>();
    expectTypeOf<
      VariablesOf<ReturnType<typeof sessionMutations.ssoLogout>>
    >().toEqualTypeOf<void>();
  });
});

describe('session mutation hooks', () => {
  it('keep their options and results', () => {
    expectTypeOf(useLogin).parameter(0).toEqualTypeOf<UseLoginOptions | undefined>();
    expectTypeOf(useLogin).returns.toEqualTypeOf<
      UseMutationResult<LoginData, CarrelloError, LoginVariables, unknown>
    >();
    expectTypeOf(useLogout).returns.toEqualTypeOf<
      UseMutationResult<DataOf<'/ebsn/api/auth/logout', 'post'>, CarrelloError, void, unknown>
    >();
    expectTypeOf(useUpdateUserDetail).returns.toEqualTypeOf<
      UseMutationResult<UserDetail, CarrelloError, UpdateUserDetailVariables, unknown>
    >();
  });
});
