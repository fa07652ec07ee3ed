import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, useAuthState, useCanAccess, useGetIdentity, usePermissions } from 'react-admin';
import { createAuthProvider, type AppAuthProvider } from '../providers/authProvider';
import type { HttpClient } from '../providers/http';
import { createQueryClient } from '../providers/queryClient';
import { answerSettledAuthQueries, settledAuthAnswer } from './settledAuthQueries';
import { registry } from '../schema/registry';

const STORE_PRIVILEGES = ['RESOURCE_ADMIN', 'RESOURCE_ADMIN_COMPANY_STORE_STORE'];

function signIn() {
  localStorage.setItem('accessToken', 't');
  localStorage.setItem('userData', JSON.stringify({ id: '1', role: 'admin', avatar: '', nn: 'Nick', un: 'user' }));
}

function authProvider(privileges: string[]) {
  const request = vi.fn(async () => ({ data: privileges.map((code) => ({ code })) }));
  const auth = createAuthProvider({
    http: { request } as unknown as HttpClient,
    registry,
    postJson: async () => ({ status: 500, body: null }),
    currentPath: () => '/apps/store/store',
    log: () => undefined,
  });
  const canAccess = vi.spyOn(auth, 'canAccess');
  return { auth, canAccess };
}

/** What a page reads from the auth provider, as each of its renders saw it. */
const renders: string[] = [];
function Page() {
  const { authenticated } = useAuthState();
  const { permissions } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  const list = useCanAccess({ resource: 'apps/store/store', action: 'list' });
  const del = useCanAccess({ resource: 'apps/store/store', action: 'delete' });
  const other = useCanAccess({ resource: 'apps/assets/battery', action: 'list' });
  const seen = `auth=${authenticated} permissions=${permissions?.length} identity=${identity?.fullName} list=${list.canAccess} delete=${del.canAccess} battery=${other.canAccess}`;
  renders.push(seen);
  return <p>{seen}</p>;
}

function renderPage(auth: AppAuthProvider) {
  const queryClient = createQueryClient();
  answerSettledAuthQueries(queryClient, auth.settledAnswers);
  render(
    <CoreAdminContext authProvider={auth} queryClient={queryClient}>
      <Page />
    </CoreAdminContext>,
  );
}

const SETTLED = 'auth=true permissions=2 identity=Nick list=true delete=true battery=false';

beforeEach(() => {
  localStorage.clear();
  renders.length = 0;
});

describe('auth queries answered at creation', () => {
  it('with the privileges loaded, the first render already has every answer, and the provider is not asked', async () => {
    signIn();
    const { auth, canAccess } = authProvider(STORE_PRIVILEGES);
    await auth.privileges();
    renderPage(auth);
    expect(await screen.findByText(SETTLED)).toBeInTheDocument();
    expect(renders[0]).toBe(SETTLED);
    expect(new Set(renders)).toEqual(new Set([SETTLED]));
    expect(canAccess).not.toHaveBeenCalled();
  });

  it('(control) with the privileges still loading, the page renders first without them and the provider answers', async () => {
    signIn();
    const { auth, canAccess } = authProvider(STORE_PRIVILEGES);
    renderPage(auth);
    expect(await screen.findByText(SETTLED)).toBeInTheDocument();
    expect(renders[0]).not.toBe(SETTLED);
    expect(canAccess).toHaveBeenCalled();
  });

  it('leaves a refusal to the provider: without the back-office privilege nothing is answered in advance', async () => {
    signIn();
    const { auth } = authProvider(['RESOURCE_ADMIN_COMPANY_STORE_STORE']);
    await auth.privileges();
    expect(auth.settledAnswers()).toBeUndefined();
  });

  it('answers nothing once signed out', async () => {
    signIn();
    const { auth } = authProvider(STORE_PRIVILEGES);
    await auth.privileges();
    expect(auth.settledAnswers()).toBeDefined();
    await auth.logout({});
    expect(auth.settledAnswers()).toBeUndefined();
  });

  it('maps react-admin’s auth query keys to the answers, and leaves the others alone', async () => {
    signIn();
    const { auth } = authProvider(STORE_PRIVILEGES);
    await auth.privileges();
    const answers = auth.settledAnswers()!;
    expect(settledAuthAnswer(['auth', 'checkAuth', {}], answers)).toEqual({ data: true });
    expect(settledAuthAnswer(['auth', 'canAccess', { resource: 'apps/store/store', action: 'edit', recordId: 3 }], answers)).toEqual({ data: true });
    expect(settledAuthAnswer(['auth', 'canAccess', ['apps/store/store', 'apps/assets/battery'], 'list', undefined], answers)).toEqual({
      data: { 'apps/store/store': true, 'apps/assets/battery': false },
    });
    expect(settledAuthAnswer(['auth', 'handleCallback'], answers)).toBeUndefined();
    expect(settledAuthAnswer(['apps/store/store', 'getList', {}], answers)).toBeUndefined();
  });
});
