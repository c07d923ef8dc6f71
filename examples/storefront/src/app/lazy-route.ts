/** Time after which a lazily loaded chunk counts as failed, in ms. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Names carried by chunk load failures: the JS error name and the CSS error code. */
const CHUNK_ERROR_NAMES = { js: 'ChunkLoadError', css: 'CSS_CHUNK_LOAD_FAILED' } as const;

/** A chunk of the app that did not arrive (docs/requirements/errors.md: ChunkLoadError after 120000 ms). */
class ChunkLoadError extends Error {
  override readonly name = CHUNK_ERROR_NAMES.js;
  constructor(cause?: unknown) {
    super('Non è stato possibile caricare la pagina.', { cause });
  }
}

/** Whether an error comes from a JS or CSS chunk that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === CHUNK_ERROR_NAMES.js) return true;
  if ((error as { code?: unknown }).code === CHUNK_ERROR_NAMES.css) return true;
  // Browsers word a failed dynamic import differently; Vite adds its own for preloaded CSS.
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i.test(
    error.message,
  );
}

/**
 * Imports a route module, failing with a {@link ChunkLoadError} when the import fails or takes
 * longer than {@link CHUNK_LOAD_TIMEOUT_MS}.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? new ChunkLoadError(error) : error);
      },
    );
  });
}
