/** 50 demo users, ids 1..50 (specification §3, §9). */
import { Gen } from '../../../resources/demo-gen';
import { USER_PLANS, USER_ROLES, USER_STATUSES, type DemoUser } from '../types';
import { avatarDataUri } from './avatar';
import { COMPANIES, COUNTRIES } from './names';
import { people } from './people';

export const SEED_USER_COUNT = 50;

export function seedUsers(): DemoUser[] {
  const g = new Gen('demo-users');
  return people(g, SEED_USER_COUNT).map((person, i) => ({
    id: i + 1,
    fullName: person.fullName,
    company: g.pick(COMPANIES),
    role: g.pick(USER_ROLES),
    username: person.username,
    country: g.pick(COUNTRIES),
    contact: g.pattern('(###) ###-####'),
    email: person.email,
    currentPlan: g.pick(USER_PLANS),
    status: g.pick(USER_STATUSES),
    avatar: g.bool(0.5) ? avatarDataUri(person.fullName, i) : '',
  }));
}
