import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Form-A Portal API',
        description:
          'Registration of new seekers (Jigyasu). Authenticate with the session cookie from ' +
          '/api/auth/login or with `Authorization: Bearer <token>`. Errors: `{ error: { code, message, fields? } }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'forma_session' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The document is always built (tests and tools read app.swagger()); only its pages are public,
  // and in production only when API_DOCS=true: a map of every route helps an attacker first.
  if (!app.config.apiDocs) return;
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
  });
});
