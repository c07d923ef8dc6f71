import { styled } from 'styled-components';

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.onPrimarySoft};
`;

/** A live region announcing what the shopper's last action did, empty until then. */
export function StatusLine({ status }: { status: string | undefined }) {
  return <div role="status">{status ? <Status>{status}</Status> : null}</div>;
}
