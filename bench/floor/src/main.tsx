// The floor of the benchmark: react-admin 5 with a single list screen (one List, one Datagrid,
// two TextFields, ra-data-simple-rest) and nothing else, built from the installed packages. Its
// whole bundle is the least JS any react-admin list screen loads on this stack.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
