/**
 * After a deployment the files of the previous build are gone: a page that was open asks for a lazy
 * chunk by its old name and the import fails. The cure is to load the new build, once: if the reload
 * does not help (the network is down, the server is broken), the error screen shows instead of a loop.
 */

const RELOADED_AT = "lwl:stale-build-reload";
/** A second failure this soon after the reload means reloading does not help. */
const RELOAD_GRACE_MS = 60_000;

/** Chromium, Firefox and Safari's words for a module that could not be fetched, and Vite's for a preload. */
const STALE_CHUNK =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && STALE_CHUNK.test(`${error.name}: ${error.message}`);
}

/** Said instead of the browser's message, which names an internal file address. */
export const NEW_VERSION_MESSAGE = "A new version of this site is available. Please reload the page.";

/**
 * Loads the new build. The address bar already shows the page being opened (the router changes it
 * before the page's code arrives), so a reload lands there.
 */
function loadNewBuild() {
  window.location.reload();
}

/**
 * Reloads the page to fetch the new build, unless it did so a moment ago. Answers whether it reloads.
 * `reload` and `now` are the browser's own unless a test passes its own.
 */
export function reloadOnceForNewBuild(reload = loadNewBuild, now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(RELOADED_AT)) || 0;
    if (now - last < RELOAD_GRACE_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    // Storage refused (private mode, quota): without a memory of the last reload, do not risk a loop.
    return false;
  }
  reload();
  return true;
}

/** A lazy page's import: a stale chunk reloads the page once, and waits for it rather than failing. */
export async function importOrReload<Module>(load: () => Promise<Module>, reload?: () => void): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    if (isStaleChunkError(error) && reloadOnceForNewBuild(reload)) return new Promise<Module>(() => {});
    throw error;
  }
}
