export function Component() {
  return <p>Altro</p>;
}
