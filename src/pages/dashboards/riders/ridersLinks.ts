/**
 * The lists behind the riders' figures (server/api/reports-riders.ts counts them with the
 * same rules): new riders by `createdAt`, the active and churned riders by their ids, the cards
 * by state and `endAt`, the complaints by type or state and `createdAt`, the real-name queue by
 * state, oldest first.
 */
import type { RidersReport } from '../../../../server/api/reports-riders';
import { dayRange, listLink, recordLink, type ListLink } from '../links';

export type { RidersReport };

/** Every resource the CRM page links to (for the access check). */
export const RIDERS_RESOURCES = ['consumers', 'consumer-cards', 'complaints', 'real-name-verifications'];

type Range = Pick<RidersReport, 'from' | 'to' | 'utcOffset'>;

export const newRidersLink = (d: Range, day?: string) =>
  listLink('consumers', { createdAt: day ? dayRange(day, day, d.utcOffset) : dayRange(d.from, d.to, d.utcOffset) });

/** The riders of a group, by id (none when the group is too large for one filter). */
export const ridersLink = (ids: readonly string[] | null): ListLink | undefined => (ids && ids.length ? listLink('consumers', { id: ids }) : undefined);

export const expiringCardsLink = (d: RidersReport) =>
  listLink('consumer-cards', { status: d.expiringCards.states, endAt: { gte: d.expiringCards.from, lte: d.expiringCards.to } });

export const complaintsLink = (d: Range, by: { type?: string; status?: string } = {}) =>
  listLink('complaints', {
    ...(by.type ? { type: [by.type] } : {}),
    ...(by.status ? { status: [by.status] } : {}),
    createdAt: dayRange(d.from, d.to, d.utcOffset),
  });

/** The checks waiting, the one waiting longest first. */
export const realNameQueueLink = () => listLink('real-name-verifications', { status: ['pending'] }, { field: 'createdAt', order: 'ASC' });

export const realNameLink = (id: string) => recordLink('real-name-verifications', id);
