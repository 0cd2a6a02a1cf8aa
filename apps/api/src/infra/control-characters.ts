import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { ERROR_CODES } from '@tabarru/contract/errors';

import { badRequest } from './http-errors';

/**
 * Text the API takes never holds control characters (C0 other than tab, line feed and carriage
 * return, DEL, C1) or unpaired surrogates: nobody types them, PostgreSQL cannot store a NUL, and
 * a lone surrogate would be stored as another character than the one sent. They are refused,
 * never stripped, so what is stored is what was sent (docs/decisions.md).
 */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x20) {
      if (unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) return true;
    } else if (unit >= 0x7f && unit <= 0x9f) {
      return true;
    } else if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return true;
    }
  }
  return false;
}

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first text in `input` holding control characters (a value, or the object
 * with such a key), or undefined when there is none. Walked without recursion and without copying
 * paths: a JSON body may nest tens of thousands of levels within its size limit.
 */
export function controlCharacterPath(input: unknown): (string | number)[] | undefined {
  const pending: Visit[] = [{ value: input }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) return pathOf(visit);
    } else if (typeof value === 'object' && value !== null) {
      const entries: [string | number, unknown][] = Array.isArray(value)
        ? value.map((item, index) => [index, item])
        : Object.entries(value);
      // A bad key is named by the object holding it, so the reply never echoes the characters.
      if (entries.some(([key]) => typeof key === 'string' && hasControlCharacters(key))) {
        return pathOf(visit);
      }
      // Pushed last to first, so the first field of the input is the one named.
      for (const [key, item] of entries.reverse())
        pending.push({ value: item, key, parent: visit });
    }
  }
  return undefined;
}

/** The 400 of a text with control characters, naming its field. */
export function controlCharactersRefusal(path: readonly (string | number)[]) {
  const field = path.map(String).join('.') || undefined;
  return badRequest(
    ERROR_CODES.controlCharacters,
    `${field ?? 'The request'} may not contain control characters.`,
    field,
  );
}

/** Throws the 400 of the first text in `input` that holds control characters. */
export function refuseControlCharacters(input: unknown): void {
  const path = controlCharacterPath(input);
  if (path) throw controlCharactersRefusal(path);
}

/**
 * One hook for every route, so none can forget it: the path parameters, the query string and a
 * JSON body are checked before any schema reads them. Multipart fields are read by the handler,
 * so the multipart reader checks them (infra/multipart-form.ts).
 */
export const controlCharacterGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      refuseControlCharacters(request.params);
      refuseControlCharacters(request.query);
      refuseControlCharacters(request.body);
    });
  },
  { name: 'control-character-guard' },
);
