/**
 * A record page's actions (its workflow's steps, its record actions, edit and delete), at the end of
 * its header. On a phone (below `sm`) they are a bar fixed to the bottom of the screen, so they stay
 * in reach of a thumb while the page scrolls: every target at least 44 px, 8 px apart, the steps that
 * undo or refuse at the bar's other end. In the tab order they follow the page's heading.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';

/** The least height and width of a target in the phone's bar (WCAG 2.5.5, Apple's and Google's 44–48 px). */
export const PHONE_TARGET_PX = 44;

/** The room the bar takes at the foot of a phone's page, kept free below the page's content (RecordPage). */
export const PHONE_BAR_ROOM_PX = 2 * PHONE_TARGET_PX + 24;

export function RecordActionBar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      role="toolbar"
      aria-label={translate('app.phone.record_actions')}
      className="RecordActionBar-root"
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        marginInlineStart: 'auto',
        // nothing to offer (a closed alarm the user may not edit): no empty strip at the foot of a phone's screen
        '&:empty': { display: 'none' },
        [theme.breakpoints.down('sm')]: {
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: theme.zIndex.appBar,
          margin: 0,
          px: 1.5,
          pt: 1,
          pb: 'max(8px, env(safe-area-inset-bottom))',
          bgcolor: 'background.paper',
          backgroundImage: 'none',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: `0 -2px 8px ${theme.palette.mode === 'dark' ? 'rgba(0,0,0,0.4)' : 'rgba(0,0,0,0.08)'}`,
          '& .MuiButtonBase-root': { minHeight: PHONE_TARGET_PX, minWidth: PHONE_TARGET_PX },
        },
      })}
    >
      {children}
    </Box>
  );
}
