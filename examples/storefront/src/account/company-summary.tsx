import { styled } from 'styled-components';

import { companyValues, type Person } from './company-form';
import { surfaceBox } from '../shell/surface';

const Data = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  ${surfaceBox}
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One titled part of the company page ("La tua azienda", "Modifica i dati" …). */
export const CompanySection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 560px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

/** The saved company of a business customer, a dash for each empty field. */
export function CompanySummary({ person }: { person: Person }) {
  const values = companyValues(person);
  const rows: Array<[string, string]> = [
    ['Ragione sociale', values.company],
    ['Partita IVA', values.vatCode],
    ['Codice fiscale', values.vatFiscalCode],
    ['Codice SDI', values.vatSdiCode],
    ['PEC', values.emailCertified],
  ];
  return (
    <Data aria-label="Dati aziendali salvati">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </Data>
  );
}
