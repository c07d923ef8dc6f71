// Short, de-duplicated problem lines: the first line of each message and the component it
// names (the first frame of React's component stack), with a count when it repeats.
export function summarize(messages) {
  const counts = new Map();
  for (const message of messages) {
    const lines = String(message).split('\n');
    const frame = lines.find((line) => /^\s+at /.test(line))?.trim();
    // React 19's hydration messages end with a diff: keep its +/- lines.
    const diff = lines.filter((line) => /^\s*[+-] /.test(line)).slice(0, 4);
    const key = [
      `${lines[0].slice(0, 160)}${frame ? ` (${frame.replace(/ \(.*\)$/, '')})` : ''}`,
      ...diff.map((line) => `  ${line.trim().slice(0, 200)}`),
    ].join('\n          ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => (count > 1 ? `${key} ×${count}` : key));
}
