import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Serializer = (data: unknown) => string;

export interface ResponseSerializerOptions {
  /**
   * Check every answer against its zod contract and against `JSON.stringify` of what the contract reads (tests and the
   * end-to-end server): a field the compiled serialiser would drop or coerce fails the request instead.
   */
  check?: boolean;
}

/** A response the contract refuses, or that the compiled serialiser writes differently from the contract. */
export class ResponseContractError extends Error {
  constructor(route: string, detail: string, options?: ErrorOptions) {
    super(`${route}: the answer does not keep to its response schema: ${detail}`, options);
    this.name = 'ResponseContractError';
  }
}

/**
 * Fastify's serializer compiler for the zod contracts: each response schema becomes JSON Schema once and then a
 * fast-json-stringify function, built on the route's first answer of that status (so an app starts without compiling
 * hundreds of writers it may never use) and shared by every route that answers with the same schema. Production
 * answers are not validated, as the handler's value is typed by the same contract; `check` validates them in tests.
 */
export function createResponseSerializerCompiler(options: ResponseSerializerOptions = {}): FastifySerializerCompiler<z.ZodType> {
  const compiled = new WeakMap<z.ZodType, Serializer>();
  const serializerFor = (schema: z.ZodType): Serializer => {
    let serialize = compiled.get(schema);
    if (!serialize) {
      serialize = fastJson(toSerializerSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
      compiled.set(schema, serialize);
    }
    return serialize;
  };
  return ({ schema, method, url, httpStatus }) => {
    const contract = resolveSchema(schema);
    if (options.check) {
      // Built at once, so a schema fast-json-stringify cannot write fails the app's start in every test.
      const write = serializerFor(contract);
      const route = `${method} ${url} ${httpStatus ?? ''}`.trim();
      return (data: unknown) => checkedWrite(route, contract, write, data);
    }
    let serialize: Serializer | undefined;
    return (data: unknown) => (serialize ??= serializerFor(contract))(data);
  };
}

function checkedWrite(route: string, contract: z.ZodType, write: Serializer, data: unknown): string {
  const encoded = z.safeEncode(contract, data);
  if (!encoded.success) throw new ResponseContractError(route, z.prettifyError(encoded.error), { cause: encoded.error });
  const expected = JSON.stringify(encoded.data);
  const written = write(data);
  // The same values, whatever the order of keys (the compiled writer puts required properties first).
  if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
    throw new ResponseContractError(route, `the compiled serialiser wrote ${written} where the contract reads ${expected}`);
  }
  return written;
}

/** As fastify-type-provider-zod takes a response schema: the zod schema itself or `{ properties: zodSchema }`. */
function resolveSchema(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * The contract's output as JSON Schema, in the form fast-json-stringify writes fastest and as zod reads it: `X | null`
 * as X with `nullable`, rather than an `anyOf` it would pick a branch of with a validator on every call, and objects
 * that leave out the fields they do not name rather than refuse them.
 */
export function toSerializerSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
    reused: 'inline',
    override: (ctx) => {
      const def = (ctx.zodSchema as unknown as z.ZodType)._zod.def;
      if (def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
      if (def.type === 'undefined') Object.assign(ctx.jsonSchema, { type: 'null' });
    },
  }) as JsonSchema;
  delete json.$schema;
  return simplify(json);
}

const isNullSchema = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && (schema as JsonSchema).type === 'null' && Object.keys(schema).length === 1;

function simplify(value: unknown): JsonSchema {
  if (Array.isArray(value)) return value.map(simplify) as unknown as JsonSchema;
  if (typeof value !== 'object' || value === null) return value as JsonSchema;
  const result: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    // fast-json-stringify writes only the properties a schema names anyway; `false` would make a union's branch
    // refuse a value with more fields than its answer (a row with its userId), where zod strips them.
    if (key === 'additionalProperties' && child === false) continue;
    result[key] = key === 'enum' || key === 'const' || key === 'default' ? child : simplify(child);
  }
  const anyOf = result.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNullSchema)) {
    const other = anyOf.find((branch) => !isNullSchema(branch)) as JsonSchema;
    if (
      other &&
      other.anyOf === undefined &&
      other.oneOf === undefined &&
      other.$ref === undefined &&
      other.nullable === undefined &&
      other.const === undefined
    ) {
      delete result.anyOf;
      // The validator that picks a union's branch reads `nullable` with `enum` as it is: null must be one of the values.
      Object.assign(result, other, { nullable: true }, Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {});
    }
  }
  return result;
}
