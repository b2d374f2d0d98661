import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import './index.css';
import { App } from '@/app/app';
import { purgeStaleMockUsers } from '@/lib/stale-storage';

// Phones that ran the old app may still hold its fake users (spec section 4).
purgeStaleMockUsers();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
