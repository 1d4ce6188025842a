import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type SerializerCompiler = typeof zodSerializerCompiler;
type Serialize = (data: unknown) => string;

/**
 * Answers are written by fast-json-stringify from the contract's response schema (as JSON Schema):
 * only the properties the contract names leave the server, as with zod, at about a third of the
 * cost (zod's encode of a 20-row listing page took 74 µs of a request's ~900 µs of CPU).
 *
 * Outside production every answer is also encoded by zod and the two must be the same JSON (key
 * order aside): the API tests prove the fast path writes exactly what the contract allows, and
 * an answer that breaks its contract still fails there. A schema JSON Schema cannot express
 * keeps zod's serializer.
 */
export function responseSerializerCompiler(crossCheck: boolean): SerializerCompiler {
  return (route) => {
    const viaZod = zodSerializerCompiler(route) as Serialize;
    let viaFast: Serialize | null | undefined;
    return (data: unknown) => {
      // compiled on the first answer: most routes are never called in a process's life
      if (viaFast === undefined) viaFast = compileFast(route.schema);
      if (!viaFast) return viaZod(data);
      if (!crossCheck) return viaFast(data);
      const expected = viaZod(data);
      const written = viaFast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: the fast serializer wrote ${written.slice(0, 400)} where zod wrote ${expected.slice(0, 400)}`,
        );
      return written;
    };
  };
}

function compileFast(schema: unknown): Serialize | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(forSerializing(json) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return null;
  }
}

/**
 * The JSON Schema as fast-json-stringify serializes it best:
 * - fast-json-stringify writes only the listed properties of an object either way; a closed
 *   object (`additionalProperties: false`) would also make a union branch refuse an answer that
 *   carries more than the contract, where zod drops the rest;
 * - a nullable value (zod's `anyOf: [X, {type: 'null'}]`) becomes X with `null` among its types:
 *   fast-json-stringify tells an anyOf's branches apart by validating the value against each
 *   with Ajv (formats included) for every nullable field of every row, and a list of types by
 *   `typeof`.
 */
function forSerializing(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializing);
  if (!node || typeof node !== 'object') return node;
  const nullable = nullableAsTypeList(node as Record<string, unknown>);
  return Object.fromEntries(
    Object.entries(nullable)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, forSerializing(value)]),
  );
}

function nullableAsTypeList(node: Record<string, unknown>): Record<string, unknown> {
  const { anyOf, ...rest } = node;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return node;
  const nullIndex = anyOf.findIndex((b) => isDeepStrictEqual(b, { type: 'null' }));
  const other = anyOf[1 - nullIndex] as Record<string, unknown> | undefined;
  if (nullIndex < 0 || typeof other?.type !== 'string' || other.type === 'null') return node;
  if (Object.keys(other).some((key) => key in rest || COMBINERS.has(key))) return node;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

const COMBINERS = new Set(['anyOf', 'oneOf', 'allOf', '$ref', 'if', 'not']);
