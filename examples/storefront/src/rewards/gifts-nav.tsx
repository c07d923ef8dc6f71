import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const SubNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[3]}px;
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space[4]}px;
    padding: 0;
  }
`;

/** The links between the vouchers, the rewards catalogue and the requested rewards. */
export function GiftsNav() {
  return (
    <SubNav aria-label="Buoni e premi">
      <ul>
        <li>
          <Link to="/profile/gifts">Buoni</Link>
        </li>
        <li>
          <Link to="/profile/rewards-cart">Catalogo premi</Link>
        </li>
        <li>
          <Link to="/profile/requested-rewards">Premi richiesti</Link>
        </li>
      </ul>
    </SubNav>
  );
}
