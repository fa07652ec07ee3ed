/** Routes of this group of template demo apps; screens are lazy chunks. */
import type { ReactElement } from 'react';

/** Routes inside the content layout. */
export const layoutRoutes: ReactElement[] = [];
/** Routes on the blank layout (public template pages). */
export const blankRoutes: ReactElement[] = [];
