import { Badge } from '@carrello/ui';

/** `/size/plain` with one `Badge` of the kit, rendered by this Server Component. */
export default function BadgePage() {
  return (
    <main style={{ padding: 16 }}>
      <p>
        <Badge>Nuovo</Badge>
      </p>
    </main>
  );
}
