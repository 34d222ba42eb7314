// Which built files the service worker precaches: the public app's chunks and assets, never the back office's.
// vite.config.ts calls it with the build's chunk graph (.vite/manifest.json) and Workbox's list of files.

/** The fields of a Vite manifest entry this reads. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ChunkGraph = Record<string, ManifestChunk>;

/** Source modules whose chunks belong to the back office or its editor: the walk does not enter them. */
const ADMIN_SOURCE = /^src\/web\/(?:pages\/admin\/|features\/admin-|components\/admin\/)/;

/**
 * The files of every chunk a public visitor can load: from the entry, through static and dynamic imports, without
 * entering an admin page or admin feature. A chunk shared by admin and public pages is public; a chunk reached only
 * through admin modules (the admin pages, the editor they load) is left out.
 */
export function publicFiles(graph: ChunkGraph): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = graph[key];
    if (!chunk || seen.has(key) || ADMIN_SOURCE.test(chunk.src ?? '')) return;
    seen.add(key);
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(graph)) if (chunk.isEntry) visit(key);
  return files;
}

/**
 * Workbox's list, filtered: a file the build's chunk graph knows stays only when public; other files (icons, the
 * offline page, the manifest) stay as they are. index.html never does: the server renders it for each page.
 */
export function precacheEntries<T extends { url: string }>(entries: readonly T[], graph: ChunkGraph): T[] {
  const all = new Set<string>();
  for (const chunk of Object.values(graph)) {
    all.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) all.add(f);
  }
  const allowed = publicFiles(graph);
  return entries.filter((e) => {
    const file = e.url.replace(/^\//, '');
    if (file === 'index.html') return false;
    return !all.has(file) || allowed.has(file);
  });
}
