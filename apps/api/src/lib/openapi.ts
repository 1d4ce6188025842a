import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Content = Record<string, { schema?: { format?: string } }>;
type Doc = {
  paths?: Record<string, Record<string, { responses?: Record<string, { content?: Content }> }>>;
  components?: { schemas?: Record<string, unknown> };
};

/** A file answer (FileDownload) is bytes of its own media type, not JSON. */
function filesAsBytes(doc: Doc) {
  for (const ops of Object.values(doc.paths ?? {}))
    for (const op of Object.values(ops))
      for (const answer of Object.values(op.responses ?? {})) {
        const json = answer.content?.['application/json'];
        if (json?.schema?.format === 'binary') answer.content = { 'application/octet-stream': json };
      }
}

/**
 * The document with file answers as bytes, and its shared schemas less those nothing refers to: every named response schema also
 * gets an input twin ('…Input') that no request uses, and an integrator's linter flags each.
 */
export const transformObjectWithoutUnused: typeof jsonSchemaTransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as Doc;
  filesAsBytes(doc);
  const schemas = doc.components?.schemas;
  if (!schemas) return doc as never;
  const refsIn = (value: unknown) =>
    new Set([...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
  const used = refsIn({ ...doc, components: { ...doc.components, schemas: {} } });
  // schemas referred to by the schemas in use are in use too
  for (let queue = [...used]; queue.length;) {
    for (const name of refsIn(schemas[queue.pop()!]))
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return doc as never;
};
