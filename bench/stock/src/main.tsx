// The stock app of the benchmark: what create-react-admin gives (react-admin 5, two resources,
// guessed screens, ra-data-simple-rest), built from the installed packages for comparison.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
