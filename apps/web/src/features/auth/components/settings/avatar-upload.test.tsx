import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { callsTo, makeMe, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

/** A stand-in XMLHttpRequest the test drives by hand: progress events, then the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  sent: FormData | null = null;
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.sent = body;
    FakeXhr.last = this;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** /settings is a lazy chunk: allow for a busy machine loading it. */
const LAZY_ROUTE = { timeout: 10_000 };

describe('profile photo', () => {
  afterEach(() => {
    resetToasts();
    vi.unstubAllGlobals();
    FakeXhr.last = null;
  });

  it('uploads as soon as a photo is chosen and shows the progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchMock = mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const user = userEvent.setup();
    renderAppAt('/settings');
    const input = await screen.findByLabelText('Profile photo', {}, LAZY_ROUTE);
    await user.upload(input, new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' }));

    expect(FakeXhr.last?.url).toBe('/api/me/avatar');
    expect(FakeXhr.last?.sent?.get('file')).toBeInstanceOf(File);
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
    FakeXhr.last!.upload.onprogress?.({ lengthComputable: true, loaded: 1024, total: 2048 });
    expect(await screen.findByText('Uploading photo… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Photo upload progress' })).toHaveAttribute('value', '50');

    const before = callsTo(fetchMock, 'GET', '/api/me').length;
    FakeXhr.last!.respond(200, { photoURL: '/uploads/avatars/u1.webp' });
    expect(await screen.findByText('Photo updated', {}, LAZY_ROUTE)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Photo upload progress' })).not.toBeInTheDocument();
    // The session is read again so the new photo shows everywhere.
    expect(callsTo(fetchMock, 'GET', '/api/me').length).toBeGreaterThan(before);
  });

  it('shows the server’s refusal on the field', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const user = userEvent.setup();
    renderAppAt('/settings');
    const input = await screen.findByLabelText('Profile photo', {}, LAZY_ROUTE);
    await user.upload(input, new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));
    FakeXhr.last!.respond(415, { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This file is not an image we can read.' } });
    expect(await screen.findByText('Photo not saved')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/This file is not an image we can read\./);
  });

  it('refuses a file over 5 MB without sending it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const user = userEvent.setup();
    renderAppAt('/settings');
    const input = await screen.findByLabelText('Profile photo', {}, LAZY_ROUTE);
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The image is too large (5 MB at most).')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });
});
