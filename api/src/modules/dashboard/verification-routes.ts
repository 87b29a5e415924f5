import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DOCUMENT_KINDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_QUOTA,
  type ApiOk,
  type PaymentCard,
  type VerificationDocument,
} from '@casino/contract/schemas';
import { playerIdOf } from '../../auth/guard';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { ApiError } from '../../errors';
import { route } from '../../http/route';

/** The file's real type from its first bytes: a renamed .exe does not become a passport scan. */
function sniffType(head: Buffer): { mime: string; extension: string } | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { mime: 'image/jpeg', extension: 'jpg' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: 'image/png', extension: 'png' };
  if (head.subarray(0, 5).toString('latin1') === '%PDF-')
    return { mime: 'application/pdf', extension: 'pdf' };
  return undefined;
}

interface DocumentRow {
  id: number;
  kind: string;
  status: string;
  file_name: string | null;
  mime_type: string | null;
  size_bytes: number | null;
  created_at: string;
  updated_at: string;
}
const documentView = (r: DocumentRow): VerificationDocument => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  fileName: r.file_name,
  mimeType: r.mime_type,
  size: r.size_bytes,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
const quotaExceeded = (what: string) =>
  new ApiError(429, [
    {
      field: 'file',
      code: 'rate_limited',
      message: `upload quota reached: at most ${UPLOAD_QUOTA.files} files and ${UPLOAD_QUOTA.bytes / (1024 * 1024)} MB in ${UPLOAD_QUOTA.hours} hours (${what})`,
    },
  ]);

/**
 * The per-player quota (issue 30: 10 x 5 MB in 0.6 s were all stored): a slot is taken in the upload log in the same
 * synchronous step as the count, before the file is read, so parallel uploads cannot all pass the check; its bytes are
 * settled (or the slot given back) once the file is in.
 */
function takeUploadSlot(db: Db, playerId: number): number {
  const since = new Date(Date.now() - UPLOAD_QUOTA.hours * 3600_000).toISOString();
  const used = db.prepare('SELECT COUNT(*) AS n FROM upload_log WHERE player_id = ? AND created_at >= ?').get(playerId, since) as { n: number };
  if (used.n >= UPLOAD_QUOTA.files) throw quotaExceeded(`${used.n} files`);
  return Number(db.prepare('INSERT INTO upload_log (player_id, size_bytes, created_at) VALUES (?, 0, ?)').run(playerId, nowIso()).lastInsertRowid);
}

function settleUploadSlot(db: Db, playerId: number, slot: number, bytes: number): void {
  const since = new Date(Date.now() - UPLOAD_QUOTA.hours * 3600_000).toISOString();
  const used = db
    .prepare('SELECT COALESCE(SUM(size_bytes), 0) AS n FROM upload_log WHERE player_id = ? AND created_at >= ? AND id <> ?')
    .get(playerId, since, slot) as { n: number };
  if (used.n + bytes > UPLOAD_QUOTA.bytes) {
    db.prepare('DELETE FROM upload_log WHERE id = ?').run(slot);
    throw quotaExceeded(`${Math.ceil((used.n + bytes) / 1024)} KB`);
  }
  db.prepare('UPDATE upload_log SET size_bytes = ? WHERE id = ?').run(bytes, slot);
}

const documentsOf = (db: Db, playerId: number) =>
  (
    db
      .prepare('SELECT * FROM verification_documents WHERE player_id = ? ORDER BY id')
      .all(playerId) as DocumentRow[]
  ).map(documentView);

/** Dashboard verification (authenticated): documents, cards, and the document upload stored under config.uploadsDir. */
export const verificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  await app.register(multipart, {
    // One byte over the limit is read so an oversized file is always seen as such: busboy's truncation flag can
    // arrive after the data, and a file cut at exactly the limit would otherwise be stored as if it were complete.
    limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });

  route(
    app,
    'dashboard.documents',
    {},
    async (request): Promise<ApiOk<{ documents: VerificationDocument[] }>> => ({
      status: 'ok',
      data: { documents: documentsOf(db, playerIdOf(request)) },
    }),
  );

  route(app, 'dashboard.cards', {}, async (request): Promise<ApiOk<{ cards: PaymentCard[] }>> => {
    type Row = { id: number; brand: string; mask: string; expiry: string; verification_status: string };
    const rows = db
      .prepare('SELECT * FROM player_cards WHERE player_id = ? ORDER BY id')
      .all(playerIdOf(request)) as Row[];
    return {
      status: 'ok',
      data: {
        cards: rows.map((r) => ({
          id: r.id,
          brand: r.brand,
          mask: r.mask,
          expiry: r.expiry,
          verificationStatus: r.verification_status,
        })),
      },
    };
  });

  route(app, 'dashboard.uploadDocument', {}, async (request, reply): Promise<ApiOk<VerificationDocument>> => {
    const playerId = playerIdOf(request);
    const file = await request.file();
    if (!file) throw ApiError.badRequest('file', 'is required', 'validation.required');
    const kindField = file.fields.kind;
    const kind =
      kindField && !Array.isArray(kindField) && kindField.type === 'field' ? String(kindField.value) : '';
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind))
      throw ApiError.badRequest(
        'kind',
        `must be sent before the file and be one of ${DOCUMENT_KINDS.join(', ')}`,
      );
    const slot = takeUploadSlot(db, playerId);
    // a refused file (too large, empty, another type) gives its slot back; only a stored one counts
    let content: Buffer;
    let type: ReturnType<typeof sniffType>;
    try {
      const tooLarge = () =>
        new ApiError(413, [
          { field: 'file', message: `is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB` },
        ]);
      try {
        content = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (content.length > UPLOAD_MAX_BYTES || file.file.truncated) throw tooLarge();
      if (content.length === 0) throw ApiError.badRequest('file', 'is empty');
      type = sniffType(content);
      if (!type) throw ApiError.badRequest('file', 'must be a JPEG, PNG or PDF file', 'body.unsupported_type');
      settleUploadSlot(db, playerId, slot, content.length);
    } catch (error) {
      db.prepare('DELETE FROM upload_log WHERE id = ? AND size_bytes = 0').run(slot);
      throw error;
    }
    const storedName = `${randomUUID()}.${type.extension}`;
    const folder = path.join(app.config.uploadsDir, String(playerId));
    await fs.promises.mkdir(folder, { recursive: true });
    await fs.promises.writeFile(path.join(folder, storedName), content);
    const at = nowIso();
    const fileName = path.basename(file.filename || `document.${type.extension}`).slice(0, 200);
    // An upload answers the operator's request for that kind of document when there is one.
    const requested = db
      .prepare(
        "SELECT id FROM verification_documents WHERE player_id = ? AND kind = ? AND status = 'requested' ORDER BY id LIMIT 1",
      )
      .get(playerId, kind) as { id: number } | undefined;
    let id: number;
    if (requested) {
      db.prepare(
        "UPDATE verification_documents SET status = 'uploaded', file_name = ?, stored_name = ?, mime_type = ?, size_bytes = ?, updated_at = ? WHERE id = ?",
      ).run(fileName, storedName, type.mime, content.length, at, requested.id);
      id = requested.id;
    } else {
      id = Number(
        db
          .prepare(
            `INSERT INTO verification_documents (player_id, kind, status, file_name, stored_name, mime_type, size_bytes, created_at, updated_at)
             VALUES (?, ?, 'uploaded', ?, ?, ?, ?, ?, ?)`,
          )
          .run(playerId, kind, fileName, storedName, type.mime, content.length, at, at).lastInsertRowid,
      );
    }
    reply.status(201);
    return {
      status: 'ok',
      data: documentView(
        db.prepare('SELECT * FROM verification_documents WHERE id = ?').get(id) as DocumentRow,
      ),
    };
  });
};
