/**
 * react-admin asks its auth provider through react-query (`['auth', …]` queries: checkAuth,
 * getPermissions, getIdentity, canAccess), so every answer arrives asynchronously even when it is computed
 * in memory from the privilege list: a screen first renders without it (the route guard's
 * spinner, an empty menu, buttons held back), then re-renders once per answer. On a cold load
 * that was three extra passes over the shell and the list before the first row showed.
 *
 * When the answer is already settled (signed in, privileges loaded: `settledAnswers()`), this fills
 * the query with it the moment react-query creates it, before any component reads it, so the first
 * render already has it. Anything not settled (not signed in, privileges still loading, a refusal)
 * is left to the auth provider's asynchronous methods, unchanged.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { SettledAuthAnswers } from '../providers/authProvider';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The answer react-admin's query `key` would get from the auth provider, or undefined when it is not
 * an auth query this knows (its key shapes are those of ra-core's useAuthState, usePermissions,
 * useGetIdentity, useCanAccess and useCanAccessResources).
 */
export function settledAuthAnswer(key: QueryKey, answers: SettledAuthAnswers): { data: unknown } | undefined {
  if (key[0] !== 'auth') return undefined;
  const [, kind, params, action] = key;
  if (kind === 'checkAuth') return { data: true };
  if (kind === 'getPermissions') return { data: [...answers.privileges] };
  if (kind === 'getIdentity') return answers.identity ? { data: answers.identity } : undefined;
  if (kind !== 'canAccess') return undefined;
  // useCanAccess: ['auth', 'canAccess', { resource, action, recordId, … }]
  if (isRecord(params) && typeof params.resource === 'string' && typeof params.action === 'string')
    return { data: answers.canAccess({ resource: params.resource, action: params.action }) };
  // useCanAccessResources: ['auth', 'canAccess', resources, action, record]
  if (Array.isArray(params) && typeof action === 'string')
    return { data: Object.fromEntries(params.map((resource) => [String(resource), answers.canAccess({ resource: String(resource), action })])) };
  return undefined;
}

/** Answers each new auth query at its creation when `settled()` knows the answer. Returns the unsubscribe. */
export function answerSettledAuthQueries(queryClient: QueryClient, settled: () => SettledAuthAnswers | undefined): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const query: Query = event.query;
    if (query.state.data !== undefined || query.queryKey[0] !== 'auth') return;
    const answers = settled();
    const answer = answers && settledAuthAnswer(query.queryKey, answers);
    if (answer) queryClient.setQueryData(query.queryKey, answer.data);
  });
}

/** Makes react-admin ask its auth provider again (the privilege list changed: a role, a published declaration). */
export function forgetAuthAnswers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['auth'] });
}
