import type { Manifest } from 'vite';

/**
 * Reading the build's manifest (dist/.vite/manifest.json) as a browser loads the app: what the
 * web benchmark sizes and the web-build test checks.
 */

/** The key of the app's entry. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('The manifest names no entry');
  return key;
}

/** A chunk and everything it imports statically: the chunks a browser fetches to run it. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The files of a page's classic scripts (`<script src>`, not modules): the first screen runs them too. */
export function classicScripts(html: string): string[] {
  return [...html.matchAll(/<script src="\/([^"]+)"><\/script>/g)].map((m) => m[1]!);
}
