/**
 * User list app: `GET /apps/user/users`, `POST /apps/user/users`, `GET /apps/user/users/:id`.
 */
import type { Router } from 'express';
import type { MockState } from './state';
import { say } from '../messages';
import { bodyObject, collection, failOnErrors, intParam, nextId, notFound, own, route } from './plumbing';
import { paginate, readListOptions, sortRows } from './list';
import { parseQuery, readChoice, readText } from './query';
import { COLLECTIONS, USER_PLANS, USER_ROLES, USER_STATUSES, type DemoUser } from './types';
import { AVATAR_PATTERN, EMAIL_PATTERN, choice, present, text, type FieldErrors } from './body-fields';

const SORTABLE = ['id', 'fullName', 'username', 'email', 'role', 'currentPlan', 'status', 'country', 'company', 'contact'] as const;

const users = (state: MockState): DemoUser[] => collection<DemoUser>(state, COLLECTIONS.users);

/** Counted over every user: paying = a plan other than basic; unconfirmed = pending. */
export function userTotals(all: readonly DemoUser[]): { total: number; paying: number; active: number; unconfirmed: number } {
  return {
    total: all.length,
    paying: all.filter((u) => u.currentPlan !== 'basic').length,
    active: all.filter((u) => u.status === 'active').length,
    unconfirmed: all.filter((u) => u.status === 'pending').length,
  };
}

/** Validates a new user; `plan` and `currentPlan` are both accepted. */
function readNewUser(body: Record<string, unknown>, existing: readonly DemoUser[]): Omit<DemoUser, 'id'> {
  const errors: FieldErrors = {};
  const fullName = text(body, 'fullName', errors, { required: true, max: 100 });
  const username = text(body, 'username', errors, {
    required: true,
    max: 40,
    pattern: /^[A-Za-z0-9._-]+$/,
    patternMessage: say('field.username'),
  });
  const email = text(body, 'email', errors, { required: true, max: 120, pattern: EMAIL_PATTERN, patternMessage: say('field.email', { field: 'email' }) });
  const role = choice(body, 'role', USER_ROLES, errors, true);
  const planField = own(body, 'currentPlan') === undefined && own(body, 'plan') !== undefined ? 'plan' : 'currentPlan';
  const currentPlan = choice(body, planField, USER_PLANS, errors, true);
  const company = text(body, 'company', errors, { max: 100 }) ?? '';
  const country = text(body, 'country', errors, { max: 60 }) ?? '';
  const contact = text(body, 'contact', errors, { max: 40 }) ?? '';
  const avatar = text(body, 'avatar', errors, { max: 20000, pattern: AVATAR_PATTERN, patternMessage: say('field.avatar') }) ?? '';
  if (email && !errors.email && existing.some((u) => u.email.toLowerCase() === email.toLowerCase())) errors.email = say('field.email_in_use');
  if (username && !errors.username && existing.some((u) => u.username.toLowerCase() === username.toLowerCase())) errors.username = say('field.username_in_use');
  failOnErrors(errors);
  return {
    fullName: present(fullName, 'fullName'),
    company,
    role: present(role, 'role'),
    username: present(username, 'username'),
    country,
    contact,
    email: present(email, 'email'),
    currentPlan: present(currentPlan, planField),
    status: 'active',
    avatar,
  };
}

export function mountUsers(router: Router, state: MockState): void {
  router.get(
    '/apps/user/users',
    route((req, res) => {
      const query = parseQuery(req.originalUrl);
      const q = (readText(query.q, 'q') ?? '').trim().toLowerCase();
      const role = readChoice(query.role, 'role', USER_ROLES);
      const plan = readChoice(query.plan, 'plan', USER_PLANS);
      const status = readChoice(query.status, 'status', USER_STATUSES);
      const options = readListOptions(query.options, SORTABLE);
      const all = users(state);
      const matching = all
        .filter(
          (u) =>
            (q === '' || [u.username, u.email, u.fullName].some((field) => field.toLowerCase().includes(q))) &&
            (role === undefined || u.role === role) &&
            (plan === undefined || u.currentPlan === plan) &&
            (status === undefined || u.status === status),
        )
        .reverse(); // newest first unless a sort is asked for
      const sorted = sortRows(matching, options.sort, (u, key) => u[key]);
      res.json({ filteredData: paginate(sorted, options.page, options.itemsPerPage), total: matching.length, userTotal: userTotals(all) });
    }),
  );

  router.post(
    '/apps/user/users',
    route((req, res) => {
      const all = users(state);
      const user: DemoUser = { id: nextId(all), ...readNewUser(bodyObject(req, 'user'), all) };
      all.push(user);
      state.commit();
      res.status(201).json(user);
    }),
  );

  router.get(
    '/apps/user/users/:id',
    route((req, res) => {
      const id = intParam(req, 'id');
      const user = id === undefined ? undefined : users(state).find((u) => u.id === id);
      if (!user) throw notFound(say('user.not_found'));
      res.json(user);
    }),
  );
}
