import { styled } from 'styled-components';

const Report = styled.div`
  margin: ${({ theme }) => theme.space[3]}px 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  p,
  ul {
    margin: 0;
  }
`;

/** What "Aggiungi tutto al carrello" did: how many products went in, and those that could not. */
export interface AddAllReport {
  added: number;
  missing: string[];
}

/** The outcome of adding a whole list to the cart. */
export function AddAllReportNote({ report }: { report: AddAllReport }) {
  return (
    <Report>
      <p>
        {report.added === 1
          ? '1 prodotto aggiunto al carrello.'
          : `${report.added} prodotti aggiunti al carrello.`}
      </p>
      {report.missing.length > 0 ? (
        <>
          <p>Non è stato possibile aggiungere:</p>
          <ul>
            {report.missing.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Report>
  );
}
