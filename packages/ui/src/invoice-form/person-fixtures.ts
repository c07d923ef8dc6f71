// Stories and tests only (not exported): saved fiscal persons shaped like the contract's.
import type { Person } from '@carrello/sdk';

/** A private person (personTypeId 1) with a codice fiscale. */
export const privatePerson: Person = {
  personFiscalId: 51,
  personTypeId: 1,
  firstName: 'Mario',
  lastName: 'Rossi',
  vatFiscalCode: 'RSSMRA85T10A562S',
  email: 'mario.rossi@example.it',
};

/** A company (personTypeId 2) with a long name, a Partita IVA and a PEC. */
export const company: Person = {
  personFiscalId: 52,
  personTypeId: 2,
  company: 'Rossi Alimentari e Prodotti Tipici della Tradizione Lombarda S.r.l.',
  vatCode: '12345678903',
  email: 'amministrazione@rossialimentari.it',
  emailCertified: 'rossialimentari@pec.it',
};
