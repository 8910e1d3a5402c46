// No import cycles among the runtime modules of a package (issue 23), kept by scripts/test.sh. A cycle makes a
// module's evaluation order depend on which one is imported first (a `const` read before it is set, a class
// undefined at `extends`), and shows two modules that are really one or that share a piece neither owns.
//
// The graph holds the runtime imports between the modules of each package's src/: static and dynamic imports and
// re-exports that resolve to a file of the same package (relative paths, and `@/` for the package's src/). What
// the compiler erases does not count: `import type`, `export type`, and imports or re-exports whose every name is
// marked `type`. Tests (`*.test.ts`, `*.test.tsx`) are left out: nothing imports them.
//
// Usage: node scripts/check-import-cycles.mjs [package directory ...]   (default: every packages/*)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(?:ts|tsx|mts|js|mjs|jsx)$/;
const TEST = /\.test\.(?:ts|tsx|mts|js|mjs|jsx)$/;
// The files a bundler tries for an extensionless specifier, in its order.
const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '/index.ts', '/index.tsx', '/index.js'];

const isTypeOnlyList = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);

/** Specifiers of the imports in `text` that stay at run time (see the header), in source order. */
export function runtimeSpecifiers(text, fileName = 'module.ts') {
  const kind = /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const erased =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            isTypeOnlyList(clause.namedBindings.elements)));
      if (!erased && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const erased =
        node.isTypeOnly ||
        (node.exportClause !== undefined &&
          ts.isNamedExports(node.exportClause) &&
          isTypeOnlyList(node.exportClause.elements));
      if (!erased && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        found.push(node.moduleSpecifier.text);
      }
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sourceFilesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFilesUnder(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/**
 * The runtime import graph of one package: every module of its src/ (absolute path) to the modules of the same
 * package it imports. Specifiers of other packages, assets and JSON are not edges.
 */
export function importGraph(packageDir) {
  const srcDir = join(packageDir, 'src');
  const files = existsSync(srcDir) ? sourceFilesUnder(srcDir) : [];
  const known = new Set(files);
  const resolveSpecifier = (from, specifier) => {
    let base;
    if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
    else if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
    else return undefined;
    // `./x.js` names `./x.ts` in TypeScript's ESM style.
    const stems = /\.(?:js|jsx|mjs)$/.test(base) ? [base, base.replace(/\.[mj]sx?$/, '')] : [base];
    for (const stem of stems) {
      for (const suffix of CANDIDATES) {
        const path = stem + suffix;
        if (known.has(path)) return path;
      }
    }
    return undefined;
  };
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of runtimeSpecifiers(readFileSync(file, 'utf8'), file)) {
      const target = resolveSpecifier(file, specifier);
      if (target !== undefined) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Groups of modules that reach each other (Tarjan's strongly connected components) of more than one module or
 * of one that imports itself. */
function tangles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return found;
}

/** The shortest chain of imports from `start` back to `start` inside `group`, e.g. [a, b, a]. */
function shortestCycle(graph, group, start) {
  const inGroup = new Set(group);
  const previous = new Map();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    for (const next of graph.get(node) ?? []) {
      if (!inGroup.has(next)) continue;
      if (next === start) {
        const chain = [start];
        for (let at = node; at !== start; at = previous.get(at)) chain.splice(1, 0, at);
        return [...chain, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * The import cycles of a graph, each a chain of modules that ends where it starts: for every module caught in one,
 * the shortest cycle through it, listed once and written from its module first in name order.
 */
export function findCycles(graph) {
  const cycles = [];
  const seen = new Set();
  for (const group of tangles(graph)) {
    for (const start of group) {
      // The same loop found from another of its modules is the same cycle: write each from its first name.
      const loop = shortestCycle(graph, group, start).slice(0, -1);
      const first = loop.indexOf([...loop].sort()[0]);
      const cycle = [...loop.slice(first), ...loop.slice(0, first)];
      const key = cycle.join('\0');
      if (seen.has(key)) continue;
      seen.add(key);
      cycles.push([...cycle, cycle[0]]);
    }
  }
  return cycles;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const packagesDir = join(ROOT, 'packages');
  const packageDirs =
    process.argv.length > 2
      ? process.argv.slice(2).map((dir) => resolve(dir))
      : readdirSync(packagesDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(packagesDir, entry.name))
          .sort();
  let total = 0;
  for (const packageDir of packageDirs) {
    const graph = importGraph(packageDir);
    const cycles = findCycles(graph);
    const name = relative(ROOT, packageDir) || packageDir;
    if (cycles.length === 0) {
      console.log(`${name}: ${graph.size} modules, no import cycle`);
      continue;
    }
    total += cycles.length;
    console.log(
      `${name}: ${graph.size} modules, ${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}`,
    );
    for (const cycle of cycles) {
      console.log(`  ${cycle.map((file) => relative(join(packageDir, 'src'), file)).join(' -> ')}`);
    }
  }
  if (total > 0) {
    console.error(
      `\n${total} import cycle${total === 1 ? '' : 's'}: move what both sides need into a module of its own, or import a type with \`import type\`.`,
    );
    process.exitCode = 1;
  }
}
