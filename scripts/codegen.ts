// npm run codegen: regenerates bff/generated.ts (resolver types and typed client documents).
import Fastify from 'fastify';
import { codegenMercurius } from 'mercurius-codegen';
import { bff } from '../bff/plugin.js';

const app = Fastify();
await app.register(bff({ backendUrl: 'http://127.0.0.1:0/api' }));
await app.ready();
await codegenMercurius(app, {
  targetPath: './bff/generated.ts',
  operationsGlob: './src/graphql/*.graphql',
  disable: false,
  silent: true,
  codegenConfig: {
    // Resolvers receive REST shapes (SPEC §3) and map them to the GraphQL types.
    mappers: {
      Product: './rest-types.js#RestProduct',
      ProductVariety: './rest-types.js#RestVariety',
      Review: './rest-types.js#RestReview',
      Category: './rest-types.js#RestCategory',
      ProductPage: './rest-types.js#RestProductPage',
      User: './rest-types.js#RestUser',
    },
  },
});
await app.close();
console.log('Wrote bff/generated.ts');
