/**
 * Offline-worker registration and the update flow (docs/product-rules.md#update-prompt):
 * - A worker that finishes installing while an older one controls the page, or one already
 *   waiting at load, triggers `onUpdateAvailable`.
 * - `applyUpdate` posts {type: 'SKIP_WAITING'} to the waiting worker (the Workbox generateSW
 *   worker listens for it because skipWaiting is off), which then activates and takes control.
 * - On `controllerchange` the page reloads at once when visible, otherwise when it next becomes
 *   visible, and never twice.
 * - Updates are checked when the tab becomes visible and every hour.
 * The DOM objects are passed in, so the state machine is testable with fakes.
 */

export const SERVICE_WORKER_URL = '/service-worker.js';
export const SERVICE_WORKER_SCOPE = '/';
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface WorkerLike extends EventTarget {
  readonly state: ServiceWorkerState;
  postMessage(message: unknown): void;
}

export interface RegistrationLike extends EventTarget {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  update(): Promise<unknown>;
}

export interface ContainerLike extends EventTarget {
  readonly controller: object | null;
  register(url: string, options: RegistrationOptions): Promise<RegistrationLike | undefined>;
}

export interface VisibilityDocument extends EventTarget {
  readonly visibilityState: DocumentVisibilityState;
}

export interface ServiceWorkerUpdateOptions {
  container: ContainerLike;
  document: VisibilityDocument;
  reload: () => void;
  /** Show the prompt; call `applyUpdate` when the user accepts. */
  onUpdateAvailable: (applyUpdate: () => void) => void;
  onError?: (error: unknown) => void;
  checkIntervalMs?: number;
}

export interface ServiceWorkerUpdates {
  /** undefined when the browser declined to register (e.g. workers blocked by policy or a test runner). */
  registration: RegistrationLike | undefined;
  /** Removes listeners and the hourly check (tests, hot reload). */
  stop(): void;
}

export async function startServiceWorkerUpdates(options: ServiceWorkerUpdateOptions): Promise<ServiceWorkerUpdates> {
  const { container, document, reload, onUpdateAvailable } = options;
  const onError = options.onError ?? (() => undefined);
  const cleanups: Array<() => void> = [];
  const listen = (target: EventTarget, type: string, handler: () => void) => {
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };

  const registration = await container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  // Some environments resolve without a registration instead of rejecting: nothing to watch.
  if (!registration) return { registration: undefined, stop: () => undefined };

  const promptedWorkers = new WeakSet<WorkerLike>();
  const applyUpdate = () => {
    registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
  };
  const prompt = (worker: WorkerLike) => {
    if (promptedWorkers.has(worker)) return;
    promptedWorkers.add(worker);
    onUpdateAvailable(applyUpdate);
  };

  // Reload exactly once after the new worker takes control; wait while the tab is hidden so a
  // background tab does not lose its state behind the user's back.
  let reloadPending = false;
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  const reloadWhenVisible = () => {
    if (reloadPending && document.visibilityState === 'visible') reloadOnce();
  };
  listen(container, 'controllerchange', () => {
    if (reloadPending || reloaded) return;
    reloadPending = true;
    reloadWhenVisible();
  });
  listen(document, 'visibilitychange', reloadWhenVisible);

  const watchInstalling = () => {
    const worker = registration.installing;
    if (!worker) return;
    const onStateChange = () => {
      // With no controller this is the first install: nothing to update from.
      if (worker.state === 'installed' && container.controller) prompt(worker);
    };
    listen(worker, 'statechange', onStateChange);
  };
  listen(registration, 'updatefound', watchInstalling);
  if (registration.installing) watchInstalling();
  if (registration.waiting) prompt(registration.waiting);

  const checkForUpdate = () => {
    registration.update().catch(onError);
  };
  listen(document, 'visibilitychange', () => {
    if (document.visibilityState === 'visible' && !reloadPending) checkForUpdate();
  });
  const interval = setInterval(checkForUpdate, options.checkIntervalMs ?? UPDATE_CHECK_INTERVAL_MS);
  cleanups.push(() => clearInterval(interval));

  return {
    registration,
    stop: () => cleanups.splice(0).forEach((cleanup) => cleanup()),
  };
}
