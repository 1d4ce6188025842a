import type { z } from 'zod';
import { MSG } from '@atrium/domain';
import { badRequest } from '../lib/http-error';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The paths of the fields in `value` that `schema` does not declare (objects that allow any key,
 * such as records, excepted). A body's unknown field is refused rather than silently dropped, so
 * a client never takes a 204 for a field that was not stored.
 */
export function unknownFields(schema: z.ZodType, value: unknown, path = ''): string[] {
  const def = defOf(schema);
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  switch (def.type) {
    case 'object': {
      if (!isRecord(value)) return [];
      const shape = def.shape ?? {};
      const open = def.catchall && defOf(def.catchall).type !== 'never';
      return Object.keys(value).flatMap((key) => {
        if (Object.hasOwn(shape, key)) return unknownFields(shape[key], value[key], at(key));
        return open ? [] : [at(key)];
      });
    }
    case 'array':
      return Array.isArray(value) ? value.flatMap((v, i) => unknownFields(def.element!, v, at(i))) : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return value == null ? [] : unknownFields(def.innerType!, value, path);
    case 'pipe':
      return unknownFields(def.in!, value, path);
    case 'lazy':
      return unknownFields(def.getter!(), value, path);
    case 'intersection': {
      const left = new Set(unknownFields(def.left!, value, path));
      return unknownFields(def.right!, value, path).filter((f) => left.has(f));
    }
    case 'union': {
      // a field is unknown when no alternative declares it
      const per = (def.options ?? []).map((o) => new Set(unknownFields(o, value, path)));
      if (!per.length) return [];
      return [...per[0]].filter((f) => per.every((s) => s.has(f)));
    }
    default:
      return [];
  }
}

type ValidatorCompiler = typeof import('fastify-type-provider-zod').validatorCompiler;

/** The zod validator of the routes, refusing a body with fields the schema does not declare. */
export function refusingUnknownFields(compile: ValidatorCompiler): ValidatorCompiler {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart !== 'body') return validate;
    return (data: unknown) => {
      const unknown = unknownFields(route.schema as z.ZodType, data);
      if (!unknown.length) return validate(data);
      const message = MSG.unknownFields(unknown);
      return {
        error: badRequest(
          message,
          unknown.map((field) => ({ field, message: MSG.unknownField })),
        ),
      };
    };
  };
}
