import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every .ts/.tsx file under a folder. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The feature folder (src/<folder>) a file belongs to, or null for a file outside them. */
const featureOf = (srcDir: string, file: string) => {
  const parts = path.relative(srcDir, file).split(path.sep);
  return parts.length > 1 ? parts[0]! : null;
};

/** Which src/ feature folders import which (static and dynamic imports, and re-exports), with one example each. */
export function folderGraph(srcDir: string): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of filesUnder(srcDir)) {
    const from = featureOf(srcDir, file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName);
      if (!target.startsWith(srcDir + path.sep)) continue;
      const to = featureOf(srcDir, target);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${path.relative(srcDir, file)} → ${fileName}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/**
 * Which files import which, type-only imports included, over the given folders (relative imports only: a package is
 * outside the circle). `generated` folders are left out; a `.js` specifier names its `.ts` or `.tsx` file.
 */
export function fileGraph(folders: string[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const folder of folders) {
    for (const file of filesUnder(folder)) {
      if (file.endsWith('.d.ts')) continue;
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const stem = path.resolve(path.dirname(file), fileName).replace(/\.js$/, '');
        const target = [`${stem}.ts`, `${stem}.tsx`].find((candidate) => existsSync(candidate));
        if (!target) continue;
        const edges = graph.get(file) ?? new Map<string, string>();
        edges.set(target, fileName);
        graph.set(file, edges);
      }
    }
  }
  return graph;
}

/** The folders that reach each other in a circle (Tarjan's strongly connected components of two or more). */
export function folderCycles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
