import { demoApi, withQuery } from '../shared/api';
import type { Email, EmailLabel, EmailUpdate, EmailView, EmailsResponse } from './types';

/** React Query keys: everything under `EMAIL_KEY` is refetched after a change. */
export const EMAIL_KEY = 'demo-email';

export function fetchEmails(params: { folder?: EmailView; label?: EmailLabel; q?: string }, signal?: AbortSignal): Promise<EmailsResponse> {
  return demoApi<EmailsResponse>(withQuery('/apps/email/emails', { folder: params.folder, label: params.label, q: params.q || undefined }), { signal });
}

/** Merges `dataToUpdate` into each of the emails. */
export function updateEmails(emailIds: number[], dataToUpdate: EmailUpdate): Promise<unknown> {
  return demoApi('/apps/email/update-emails', { method: 'POST', body: { emailIds, dataToUpdate } });
}

/** Toggles `label` on each of the emails. */
export function toggleEmailsLabel(emailIds: number[], label: EmailLabel): Promise<unknown> {
  return demoApi('/apps/email/update-emails-label', { method: 'POST', body: { emailIds, label } });
}

/** The email before or after `emailId` in the whole mailbox (404 at either end). */
export function paginateEmail(emailId: number, dir: 'previous' | 'next'): Promise<Email> {
  return demoApi<Email>(withQuery('/apps/email/paginate-email', { dir, emailId }));
}

/** `text` without the control characters and spaces browsers ignore inside a URL scheme ("java\tscript:"). */
export function withoutControls(text: string): string {
  return [...text]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
}

/** An attachment link target, only when it is an inline, web or same-origin address. */
export function safeDownloadUrl(url: string): string | undefined {
  const compact = withoutControls(url);
  return /^(?:data:|blob:|https?:\/\/|\/(?!\/))/i.test(compact) && !/^data:text\/html/i.test(compact) ? url : undefined;
}
