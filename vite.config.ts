import path from 'node:path';
import { defineConfig } from 'vite';
import type { GetModuleInfo } from 'rollup';
import react from '@vitejs/plugin-react';

const CLIENT = path.resolve(import.meta.dirname, 'src/client');
const SHELL = ['components/app-providers.tsx', 'components/app-shell.tsx'].map((file) => path.join(CLIENT, file));
const APP_CHUNK = 'app';

/** An import or re-export statement of a module's syntax tree, as far as the chunking reads it. */
interface ImportNode {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: { type: string; imported?: { name?: string; value?: string }; local?: { name?: string; value?: string }; exported?: { name?: string; value?: string } }[];
}

const nameOf = (node: { name?: string; value?: string } | undefined) => node?.name ?? node?.value;

/**
 * The modules a module really uses: through a library's index that only re-exports (the UI kit's
 * `@mantine/core`), to the modules of the names imported, as Rollup's tree-shaking does. Following
 * every import of such an index would make each page "use" the whole UI kit.
 */
function usedImports(getModuleInfo: GetModuleInfo) {
  const cache = new Map<string, string[]>();
  const body = (id: string) => ((getModuleInfo(id)?.ast as { body?: ImportNode[] } | null)?.body ?? []) as ImportNode[];
  const hasSource = (node: ImportNode) => /^(ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration)$/.test(node.type) && typeof node.source?.value === 'string';
  /** Each import source of the module, resolved (Rollup lists importedIds in the order sources first appear). */
  const resolved = (id: string): Map<string, string> | undefined => {
    const sources = [...new Set(body(id).filter(hasSource).map((node) => node.source?.value as string))];
    const ids = getModuleInfo(id)?.importedIds ?? [];
    return sources.length === ids.length ? new Map(sources.map((source, i) => [source, ids[i] as string])) : undefined;
  };
  const isIndex = (id: string) => {
    const nodes = body(id);
    return nodes.length > 0 && nodes.every((node) => (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration' || (node.type === 'ImportDeclaration' && !node.specifiers?.length)) && hasSource(node));
  };
  /** The module an index's export `name` comes from (undefined when it cannot be told). */
  const origin = (index: string, name: string, depth = 0): string | undefined => {
    const sources = resolved(index);
    if (!sources || depth > 5) return undefined;
    for (const node of body(index)) {
      const from = sources.get(node.source?.value as string);
      if (!from || node.type !== 'ExportNamedDeclaration') continue;
      const specifier = node.specifiers?.find((s) => nameOf(s.exported) === name);
      if (specifier) return isIndex(from) ? origin(from, nameOf(specifier.local) ?? name, depth + 1) : from;
    }
    for (const node of body(index)) {
      const from = sources.get(node.source?.value as string);
      if (!from || node.type !== 'ExportAllDeclaration') continue;
      if (isIndex(from)) {
        const found = origin(from, name, depth + 1);
        if (found) return found;
      } else if (getModuleInfo(from)?.exports?.includes(name)) return from;
    }
    return undefined;
  };
  return (id: string): string[] => {
    let used = cache.get(id);
    if (used) return used;
    const info = getModuleInfo(id);
    const sources = resolved(id);
    if (!info || !sources) {
      used = [...(info?.importedIds ?? [])];
    } else {
      const found = new Set<string>();
      for (const node of body(id).filter(hasSource)) {
        const from = sources.get(node.source?.value as string) as string;
        const names = node.type === 'ImportDeclaration' && node.specifiers?.length && node.specifiers.every((s) => s.type === 'ImportSpecifier') ? node.specifiers.map((s) => nameOf(s.imported)) : undefined;
        const origins = names && isIndex(from) ? names.map((name) => name && origin(from, name)) : undefined;
        if (origins?.every(Boolean)) origins.forEach((o) => found.add(o as string));
        else found.add(from);
      }
      used = [...found];
    }
    cache.set(id, used);
    return used;
  };
}

/**
 * Fewer, larger chunks for the signed-in app (decision 0026). Left alone, Rollup makes one chunk per
 * set of pages sharing a module: 40-odd files for the editor. Instead:
 *  - `index`: the entry (router, session), as before;
 *  - `app`: the shell (providers, header, session and API code) and every module two or more app pages
 *    use (most of the UI kit, the data cache, the site template, the image field);
 *  - one chunk per app page with the rest of what it uses (the editor's colour and theme pickers…);
 *  - one chunk per part loaded on demand (drag and drop, the chart, Stripe, the upload code);
 *  - the modules of the public pages (landing, login: no UI kit) that the app also uses, grouped by the
 *    public pages that use them, so those pages never load `app`.
 * Every module a chunk needs is claimed here: Rollup would otherwise move a manual chunk's unclaimed
 * dependencies into it (through the UI kit's index, all of the UI kit into `app`).
 */
function chunkGroups(getModuleInfo: GetModuleInfo, moduleIds: Iterable<string>): Map<string, string> {
  const uses = usedImports(getModuleInfo);
  const closure = (roots: Iterable<string>) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const used of uses(id)) visit(used);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const stem = (id: string) => path.basename(id).replace(/\.[^.]*$/, '');
  const entry = closure([path.join(CLIENT, 'main.tsx')]);
  // The lazy routes: the modules the route table imports for a default export (its prefetches import others).
  const pages = (getModuleInfo(path.join(CLIENT, 'routes.ts'))?.dynamicallyImportedIds ?? []).filter((id) => getModuleInfo(id)?.exports?.includes('default'));
  const usesUiKit = (page: string) => [...closure([page])].some((id) => id.includes('/node_modules/@mantine/core/'));
  const shellRoots = pages.filter((page) => SHELL.includes(page));
  const appPages = pages.filter((page) => !shellRoots.includes(page) && usesUiKit(page));
  const publicPages = pages.filter((page) => !shellRoots.includes(page) && !usesUiKit(page));
  const publicReach = closure(publicPages);
  const shell = closure(shellRoots);
  // Parts a page loads on demand: every other dynamically imported module.
  const onDemand = new Set<string>();
  for (const id of moduleIds) for (const imported of getModuleInfo(id)?.dynamicallyImportedIds ?? []) if (!pages.includes(imported)) onDemand.add(imported);

  const reachedBy = new Map<string, string[]>();
  for (const root of [...appPages, ...onDemand]) for (const id of closure([root])) reachedBy.set(id, [...(reachedBy.get(id) ?? []), root]);

  const groups = new Map<string, string>();
  for (const id of entry) groups.set(id, 'index');
  for (const [id, roots] of reachedBy) {
    if (groups.has(id) || publicReach.has(id)) continue;
    const byPages = roots.filter((root) => appPages.includes(root));
    if (shell.has(id) || byPages.length >= 2) groups.set(id, APP_CHUNK);
    else if (byPages.length === 1) groups.set(id, stem(byPages[0] as string));
    else groups.set(id, stem(roots[0] as string));
  }
  for (const id of shell) if (!groups.has(id) && !publicReach.has(id)) groups.set(id, APP_CHUNK);
  // The public modules the chunks above use, grouped by the public pages that reach them.
  const publicGroups = new Map<string, string>();
  const publicClosures = publicPages.map((page) => closure([page]));
  for (const id of closure([...groups.keys()].filter((id) => !entry.has(id)))) {
    if (groups.has(id) || !publicReach.has(id)) continue;
    const key = publicPages.filter((_, i) => publicClosures[i]?.has(id)).join('|');
    if (!publicGroups.has(key)) publicGroups.set(key, stem(id));
    groups.set(id, publicGroups.get(key) as string);
  }
  return groups;
}

/** The groups of each build (a watching build analyses its module graph again). */
const groupsOfBuild = new WeakMap<GetModuleInfo, Map<string, string>>();

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      output: {
        manualChunks(id, { getModuleInfo, getModuleIds }) {
          let groups = groupsOfBuild.get(getModuleInfo);
          if (!groups) {
            groups = chunkGroups(getModuleInfo, getModuleIds());
            groupsOfBuild.set(getModuleInfo, groups);
          }
          return groups.get(id);
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
