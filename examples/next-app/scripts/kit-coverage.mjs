// Which of the kit's exported components the app's kit pages (app/kit/**/page.tsx, Server
// Components) render. The exported components come from the built packages, the rendered ones
// from the JSX of the pages' source, parsed with TypeScript (a name in a comment or a string does
// not count). A compound namespace counts only when every one of its parts is written.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import ts from 'typescript';

// The consumer check's reading of a module's components (single ones and compound namespaces).
import { componentExports } from '../../../scripts/consumer-fixture/harness/components.mjs';

/** The packages whose components the kit pages must render, each with its module object. */
export const KIT_MODULES = ['@carrello/ui', '@carrello/ui/headless'];

/** The kit pages of the app: every `page.tsx` under app/kit, with the route it serves. */
function kitPages(appDir) {
  const root = join(appDir, 'app/kit');
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'page.tsx') {
        const route = `/${relative(join(appDir, 'app'), dir).split('\\').join('/')}`;
        pages.push({ file: path, route });
      }
    }
  };
  walk(root);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

const parse = (file) =>
  ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );

/** Whether a module starts with the `'use client'` directive. */
function isClientModule(source) {
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    if (statement.expression.text === 'use client') return true;
  }
  return false;
}

/** The file a relative import of `from` names, if it is one of the app's TypeScript files. */
function resolveRelative(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((path) => existsSync(path) && /\.tsx?$/.test(path));
}

/**
 * What one page renders of the kit: `rendered` holds `module#Name` for every component written
 * as a JSX tag, and `module#Name.Part` for the parts of a namespace. `problems` lists what makes
 * the page no Server Component of the kit's (a `'use client'` page, or a client file of the app
 * imported in between).
 */
function renderedByPage(file) {
  const source = parse(file);
  const problems = [];
  if (isClientModule(source)) problems.push(`${file} starts with 'use client'`);
  const named = new Map(); // local name → [module, exported name]
  const namespaces = new Map(); // local name → module
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const specifier = statement.moduleSpecifier.text;
    if (specifier.startsWith('.')) {
      const target = resolveRelative(file, specifier);
      if (target && isClientModule(parse(target)))
        problems.push(`${file} imports ${specifier}, a 'use client' file of the app`);
      continue;
    }
    if (!KIT_MODULES.includes(specifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, specifier);
    else if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        named.set(element.name.text, [specifier, (element.propertyName ?? element.name).text]);
      }
    }
  }
  const rendered = new Set();
  const visit = (node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const path = node.tagName.getText(source).split('.');
      let target;
      if (named.has(path[0])) target = [...named.get(path[0]), ...path.slice(1)];
      else if (namespaces.has(path[0]) && path.length > 1)
        target = [namespaces.get(path[0]), ...path.slice(1)];
      if (target) {
        const [module, name, part] = target;
        rendered.add(`${module}#${name}`);
        if (part) rendered.add(`${module}#${name}.${part}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { rendered, problems };
}

/**
 * The coverage of the kit by the app's kit pages: every exported component (every part of a
 * namespace) must be written in one of them. `modules` maps each of KIT_MODULES to its module
 * object, imported from the built package.
 */
export function kitCoverage(appDir, modules) {
  const pages = kitPages(appDir).map((page) => ({ ...page, ...renderedByPage(page.file) }));
  const rendered = new Set(pages.flatMap((page) => [...page.rendered]));
  const problems = pages.flatMap((page) => page.problems);
  const components = [];
  for (const module of KIT_MODULES) {
    for (const { name, parts } of componentExports(modules[module])) {
      const missing = parts.length
        ? parts
            .filter((part) => !rendered.has(`${module}#${name}.${part}`))
            .map((p) => `${name}.${p}`)
        : rendered.has(`${module}#${name}`)
          ? []
          : [name];
      components.push({ module, name, covered: missing.length === 0 });
      for (const what of missing)
        problems.push(`${module}: ${what} is exported but no kit page renders it`);
    }
  }
  return { pages, components, problems };
}
