import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Answers are serialized from their zod schemas by fast-json-stringify, the serializer Fastify is
 * built around: each route's answer schema becomes JSON Schema once, at start, and a compiled
 * function writes exactly the declared properties (anything undeclared is left out). It is faster
 * than validating with zod and then calling JSON.stringify, which the zod type provider's own
 * serializer does on every answer.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
    reused: 'inline',
  }) as Record<string, unknown>;
  return fastJson(json) as unknown as (data: unknown) => string;
};
