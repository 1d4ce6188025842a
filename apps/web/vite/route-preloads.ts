import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { entryClosure } from './preloads-after-first-screen';

const PAGES_MODULE = path.resolve(import.meta.dirname, '../src/app/pages.tsx');

/**
 * The page opened by its address loads its code as soon as the page starts, not after the
 * application's code has arrived and run (issue 22). The build writes a small classic script,
 * loaded by index.html, that matches the address against the routes of app/pages.tsx and adds a
 * `modulepreload` for the chunks of that route's screen and of its opening calls, minus the first
 * screen's own (index.html preloads those): the browser fetches and compiles them while it waits
 * for the application's code, so the screen is ready when the application first renders.
 */
export function routePreloads(): Plugin {
  return {
    name: 'atrium:route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const routes = routeModules(fs.readFileSync(PAGES_MODULE, 'utf8'), path.dirname(PAGES_MODULE));
      const source = preloadScript(routeFiles(routes, bundle));
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/route-preloads-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('route-preloads: the build wrote no index.html');
      html.source = String(html.source).replace(
        '</head>',
        `  <script src="/${fileName}"></script>\n  </head>`,
      );
    },
  };
}

/**
 * The route paths of pages.tsx and the modules each one imports on demand (its screen in LOADERS,
 * its opening calls' module in OPENING_CALLS): `'/eng/agents': () => import('../features/…')`.
 */
export function routeModules(source: string, dir: string): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  for (const [, route, spec] of source.matchAll(/'(\/[^']*)':\s*\([^)]*\)\s*=>\s*import\('([^']+)'\)/g)) {
    routes.set(route!, [...(routes.get(route!) ?? []), path.resolve(dir, spec!)]);
  }
  return routes;
}

/** Each route's chunk files (its modules' chunks and their static imports), without the first screen's. */
export function routeFiles(routes: Map<string, string[]>, bundle: OutputBundle): Map<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const firstScreen = entryClosure(bundle);
  const chunkOf = (module: string) =>
    chunks.find((c) => c.moduleIds.some((id) => id.replace(/\.[cm]?[jt]sx?$/, '') === module));
  const result = new Map<string, string[]>();
  for (const [route, modules] of routes) {
    const files = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle[file];
      if (files.has(file) || firstScreen.has(file) || chunk?.type !== 'chunk') return;
      files.add(file);
      chunk.imports.forEach(visit);
    };
    for (const module of modules) {
      const chunk = chunkOf(module);
      if (!chunk) throw new Error(`route-preloads: no chunk holds ${module} (route ${route})`);
      visit(chunk.fileName);
    }
    if (files.size) result.set(route, [...files]);
  }
  return result;
}

/** A route path as React Router matches it (any case, an optional trailing slash). */
export function routePattern(route: string): string {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((s) => {
      if (s === '*') return '(?:/.*)?';
      if (s.startsWith(':')) return s.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escape(s)}`;
    });
  return `^${segments.join('')}/?$`;
}

/** The classic script: static routes before those with parameters, as React Router ranks them. */
export function preloadScript(files: Map<string, string[]>): string {
  const names = [...new Set([...files.values()].flat())].map((f) => f.replace(/^assets\//, ''));
  const dynamic = (route: string) => (route.match(/\/:/g) ?? []).length;
  const table = [...files]
    .sort(([a], [b]) => dynamic(a) - dynamic(b))
    .map(([route, list]) => [
      routePattern(route),
      list.map((f) => names.indexOf(f.replace(/^assets\//, ''))),
    ]);
  return `// written by apps/web/vite/route-preloads.ts
(function () {
  var files = ${JSON.stringify(names)};
  var routes = ${JSON.stringify(table)};
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i][0], 'i').test(location.pathname)) continue;
    routes[i][1].forEach(function (n) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/assets/' + files[n];
      document.head.appendChild(link);
    });
    return;
  }
})();
`;
}
