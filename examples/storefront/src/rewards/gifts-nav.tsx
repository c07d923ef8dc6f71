import { NavLink } from 'react-router-dom';
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
  /* The page shown: marked for every reader (aria-current), not only by colour. */
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
  }
`;

/** The links between the vouchers, the rewards catalogue and the requested rewards. */
export function GiftsNav() {
  return (
    <SubNav aria-label="Buoni e premi">
      <ul>
        <li>
          <NavLink to="/profile/gifts" end>
            Buoni
          </NavLink>
        </li>
        <li>
          <NavLink to="/profile/rewards-cart">Catalogo premi</NavLink>
        </li>
        <li>
          <NavLink to="/profile/requested-rewards">Premi richiesti</NavLink>
        </li>
      </ul>
    </SubNav>
  );
}
