import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

/**
 * Rewrites `anyOf: [X, {type: 'null'}]` (how zod writes `.nullable()`) as `type: [X, 'null']`,
 * the form fast-json-stringify writes directly; an `anyOf` would be tried branch by branch,
 * with a schema check per value.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = simplify(v);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const isNull = (s: unknown) => (s as JsonSchema).type === 'null' && Object.keys(s as JsonSchema).length === 1;
    const other = (isNull(anyOf[0]) ? anyOf[1] : isNull(anyOf[1]) ? anyOf[0] : null) as JsonSchema | null;
    if (other && typeof other.type === 'string' && !other.anyOf && !other.oneOf && !other.allOf) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON schema fast-json-stringify is compiled from: the zod schema's output side. */
export function serializerJsonSchema(schema: ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as JsonSchema;
  delete json.$schema;
  return simplify(json) as JsonSchema;
}

const compiled = new WeakMap<ZodType, Serialize>();

/**
 * A serializer compiled once from the zod schema (`z.toJSONSchema` → fast-json-stringify).
 * For data that satisfies the schema it writes exactly what the zod serializer writes (the same
 * properties in the same order, unknown ones left out); it does not check the data again, so a
 * wrong enum value or a missing optional rule is not caught here (`compiled-serializer.test.ts`
 * keeps both writers equal on real answers). A missing required property still fails the
 * response (500), as with zod.
 * @throws when the schema has no JSON-schema form (dates, transforms): use zod's serializer then.
 */
export function compileSerializer(schema: ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJson(serializerJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

const zodSchemaOf = (schema: unknown): ZodType | null => {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  return wrapped instanceof z.ZodType ? wrapped : null;
};

/**
 * Fastify serializer compiler for routes whose answers are on a hot path (checkout): the
 * response schemas stay zod (the OpenAPI document and the type provider read them), but the
 * answer is written by a compiled fast-json-stringify function instead of a zod parse followed
 * by JSON.stringify. A schema that cannot be expressed in JSON schema keeps zod's serializer.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<ZodType | { properties: ZodType }> = (route) => {
  const schema = zodSchemaOf(route.schema);
  if (schema) {
    try {
      return compileSerializer(schema);
    } catch {
      // Not representable as JSON schema: fall through to zod.
    }
  }
  return zodSerializerCompiler(route);
};
