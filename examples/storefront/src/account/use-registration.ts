import { useState } from 'react';

import type { RegisterForm } from '@carrello/core';
import {
  useRegister,
  useRegisterBusiness,
  useRegisterBusinessPerson,
  useRegisterWithCard,
} from '@carrello/hooks';
import type { RegisterBusinessPersonVariables } from '@carrello/hooks';

import { RETAILER } from './retailer';

/** What {@link useRegistration} answers. */
export interface UseRegistrationReturn {
  /** The address the confirmation link went to, once the account exists. */
  sentTo: string | undefined;
  /** Whether a sign-up call is on its way. */
  isPending: boolean;
  /** The last refusal, for the message over the form. */
  error: unknown;
  /**
   * Whether a business account exists whose company was refused: the shopper, signed in, stays
   * on the form to correct it.
   */
  hasBusinessAccount: boolean;
  /** Signs up by the form's mode; `onError` places the refusal's messages on the form. */
  submit: (value: RegisterForm, options: { onError: (error: unknown) => void }) => void;
}

/**
 * The sign-up calls (docs/requirements/account.md): `register_user`, the loyalty card's
 * registration, or for a company `register_user` then `register_person` with the company.
 */
export function useRegistration(): UseRegistrationReturn {
  const [sentTo, setSentTo] = useState<string>();
  const register = useRegister();
  const registerWithCard = useRegisterWithCard(RETAILER);
  const registerBusiness = useRegisterBusiness(RETAILER);
  const registerPerson = useRegisterBusinessPerson(RETAILER);

  const submit: UseRegistrationReturn['submit'] = (value, { onError }) => {
    register.reset();
    registerWithCard.reset();
    registerPerson.reset();
    const options = { onSuccess: () => setSentTo(value.email.toLowerCase()), onError };
    const consents = { privacy: true as const, marketing: value.marketing };
    if (value.mode === 'card') {
      registerWithCard.mutate(
        {
          fidelityCard: value.card,
          person: { fiscalCode: value.fiscalCode },
          email: value.email,
          password: value.password,
          ...consents,
        },
        options,
      );
      return;
    }
    const contacts = {
      email: value.email,
      password: value.password,
      firstName: value.firstName,
      lastName: value.lastName,
      ...(value.phone ? { prefix: value.prefix, phone: value.phone } : {}),
      ...consents,
    };
    if (value.mode === 'plain') {
      register.mutate(contacts, options);
      return;
    }
    const { company: name, ...codes } = value.company;
    const company = {
      personTypeId: 2,
      company: name,
      email: value.email,
      ...codes,
    } as RegisterBusinessPersonVariables;
    // The account may exist already (its company was refused): only the company is sent again.
    if (registerBusiness.isSuccess) {
      registerPerson.mutate(company, options);
      return;
    }
    registerBusiness.mutate(
      {
        ...contacts,
        person: {
          personTypeId: 2,
          company: name,
          fiscalCode: codes.vatFiscalCode ?? codes.vatCode ?? '',
          ...(codes.vatCode ? { vatCode: codes.vatCode } : {}),
        },
      },
      { onSuccess: () => registerPerson.mutate(company, options), onError },
    );
  };

  return {
    sentTo,
    isPending:
      register.isPending ||
      registerWithCard.isPending ||
      registerBusiness.isPending ||
      registerPerson.isPending,
    error:
      register.error ?? registerWithCard.error ?? registerBusiness.error ?? registerPerson.error,
    hasBusinessAccount: registerBusiness.isSuccess,
    submit,
  };
}
