import type { FastifyReply } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Replies are written by fast-json-stringify from the JSON Schema of the route's zod reply
 * schema: only the properties the contract names are written (so a presenter cannot leak a
 * column by accident), several times faster than validating every reply with zod first.
 * The presenters are typed by the same schemas, so the shape is checked where it is built.
 */
export const replySerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  serializerOf(schema);

/** The writer of what `schema` describes, as replies are written (replySerializerCompiler). */
export function serializerOf<T>(schema: z.ZodType<T>): (value: T) => string {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  });
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
}

const serializedReplies = new WeakMap<object, Buffer>();

function bytesOf(serialized: string | ArrayBuffer | Buffer): Buffer {
  if (typeof serialized === 'string') return Buffer.from(serialized);
  return Buffer.from(serialized instanceof ArrayBuffer ? new Uint8Array(serialized) : serialized);
}

/**
 * Gives a reply the JSON it is sent as, written by its maker from parts written before (the feed's
 * cards, feed/card-json.ts): sendSerializedOnce sends these bytes rather than writing it again.
 * The JSON must be what the route's serializer would write of it.
 */
export function keepSerialized<T extends object>(payload: T, json: string): T {
  serializedReplies.set(payload, Buffer.from(json));
  return payload;
}

/**
 * Sends a reply that is kept and sent again and again (a feed page every viewer shares,
 * feed-cache.ts), written by its route's serializer once: later requests send the same bytes,
 * with neither serializing nor encoding to UTF-8 again. The bytes are kept while the reply
 * itself is, so a page dropped from the cache takes them with it.
 */
export function sendSerializedOnce(reply: FastifyReply, payload: object): FastifyReply {
  let body = serializedReplies.get(payload);
  if (!body) {
    body = bytesOf(reply.serialize(payload));
    serializedReplies.set(payload, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
