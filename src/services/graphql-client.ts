import { GraphQLClient } from 'graphql-request';

/** The one network client of the SPA: the BFF at /graphql, same origin. */
export const graphqlClient = new GraphQLClient(new URL('/graphql', window.location.origin).href);
