import { createHash } from 'node:crypto';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The workspace's own sources (the storefront and the kit, consumed from source). */
const OWN_SOURCE =
  /[\\/](?:examples[\\/]storefront|packages[\\/][^\\/]+)[\\/]src[\\/][^?]*\.[jt]sx?(?:\?|$)/;

/** `styled.div`, `styled(Link)`: the start of a styled component (not `theme.styled`). */
const STYLED = /(?<![.\w$])styled(?:\.([A-Za-z][\w$]*)|\()/g;

/** What follows a styled component's target: its template or its `attrs`. */
const TEMPLATE_FOLLOWS = /^\s*(?:`|\.attrs\s*\()/;

/** The index just past the parenthesis that closes the one before `start` (strings skipped). */
function closingParen(code: string, start: number): number {
  let depth = 1;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (char === '"' || char === "'" || char === '`') {
      const end = code.indexOf(char, index + 1);
      if (end < 0) return -1;
      index = end;
    } else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/**
 * Gives every styled component of the workspace's sources a `componentId` made of its file and
 * its place in the file, as babel-plugin-styled-components does. styled-components otherwise
 * numbers components in the order they are created, which differs between the server bundle
 * (every route module, in the order pages are first rendered) and the browser's chunks: the
 * server's class names would not be the browser's, a hydration mismatch on every element.
 */
export function styledComponentIds(): Plugin {
  return {
    name: 'carrello:styled-component-ids',
    enforce: 'post',
    transform(code, id) {
      if (!OWN_SOURCE.test(id) || id.includes('node_modules') || !code.includes('styled')) {
        return null;
      }
      const file = relative(repositoryRoot, id.split('?')[0]!).replace(/\\/g, '/');
      const prefix = `sc-${createHash('sha1').update(file).digest('hex').slice(0, 8)}`;
      let output = '';
      let last = 0;
      let count = 0;
      for (const match of code.matchAll(STYLED)) {
        const end = match[1]
          ? match.index + match[0].length
          : closingParen(code, match.index + match[0].length);
        if (end < 0 || !TEMPLATE_FOLLOWS.test(code.slice(end, end + 40))) continue;
        output += `${code.slice(last, end)}.withConfig({ componentId: "${prefix}-${count}" })`;
        count += 1;
        last = end;
      }
      if (count === 0) return null;
      return { code: output + code.slice(last), map: null };
    },
  };
}
