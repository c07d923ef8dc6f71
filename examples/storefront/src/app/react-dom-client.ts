// React DOM's client for the storefront's entry, required when the `react` chunk is evaluated (a
// task of its own at start-up), not when the entry first calls it (vite.config.ts, REACT). The
// destructuring runs the CommonJS module here; a re-export would leave it to the importer.
import * as client from 'react-dom/client';

export const { createRoot, hydrateRoot } = client;
