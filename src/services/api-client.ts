import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ClientError, GraphQLClient, type RequestOptions } from 'graphql-request';

export interface ApiClient {
  request<TResult, TVariables extends object>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    signal?: AbortSignal,
  ): Promise<TResult>;
}

interface ApiClientOptions {
  url: string;
  /** The session token, sent in the authorization header without a Bearer prefix (SPEC §7). */
  token: () => string | null;
  /** Called when the BFF says the token is no longer good (a 401 from the backend). */
  onUnauthenticated: () => void;
}

/** The SPA's one network client: GraphQL to the BFF, errors turned into plain messages for the machines. */
export function createApiClient({ url, token, onUnauthenticated }: ApiClientOptions): ApiClient {
  const client = new GraphQLClient(url);
  async function request<TResult, TVariables extends object>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    signal?: AbortSignal,
  ): Promise<TResult> {
    const current = token();
    const options = { document, variables, requestHeaders: current ? { authorization: current } : {}, ...(signal ? { signal } : {}) };
    try {
      // graphql-request's option type is conditional on the variables; the typed document already fixes them.
      return await client.request<TResult, TVariables>(options as unknown as RequestOptions<TVariables, TResult>);
    } catch (error) {
      if (!(error instanceof ClientError)) throw error;
      const first = error.response.errors?.[0];
      if (first?.extensions?.code === 'UNAUTHENTICATED') onUnauthenticated();
      throw new Error(first?.message ?? `The server answered ${error.response.status}`);
    }
  }
  return { request };
}
