import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  startServiceWorkerUpdates,
  UPDATE_CHECK_INTERVAL_MS,
  type ServiceWorkerUpdateOptions,
} from '@/features/updates/lib/service-worker-updates';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** What the browser does when it finds new worker bytes. */
  findUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
  finishInstall(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
  }
}

class FakeContainer extends EventTarget {
  controller: object | null = null;
  constructor(readonly registration: FakeRegistration) {
    super();
  }
  register = vi.fn(() => Promise.resolve(this.registration));
  changeController() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  setVisibility(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function setup(init: { controlled?: boolean; waiting?: boolean } = {}) {
  const registration = new FakeRegistration();
  if (init.waiting) registration.waiting = new FakeWorker();
  const container = new FakeContainer(registration);
  if (init.controlled ?? true) container.controller = {};
  const document = new FakeDocument();
  const reload = vi.fn();
  let applyUpdate: (() => void) | undefined;
  const onUpdateAvailable = vi.fn((apply: () => void) => {
    applyUpdate = apply;
  });
  const options: ServiceWorkerUpdateOptions = { container, document, reload, onUpdateAvailable, onError: vi.fn() };
  return { registration, container, document, reload, onUpdateAvailable, options, apply: () => applyUpdate?.() };
}

describe('service worker updates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers /service-worker.js with scope /', async () => {
    const { container, options } = setup();
    await startServiceWorkerUpdates(options);
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    expect(SERVICE_WORKER_URL).toBe('/service-worker.js');
  });

  it('prompts when a new worker finishes installing while an old one controls the page', async () => {
    const { registration, onUpdateAvailable, options } = setup({ controlled: true });
    await startServiceWorkerUpdates(options);
    const worker = registration.findUpdate();
    worker.moveTo('installing');
    expect(onUpdateAvailable).not.toHaveBeenCalled();
    registration.finishInstall(worker);
    expect(onUpdateAvailable).toHaveBeenCalledOnce();
  });

  it('does not prompt for the very first install (nothing controls the page yet)', async () => {
    const { registration, onUpdateAvailable, options } = setup({ controlled: false });
    await startServiceWorkerUpdates(options);
    registration.finishInstall(registration.findUpdate());
    expect(onUpdateAvailable).not.toHaveBeenCalled();
  });

  it('prompts at load when a worker is already waiting, once per worker', async () => {
    const { registration, onUpdateAvailable, options } = setup({ waiting: true });
    await startServiceWorkerUpdates(options);
    expect(onUpdateAvailable).toHaveBeenCalledOnce();
    registration.waiting?.moveTo('installed');
    expect(onUpdateAvailable).toHaveBeenCalledOnce();
  });

  it('posts SKIP_WAITING to the waiting worker when the user presses Update', async () => {
    const { registration, options, apply } = setup();
    await startServiceWorkerUpdates(options);
    const worker = registration.findUpdate();
    registration.finishInstall(worker);
    apply();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('reloads at once on controllerchange when the page is visible, and only once', async () => {
    const { container, reload, options } = setup();
    await startServiceWorkerUpdates(options);
    container.changeController();
    container.changeController();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('waits for the page to become visible before reloading a hidden tab', async () => {
    const { container, document, reload, registration, options } = setup();
    await startServiceWorkerUpdates(options);
    document.setVisibility('hidden');
    container.changeController();
    expect(reload).not.toHaveBeenCalled();
    document.setVisibility('hidden');
    expect(reload).not.toHaveBeenCalled();
    registration.update.mockClear();
    document.setVisibility('visible');
    expect(reload).toHaveBeenCalledOnce();
    // A reload is coming: no point checking for updates now.
    expect(registration.update).not.toHaveBeenCalled();
    document.setVisibility('hidden');
    document.setVisibility('visible');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('checks for updates when the tab becomes visible and every hour', async () => {
    const { document, registration, options } = setup();
    await startServiceWorkerUpdates(options);
    document.setVisibility('hidden');
    expect(registration.update).not.toHaveBeenCalled();
    document.setVisibility('visible');
    expect(registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(3);
  });

  it('reports failed update checks instead of throwing', async () => {
    const { registration, options } = setup();
    const failure = new Error('offline');
    registration.update.mockRejectedValueOnce(failure);
    await startServiceWorkerUpdates(options);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(options.onError).toHaveBeenCalledWith(failure);
  });

  it('copes with a browser that resolves without a registration', async () => {
    const { container, options } = setup();
    container.register.mockResolvedValueOnce(undefined as unknown as FakeRegistration);
    await expect(startServiceWorkerUpdates(options)).resolves.toMatchObject({ registration: undefined });
  });

  it('stop() removes the listeners and the hourly check', async () => {
    const { container, registration, reload, options } = setup();
    const updates = await startServiceWorkerUpdates(options);
    updates.stop();
    container.changeController();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 2);
    expect(reload).not.toHaveBeenCalled();
    expect(registration.update).not.toHaveBeenCalled();
  });
});
