import './i18n';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** Identity provider redirect: `?code=…&state=…` before the hash (OIDC forbids fragments in redirect URIs). */
function isSsoCallback(): boolean {
  const params = new URLSearchParams(window.location.search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

async function boot(): Promise<void> {
  if (isSsoCallback()) {
    // Only this path pays for oidc-client-ts; the page reloads into the app when done.
    const { completeSsoSignIn } = await import('./auth/sso');
    await completeSsoSignIn();
    return;
  }
  createRoot(container as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
