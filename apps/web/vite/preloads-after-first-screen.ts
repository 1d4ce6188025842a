import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Each lazy import of the build carries the list of chunks to preload with it (Vite's
 * __vite__mapDeps), and those lists named the first screen's own chunks too: ~10 KB of the first
 * screen's compressed code for files that are always loaded already, since the entry and all it
 * imports statically run before any lazy import can. This plugin leaves them out of the lists.
 */
export function preloadsAfterFirstScreen(): Plugin {
  let firstScreen = new Set<string>();
  return {
    name: 'atrium:preloads-after-first-screen',
    apply: 'build',
    // before Vite writes the lists, in its own generateBundle
    enforce: 'pre',
    config: () => ({
      build: {
        modulePreload: {
          // the page itself (html) keeps its preloads: they let the browser fetch the entry's
          // imports at once instead of after the entry has arrived and been parsed
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'html' ? deps : deps.filter((d) => !firstScreen.has(d)),
        },
      },
    }),
    generateBundle(_options, bundle) {
      firstScreen = entryClosure(bundle);
    },
  };
}

/** The file names of the entry chunk and every chunk it imports statically, at any depth. */
export function entryClosure(bundle: OutputBundle): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
  return seen;
}
