import type { UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, UserDetail } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { DataOfMutation, ErrorOfMutation, VariablesOf } from '../testing/mutation-types';
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
  it('login: a key under the session, sends the form and answers the user', () => {
    type Login = ReturnType<typeof sessionMutations.login>;
    expectTypeOf(sessionMutationKeys.login()).toEqualTypeOf<
      readonly ['carrello', 'session', 'login']
    >();
    expectTypeOf<VariablesOf<Login>>().toEqualTypeOf<LoginVariables>();
    expectTypeOf<DataOfMutation<Login>>().toEqualTypeOf<LoginData>();
    expectTypeOf<ErrorOfMutation<Login>>().toEqualTypeOf<CarrelloError>();
  });

  it('logout: takes nothing', () => {
    type Logout = ReturnType<typeof sessionMutations.logout>;
    expectTypeOf(sessionMutationKeys.logout()).toEqualTypeOf<
      readonly ['carrello', 'session', 'logout']
    >();
    expectTypeOf<VariablesOf<Logout>>().toBeVoid();
    expectTypeOf<DataOfMutation<Logout>>().toEqualTypeOf<DataOf<'/ebsn/api/auth/logout', 'post'>>();
  });

  it('updateUserDetail: sends the detail and answers the saved one', () => {
    type Update = ReturnType<typeof sessionMutations.updateUserDetail>;
    expectTypeOf(sessionMutationKeys.updateUserDetail()).toEqualTypeOf<
      readonly ['carrello', 'session', 'update-user-detail']
    >();
    expectTypeOf<VariablesOf<Update>>().toEqualTypeOf<UpdateUserDetailVariables>();
    expectTypeOf<DataOfMutation<Update>>().toEqualTypeOf<UserDetail>();
  });

  it('single sign-on: each call has its key and variables', () => {
    type SsoLogin = ReturnType<typeof sessionMutations.ssoLogin>;
    type SsoSelectUser = ReturnType<typeof sessionMutations.ssoSelectUser>;
    expectTypeOf(sessionMutationKeys.ssoLogin()).toEqualTypeOf<
      readonly ['carrello', 'session', 'sso-login']
    >();
    expectTypeOf<VariablesOf<SsoLogin>>().toEqualTypeOf<SsoLoginVariables>();
    expectTypeOf(sessionMutationKeys.ssoSelectUser()).toEqualTypeOf<
      readonly ['carrello', 'session', 'sso-select-user']
    >();
    expectTypeOf<VariablesOf<SsoSelectUser>>().toEqualTypeOf<SsoSelectUserVariables>();
    expectTypeOf<VariablesOf<ReturnType<typeof sessionMutations.ssoRefresh>>>().toBeVoid();
    expectTypeOf<VariablesOf<ReturnType<typeof sessionMutations.ssoLogout>>>().toBeVoid();
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
