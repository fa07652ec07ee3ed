/** react-admin's own pages for the rare states (no access to a screen, the session check failed, a screen crashed): a lazy chunk of their own. */
export { AccessDenied, AuthenticationError, Error } from 'react-admin';
