import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Stringify = (data: unknown) => string;

const viaZod = createSerializerCompiler({});

/**
 * `anyOf: [X, { type: 'null' }]` (zod's nullable) → X with `nullable: true`, recursively:
 * fast-json-stringify writes `nullable` with one check, where `anyOf` runs a validator per value.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, simplify(v)])) as JsonSchema;
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && other.type !== 'null') {
      const { anyOf: _, ...rest } = node;
      return { ...rest, ...other, nullable: true };
    }
  }
  return node;
}

/** fast-json-stringify for a zod response schema, or undefined when its JSON Schema cannot be written or compiled. */
export function compileFast(schema: z.core.$ZodType): Stringify | undefined {
  try {
    const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'throw' });
    return fastJson(simplify(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

/**
 * The response serializer. fastify-type-provider-zod's encodes every response with zod (validating
 * and copying it) and then calls JSON.stringify: a large share of the server's CPU on a list page.
 * Here each route's response schema is compiled once to fast-json-stringify, which writes the
 * declared fields only (zod's strip), the undeclared ones of `.loose()` objects, and nothing else.
 *
 * With `check` (every environment but production) both run and their JSON must be equal, or the
 * request fails: the unit, API and e2e tests then prove the fast writer against zod on every
 * response they see, and a response that breaks its schema still fails there. A schema that has no
 * JSON Schema form (a Date, a custom type) keeps zod's serializer.
 */
export function responseSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = route.schema;
    const fast = schema instanceof z.core.$ZodType ? compileFast(schema) : undefined;
    if (fast && !check) return fast;
    const zod = viaZod(route as Parameters<typeof viaZod>[0]) as Stringify;
    if (!fast) return zod;
    return (data) => {
      const expected = zod(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `fast-json-stringify and zod disagree on ${route.method} ${route.url}: ${written.slice(0, 300)} ≠ ${expected.slice(0, 300)}`,
        );
      }
      return expected;
    };
  };
}
