import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { failureText } from '../shared/ErrorState';
import { EMAIL_KEY, toggleEmailsLabel, updateEmails } from './api';
import type { EmailLabel, EmailUpdate } from './types';

export type FieldAction = 'read' | 'unread' | 'trash' | 'spam' | 'inbox' | 'star' | 'unstar';
export type EmailAction = FieldAction | { label: EmailLabel };

const UPDATES: Record<FieldAction, EmailUpdate> = {
  read: { isRead: true },
  unread: { isRead: false },
  trash: { folder: 'trash' },
  spam: { folder: 'spam' },
  inbox: { folder: 'inbox' },
  star: { isStarred: true },
  unstar: { isStarred: false },
};

/** Runs an action on some emails through the mock API, tells the outcome and refreshes the lists. */
export function useEmailActions() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (ids: number[], action: EmailAction, options: { silent?: boolean } = {}): Promise<boolean> => {
      if (ids.length === 0) return false;
      setBusy(true);
      try {
        if (typeof action === 'object') await toggleEmailsLabel(ids, action.label);
        else await updateEmails(ids, UPDATES[action]);
        if (!options.silent) {
          if (typeof action === 'object')
            notify('app.email.done.label', { type: 'info', messageArgs: { label: translate(`app.email.label.${action.label}`), count: ids.length } });
          else notify(`app.email.done.${action}`, { type: 'info', messageArgs: { count: ids.length } });
        }
        return true;
      } catch (error) {
        notify('app.email.action_failed', { type: 'error', messageArgs: { message: failureText(error, translate) } });
        return false;
      } finally {
        setBusy(false);
        await queryClient.invalidateQueries({ queryKey: [EMAIL_KEY] });
      }
    },
    [notify, queryClient, translate],
  );

  return { run, busy };
}
