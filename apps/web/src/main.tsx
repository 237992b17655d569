import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { CampusInfo } from '@attendance/domain';

type Load =
  | { state: 'loading' }
  | { state: 'loaded'; campus: CampusInfo }
  | { state: 'failed'; message: string };

/** A placeholder page until the real screens land: it proves the web app reaches the API. */
function App() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/campus', { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The server answered ${response.status}.`);
        setLoad({ state: 'loaded', campus: (await response.json()) as CampusInfo });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'failed', message: (error as Error).message || 'Failed to load' });
      });
    return () => controller.abort();
  }, []);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '3rem auto' }}>
      <h1>Attendance Portal</h1>
      {load.state === 'loading' && <p>Connecting to server…</p>}
      {load.state === 'failed' && <p role="alert">Could not load the campus: {load.message}</p>}
      {load.state === 'loaded' && (
        <section aria-label="Campus">
          <img src={load.campus.logoUrl} alt="" width={64} height={64} />
          <h2>{load.campus.name}</h2>
          <p>{load.campus.address}</p>
        </section>
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
