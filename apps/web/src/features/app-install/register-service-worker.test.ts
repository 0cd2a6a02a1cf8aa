import { afterEach, describe, expect, it, vi } from 'vitest';

import { registerServiceWorker } from './register-service-worker';

class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function fakeServiceWorkers({ controlled }: { controlled: boolean }) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  return { registration, container };
}

/** Lets the registration's promise settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve));

describe('registerServiceWorker', () => {
  afterEach(() => {
    delete window.__TABARRU_CONFIG__;
  });

  it('registers the worker at the root, telling it the API origin', async () => {
    window.__TABARRU_CONFIG__ = { apiUrl: 'https://api.tabarru.jo/' };
    const { container } = fakeServiceWorkers({ controlled: false });
    registerServiceWorker(vi.fn());
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    expect(container.register).toHaveBeenCalledWith(
      '/service-worker.js?api=https%3A%2F%2Fapi.tabarru.jo',
      { scope: '/' },
    );
  });

  it('offers nothing for the first worker, which takes over by itself', async () => {
    const { registration } = fakeServiceWorkers({ controlled: false });
    const onUpdateWaiting = vi.fn();
    registerServiceWorker(onUpdateWaiting);
    await settled();
    const first = new FakeWorker();
    registration.find(first);
    first.install();
    expect(onUpdateWaiting).not.toHaveBeenCalled();
  });

  it('offers a newer worker, which takes over when the member accepts', async () => {
    const { registration } = fakeServiceWorkers({ controlled: true });
    const onUpdateWaiting = vi.fn();
    registerServiceWorker(onUpdateWaiting);
    await settled();
    const newer = new FakeWorker();
    registration.find(newer);
    expect(onUpdateWaiting).not.toHaveBeenCalled();
    newer.install();
    expect(onUpdateWaiting).toHaveBeenCalledTimes(1);
    const apply = onUpdateWaiting.mock.calls[0]?.[0] as () => void;
    expect(newer.postMessage).not.toHaveBeenCalled();
    apply();
    expect(newer.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('offers a worker already waiting when the page opens', async () => {
    const { registration } = fakeServiceWorkers({ controlled: true });
    registration.waiting = new FakeWorker();
    const onUpdateWaiting = vi.fn();
    registerServiceWorker(onUpdateWaiting);
    await vi.waitFor(() => expect(onUpdateWaiting).toHaveBeenCalledTimes(1));
  });
});
