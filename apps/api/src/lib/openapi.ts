import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Doc = { components?: { schemas?: Record<string, unknown> } };

/**
 * The document's shared schemas, less those nothing refers to: every named response schema also
 * gets an input twin ('…Input') that no request uses, and an integrator's linter flags each.
 */
export const transformObjectWithoutUnused: typeof jsonSchemaTransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as Doc;
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
