import { act, fireEvent, screen } from '@testing-library/react';
import type { VerificationDocument } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';
import { fileProblem, UPLOAD_MAX_BYTES } from './document-upload';

const signedIn = () => testSession({ isAuth: true, id: 7, login: 'player7' });
const ok = (data: unknown) => ({ body: { status: 'ok', data } });
const document = (id: number, over: Partial<VerificationDocument> = {}): VerificationDocument => ({
  id,
  kind: 'passport',
  status: 'requested',
  fileName: null,
  mimeType: null,
  size: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  ...over,
});
const card = { id: 1, brand: 'Visa', mask: '4111 **** **** 1111', expiry: '12/28', verificationStatus: 'pending' };
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'passport.png', { type: 'image/png' });

describe('the upload check', () => {
  it('takes JPEG, PNG and PDF up to the limit and nothing else', () => {
    expect(fileProblem({ type: 'application/pdf', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(fileProblem({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('verification.tooLarge');
    expect(fileProblem({ type: 'image/gif', size: 10 })).toBe('verification.wrongType');
  });
});

describe('the verification page', () => {
  it('shows documents with their status and the cards', async () => {
    mockApi({
      '/api/v1/dashboard/verification/documents': ok({ documents: [document(1), document(2, { kind: 'selfie', status: 'rejected', fileName: 'me.jpg' })] }),
      '/api/v1/dashboard/verification/cards': ok({ cards: [card] }),
    });
    await renderRemoteRoute('/en/player/verification', signedIn());
    expect((await screen.findByTestId('document-status-1')).textContent).toBe(en.verification.status.requested);
    expect(screen.getByTestId('document-status-2').textContent).toBe(en.verification.status.rejected);
    expect(screen.getByText(en.verification.kind.selfie, { selector: 'td' })).toBeTruthy();
    // Only the requested one is asked for above the form.
    expect(screen.getByTestId('documents-requested').textContent).toBe('The casino asks you for: Passport. Upload it here.');
    expect(screen.getByTestId('card-status-1').textContent).toBe(en.verification.cardStatus.pending);
  });

  it('says so when there are none, and when a list fails', async () => {
    mockApi({
      '/api/v1/dashboard/verification/documents': ok({ documents: [] }),
      '/api/v1/dashboard/verification/cards': { status: 500, body: { status: 'error', errors: [] } },
    });
    await renderRemoteRoute('/en/player/verification', signedIn());
    expect(await screen.findByText(en.verification.noDocuments)).toBeTruthy();
    expect(await screen.findByText(en.verification.error)).toBeTruthy();
  });

  it('refuses a wrong type or a too large file before sending, then uploads a good one and reloads the documents', async () => {
    let uploaded = false;
    const fetchMock = mockApi({
      '/api/v1/dashboard/verification/documents': () => ok({ documents: uploaded ? [document(1, { status: 'uploaded', fileName: 'passport.png' })] : [] }),
      '/api/v1/dashboard/verification/cards': ok({ cards: [] }),
      '/api/v1/dashboard/verification/upload': () => {
        uploaded = true;
        return { status: 201, body: { status: 'ok', data: document(1, { status: 'uploaded' }) } };
      },
    });
    await renderRemoteRoute('/en/player/verification', signedIn());
    const input = (await screen.findByLabelText(en.verification.file)) as HTMLInputElement;
    const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: en.verification.send })));
    const sent = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/verification/upload'));

    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(en.verification.wrongType)).toBeTruthy();
    fireEvent.change(input, { target: { files: [png(UPLOAD_MAX_BYTES + 1)] } });
    expect(await screen.findByText(en.verification.tooLarge)).toBeTruthy();
    await send();
    expect(sent()).toHaveLength(0);

    fireEvent.change(input, { target: { files: [png()] } });
    await send();
    expect((await screen.findByTestId('document-status-1')).textContent).toBe(en.verification.status.uploaded);
    const [, init] = sent()[0]!;
    const body = (init as RequestInit).body as FormData;
    expect([...body.keys()]).toEqual(['kind', 'file']);
    expect(body.get('kind')).toBe('passport');
  });

  it('states the per-player upload quota and says when the API refuses a file over it', async () => {
    mockApi({
      '/api/v1/dashboard/verification/documents': ok({ documents: [] }),
      '/api/v1/dashboard/verification/cards': ok({ cards: [] }),
      '/api/v1/dashboard/verification/upload': {
        status: 429,
        body: { status: 'error', errors: [{ field: 'file', code: 'rate_limited', message: 'upload quota reached' }] },
      },
    });
    await renderRemoteRoute('/en/player/verification', signedIn());
    expect((await screen.findByTestId('upload-quota')).textContent).toBe('Upload limit per 24 h: files — 10, total size — 20 MB.');
    fireEvent.change(await screen.findByLabelText(en.verification.file), { target: { files: [png()] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.verification.send })));
    expect(await screen.findByText(en.verification.quotaReached)).toBeTruthy();
  });
});
