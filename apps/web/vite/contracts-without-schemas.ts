import { parseSync, type Plugin } from 'vite';

/**
 * The web build of the domain's contracts keeps what the web reads at run time (method, path,
 * `allow`, `multipart`, whether the answer is a file) and leaves their schemas out, so zod is
 * loaded only with the pages that validate a form, not with the first screen.
 *
 * Two edits, in the build only (the dev server and the tests run the source as written), to the
 * domain's modules that import zod or declare endpoints:
 * - in each endpoint (an object literal whose method is an HTTP verb and whose path starts with
 *   /api/, or a value of `defineEndpoints({...})`), what the web does not read (the schemas, and
 *   the summary, tags and refusals of the OpenAPI document) becomes `undefined`, except a
 *   response that is FileDownload; contract.ts's FileDownload becomes a plain marker object
 *   (api-client compares the response with it);
 * - each top-level declaration's initializer is wrapped in a pure-annotated function call, so the
 *   bundler drops a schema nobody uses. zod's constructors are not annotated themselves, and a
 *   domain module does nothing at load but declare (packages/domain is pure, no I/O).
 */
export function contractsWithoutSchemas(): Plugin {
  return {
    name: 'atrium:contracts-without-schemas',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /packages\/domain\/src\/.*\.ts$/ },
      handler(code, id) {
        if (id.endsWith('.test.ts') || !/from 'zod'|defineEndpoints\(/.test(code)) return null;
        return { code: rewrite(id, code), map: null };
      },
    },
  };
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Edit = { start: number; end: number; text: string };

/** What the web reads of a contract; the rest (schemas, summary, tags, refusals) is the API's. */
const KEPT = new Set(['method', 'path', 'allow', 'multipart', 'versioned', 'status', 'bodyLimit']);

export function rewrite(id: string, code: string): string {
  const { program, errors } = parseSync(id, code);
  if (errors.length) throw new Error(`${id}: ${errors[0]!.message}`);
  const edits: Edit[] = [];
  for (const statement of program.body as unknown as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init) continue;
      const name = (declarator.id as Node).name;
      if (id.endsWith('/contract.ts') && name === 'FileDownload') {
        edits.push({ start: init.start, end: init.end, text: "Object.freeze({ answers: 'a file' })" });
        continue;
      }
      stripContracts(init, edits);
      if (hasCall(init)) {
        edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' });
        edits.push({ start: init.end, end: init.end, text: '))()' });
      }
    }
  }
  return apply(code, edits);
}

/**
 * Empties what the web does not read in every endpoint literal: an object with a method and a
 * path, or a value of `defineEndpoints({...})` (which may spread a helper's endpoint).
 */
function stripContracts(node: Node, edits: Edit[]) {
  const endpoints = new Set<Node>();
  visit(node, (n) => {
    if (n.type === 'CallExpression' && (n.callee as Node).name === 'defineEndpoints') {
      const defs = (n.arguments as Node[])[0];
      for (const p of defs?.type === 'ObjectExpression' ? (defs.properties as Node[]) : [])
        if ((p.value as Node | undefined)?.type === 'ObjectExpression') endpoints.add(p.value as Node);
    }
    if (n.type === 'ObjectExpression' && isEndpointLiteral(n)) endpoints.add(n);
  });
  for (const endpoint of endpoints)
    for (const prop of endpoint.properties as Node[]) {
      const key = prop.type === 'Property' ? ((prop.key as Node).name as string | undefined) : undefined;
      const value = prop.value as Node;
      if (!key || KEPT.has(key)) continue;
      if (key === 'response' && value.type === 'Identifier' && value.name === 'FileDownload') continue;
      if (prop.shorthand) edits.push({ start: prop.start, end: prop.end, text: `${key}: undefined` });
      else edits.push({ start: value.start, end: value.end, text: 'undefined' });
    }
}

/** `{ method: 'GET', path: '/api/…', … }`: a schema with fields named method and path is not one. */
function isEndpointLiteral(object: Node): boolean {
  const value = (key: string) =>
    (object.properties as Node[]).find((p) => (p.key as Node | undefined)?.name === key)?.value as
      Node | undefined;
  const method = value('method');
  const path = value('path');
  const text = (n: Node | undefined) =>
    n?.type === 'Literal'
      ? String(n.value)
      : n?.type === 'TemplateLiteral'
        ? String(((n.quasis as Node[])[0]!.value as { raw: string }).raw)
        : '';
  return /^(GET|POST|PUT|PATCH|DELETE)$/.test(text(method)) && text(path).startsWith('/api/');
}

function hasCall(node: Node): boolean {
  let found = false;
  visit(node, (n) => {
    if (n.type === 'CallExpression' || n.type === 'NewExpression') found = true;
  });
  return found;
}

function visit(node: Node, fn: (n: Node) => void) {
  fn(node);
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children)
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string')
        visit(child as Node, fn);
  }
}

/** Applies the edits (insertions at one point keep their order); an edit inside a replaced range is moot. */
function apply(code: string, edits: Edit[]): string {
  const replaced = edits.filter((e) => e.end > e.start);
  const sorted = edits
    .filter(
      (e) =>
        !replaced.some(
          (r) => r !== e && r.start < e.end && e.start < r.end && r.start <= e.start && e.end <= r.end,
        ),
    )
    .map((e, i) => ({ ...e, i }))
    .sort((a, b) => b.start - a.start || b.end - a.end || b.i - a.i);
  let out = code;
  for (const e of sorted) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
