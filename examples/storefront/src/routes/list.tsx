import { useParams } from 'react-router-dom';

import { ListDetail } from '../account/list-detail';

/** `/profile/lists/:listId`: a list's products; quantity, removal and "add everything". */
export function ListPage() {
  const { listId } = useParams();
  // Another list is another page: nothing held for one list carries over to the next.
  return <ListDetail key={listId} id={Number(listId) || undefined} />;
}
