import type { CodeSplittingGroup } from 'rolldown';

/**
 * How the build groups the libraries' code into files. Left to the bundler, every set of pages
 * sharing a few MUI modules got its own chunk: the first screen came in 58 files and the listings
 * page in 60 more, and a browser fetches six at a time from one server, so the last of them
 * arrived hundreds of milliseconds after the first (issue 22). zod stays where the bundler puts
 * it (with the pages that validate), and the app's own modules too.
 */
const library = (id: string) => /node_modules[\\/]/.test(id) && !/node_modules[\\/]zod[\\/]/.test(id);

export const chunkGroups: CodeSplittingGroup[] = [
  // the libraries the first screen runs (React, MUI's core, the router, TanStack Query): one file
  { name: 'first-screen-libraries', tags: ['$initial'], test: library, priority: 1 },
  // the other libraries, by the pages that use them; a set smaller than 30 KB joins its
  // nearest neighbour, so a page may load a few modules it does not run
  { name: 'libraries', test: library, entriesAware: true, entriesAwareMergeThreshold: 30_000 },
];
