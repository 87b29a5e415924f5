import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@casino/contract/schemas';
import { devSecretHeader, registerAndSignIn, startTestApi, type TestApi } from './harness';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);

async function upload(
  api: TestApi,
  token: string | undefined,
  parts: { kind?: string; file?: { content: Buffer; name: string; type: string } },
) {
  const form = new FormData();
  if (parts.kind !== undefined) form.append('kind', parts.kind);
  if (parts.file)
    form.append('file', new Blob([parts.file.content], { type: parts.file.type }), parts.file.name);
  const response = await fetch(`${api.url}/api/v1/dashboard/verification/upload`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('verification document upload', () => {
  let api: TestApi;
  let token: string;
  let playerId: number;
  beforeAll(async () => {
    api = await startTestApi();
    ({ token, playerId } = await registerAndSignIn(api));
  });
  afterAll(() => api.close());

  test('a PNG passport scan is stored on disk under the uploads folder and listed', async () => {
    const response = await upload(api, token, {
      kind: 'passport',
      file: { content: PNG, name: 'my passport.png', type: 'image/png' },
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      kind: 'passport',
      status: 'uploaded',
      fileName: 'my passport.png',
      mimeType: 'image/png',
      size: PNG.length,
    });
    const stored = fs.readdirSync(path.join(api.dir, 'uploads', String(playerId)));
    expect(stored).toHaveLength(1);
    expect(fs.readFileSync(path.join(api.dir, 'uploads', String(playerId), stored[0]!)).equals(PNG)).toBe(
      true,
    );
  });

  test('the type is checked by content, not by the declared type or name', async () => {
    const fake = await upload(api, token, {
      kind: 'passport',
      file: { content: Buffer.from('MZ\x90\x00 not an image'), name: 'scan.png', type: 'image/png' },
    });
    expect(fake.status).toBe(400);
    expect(fake.body.errors).toEqual([
      { field: 'file', code: 'body.unsupported_type', message: 'must be a JPEG, PNG or PDF file' },
    ]);
    const pdf = await upload(api, token, {
      kind: 'utility_bill',
      file: { content: Buffer.from('%PDF-1.7\n%...'), name: 'bill.bin', type: 'application/octet-stream' },
    });
    expect(pdf.status).toBe(201);
    expect(pdf.body.data.mimeType).toBe('application/pdf');
  });

  test('files over the size limit are refused with 413 and nothing is stored; one at the limit is accepted', async () => {
    const before = fs.readdirSync(path.join(api.dir, 'uploads', String(playerId))).length;
    const atLimit = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
    const accepted = await upload(api, token, {
      kind: 'selfie',
      file: { content: atLimit, name: 'limit.png', type: 'image/png' },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.size).toBe(UPLOAD_MAX_BYTES);
    for (const over of [1, 1024 * 1024, 20 * 1024 * 1024]) {
      const big = Buffer.concat([atLimit, Buffer.alloc(over)]);
      const response = await upload(api, token, {
        kind: 'selfie',
        file: { content: big, name: 'big.png', type: 'image/png' },
      });
      expect(response.status).toBe(413);
      expect(response.body.errors[0].field).toBe('file');
    }
    expect(fs.readdirSync(path.join(api.dir, 'uploads', String(playerId))).length).toBe(before + 1);
  });

  test('missing or unknown kind, missing file, non-multipart body and missing token are 4xx', async () => {
    expect(
      (await upload(api, token, { file: { content: PNG, name: 'a.png', type: 'image/png' } })).status,
    ).toBe(400);
    expect(
      (
        await upload(api, token, {
          kind: 'tax_return',
          file: { content: PNG, name: 'a.png', type: 'image/png' },
        })
      ).status,
    ).toBe(400);
    expect((await upload(api, token, { kind: 'passport' })).status).toBe(400);
    expect(
      (
        await upload(api, undefined, {
          kind: 'passport',
          file: { content: PNG, name: 'a.png', type: 'image/png' },
        })
      ).status,
    ).toBe(401);
    const json = await fetch(`${api.url}/api/v1/dashboard/verification/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"kind":"passport"}',
    });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
  });

  test('an upload answers the operator request for that kind of document', async () => {
    const player = await registerAndSignIn(api);
    await fetch(`${api.url}/api/v1/_dev/players/${encodeURIComponent(player.email)}/flags`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...devSecretHeader },
      body: JSON.stringify({ hasDocumentsToConfirm: true }),
    });
    const response = await upload(api, player.token, {
      kind: 'passport',
      file: { content: PNG, name: 'p.png', type: 'image/png' },
    });
    expect(response.status).toBe(201);
    const me = await fetch(`${api.url}/api/v1/player/display-data`, {
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(((await me.json()) as any).data.hasDocumentsToConfirm).toBe(false);
  });
});
