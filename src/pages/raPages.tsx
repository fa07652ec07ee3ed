/** react-admin's own pages for the rare states (no access to a screen, the session check failed): a lazy chunk of their own. */
export { AccessDenied, AuthenticationError } from 'react-admin';
