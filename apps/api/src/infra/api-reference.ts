import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { IMAGE_MAX_BYTES } from '@tabarru/contract/constants';
import { errorReplySchema } from '@tabarru/contract/error-reply';

/** Where the API host serves its reference: the viewer here, the OpenAPI document at `/docs/json`. */
export const API_REFERENCE_PREFIX = '/docs';

/** A multipart form a handler reads itself, with its photos under `images`. */
export interface MultipartFormDoc {
  fields: z.ZodObject;
  images: { min: number; max: number };
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Read by the API reference only: Fastify validates no multipart body (the handler reads the
     * parts as they stream), so the form is described here instead of under `body`.
     */
    multipartForm?: MultipartFormDoc;
  }
}

const SESSION_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token of sign-in or registration; the account is read on every request.',
  },
  jwtTokenHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'jwt_token',
    description: 'The same token in the header the earlier client sends to create a post.',
  },
} as const;
const SIGNED_IN = Object.keys(SESSION_SCHEMES).map((scheme) => ({ [scheme]: [] }));

export type SignIn = 'none' | 'optional' | 'member' | 'admin';

const ERROR_REPLY = 'ErrorReply';
const { $schema: _dialect, ...errorReplyJsonSchema } = z.toJSONSchema(errorReplySchema, {
  target: 'draft-2020-12',
  io: 'output',
});

const errorReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_REPLY}` } } },
});

/** The refusals a route can give, from what it reads, who may call it and its rate limit. */
function errorReplies(signIn: SignIn, readsInput: boolean, rateLimited: boolean) {
  return {
    ...(readsInput && {
      400: errorReply('Invalid input: `message` says what is wrong, `field` names the input.'),
    }),
    ...((signIn === 'member' || signIn === 'admin') && {
      401: errorReply('No live session: the token is missing, expired or ended. Sign in again.'),
    }),
    ...(signIn === 'admin' && { 403: errorReply('The account is not an administrator.') }),
    ...(rateLimited && {
      429: errorReply('Too many requests: the Retry-After header says how many seconds to wait.'),
    }),
    '4XX': errorReply('Another refusal (404, 409, 413, 415…): `code` names it.'),
    '5XX': errorReply('A failure on our side (500) or a service that is unavailable (503).'),
  };
}

/** Routes that declare no reply schema serve files (the stored images). */
const FILE_REPLY = { 200: { description: 'The file.', content: { '*/*': { schema: z.file() } } } };

/**
 * Who may call a route, read from its hooks: administrators, members, anyone (read differently
 * when signed in), or anyone. The API reference and the fuzzing of every route both ask it.
 */
export function signInOf(app: FastifyInstance, route: RouteOptions): SignIn {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
  if (hooks.includes(app.authorizeAdmin)) return 'admin';
  if (hooks.includes(app.authenticate)) return 'member';
  if (hooks.includes(app.identify)) return 'optional';
  return 'none';
}

function multipartBody({ fields, images }: MultipartFormDoc) {
  return z.object({
    ...fields.shape,
    images: z
      .array(z.file().max(IMAGE_MAX_BYTES))
      .min(images.min)
      .max(images.max)
      .describe('JPEG, PNG, WebP or GIF photos, judged by their content, at most 5 MB each.'),
  });
}

/** OpenAPI 3.1 takes JSON Schema 2020-12, which zod writes, so the cast only bridges typings. */
const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Tabarru API',
    version: '0.0.0',
    description:
      'Every error answers `{message, code, field?}`. Sign in with `POST /authentication/login` and send the token as `Authorization: Bearer <token>`.',
  },
  components: {
    schemas: { [ERROR_REPLY]: errorReplyJsonSchema },
    securitySchemes: SESSION_SCHEMES,
  },
} as FastifyDynamicSwaggerOptions['openapi'];

/**
 * The zod type provider's transform, given what the route schemas leave out: who may call the
 * route (read from its auth hook), its error replies, and the multipart forms.
 */
function describeRoutes(app: FastifyInstance): FastifyDynamicSwaggerOptions['transform'] {
  return (document) => {
    const { schema, route } = document;
    if (!schema || schema.hide) return jsonSchemaTransform(document);
    const { multipartForm, ...routeSchema } = schema;
    const signIn = signInOf(app, route);
    const described = jsonSchemaTransform({
      ...document,
      schema: {
        ...routeSchema,
        ...(multipartForm && {
          body: multipartBody(multipartForm),
          consumes: ['multipart/form-data'],
        }),
        ...(signIn !== 'none' && {
          security: signIn === 'optional' ? [{}, ...SIGNED_IN] : SIGNED_IN,
        }),
        response: schema.response ?? FILE_REPLY,
      },
    });
    const readsInput = Boolean(multipartForm || schema.body || schema.querystring || schema.params);
    const rateLimited = route.config?.rateLimit !== false;
    return {
      ...described,
      schema: {
        ...described.schema,
        response: {
          ...errorReplies(signIn, readsInput, rateLimited),
          ...(described.schema.response as object),
        },
      },
    };
  };
}

/**
 * The API's own policy (helmet's) upgrades requests to https, which breaks the viewer's assets
 * on a plain-http address other than localhost; the viewer gets a policy as strict without it.
 */
const VIEWER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  // Swagger UI sets style attributes as it renders (blocked without 'unsafe-inline').
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The OpenAPI 3.1 document of every route, generated from the zod schemas the routes validate
 * with, and Swagger UI to read it, both at /docs. Register before the routes: the document
 * lists the routes registered after it.
 */
export const apiReference = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: OPENAPI_DOCUMENT,
      transform: describeRoutes(app),
    });
    await app.register(swaggerUi, {
      routePrefix: API_REFERENCE_PREFIX,
      staticCSP: VIEWER_CSP,
    });
  },
  { name: 'api-reference' },
);
