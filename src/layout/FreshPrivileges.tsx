/**
 * Keeps an open session's privileges and run-time declarations fresh (CONTRACT §2.4): the privilege
 * list, which carries the declarations in force, is asked again as soon as the server says that
 * declarations changed (the live events' topic `schemas`: within two seconds of a publish), shortly
 * after a navigation (not more than once per ten seconds) and once a minute (a role's codes change
 * with no event; a stream that could not open). A change
 * of the declarations re-draws the menu and the screens (the app registry's subscribers); a change
 * of the caller's codes makes react-admin ask its access checks again. Nothing reloads, so what a
 * user is typing stays.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { AppAuthProvider } from '../providers/authProvider';
import { forgetAuthAnswers } from '../firstScreen/settledAuthQueries';
import { SCHEMAS_TOPIC } from '../../resources/declarations';
import { useSubscribe } from '../schema/live/useSubscribe';

const EVERY_MS = 60_000;
const AFTER_NAVIGATION_MS = 1_500;
const AT_MOST_EVERY_MS = 10_000;

/** Asks the privilege list (and the declarations in force) again now: what the data-model screen calls after a publish. Resolves when the app has them. */
export function useRefreshPrivileges(): () => Promise<void> {
  const authProvider = useAuthProvider() as AppAuthProvider | undefined;
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (!authProvider?.refreshPrivileges) return;
    if (await authProvider.refreshPrivileges()) await forgetAuthAnswers(queryClient);
  }, [authProvider, queryClient]);
}

export function FreshPrivileges() {
  const refresh = useRefreshPrivileges();
  const { pathname } = useLocation();
  /** When the list was last asked: the app's start asked it just before this mounts. */
  const lastAsked = useRef(0);
  const ask = useCallback(() => {
    lastAsked.current = Date.now();
    void refresh();
  }, [refresh]);

  // a publish, revert or delete of a declaration, on any process of the database
  useSubscribe(SCHEMAS_TOPIC, ask);

  useEffect(() => {
    lastAsked.current = Date.now();
    const timer = setInterval(ask, EVERY_MS);
    return () => clearInterval(timer);
  }, [ask]);

  useEffect(() => {
    if (Date.now() - lastAsked.current < AT_MOST_EVERY_MS) return;
    const timer = setTimeout(ask, AFTER_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [pathname, ask]);

  return null;
}
