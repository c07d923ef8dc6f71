/**
 * The baseline of the size check (scripts/smoke.mjs): a page of this app that imports nothing of
 * the kit. `/size/badge` is the same page with one `Badge`; the difference of their first-load
 * JavaScript is what one component of the kit costs a Next.js page.
 */
export default function PlainPage() {
  return (
    <main style={{ padding: 16 }}>
      <p>Nuovo</p>
    </main>
  );
}
