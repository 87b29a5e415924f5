import { apiClient } from '@casino/shared';
import { DOCUMENT_KINDS, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, UPLOAD_QUOTA } from '@casino/contract/schemas';
import { ENDPOINTS } from '@casino/contract';

/** The document upload: the kinds, and the contract's type and size limits checked before anything is sent. */
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export { DOCUMENT_KINDS, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, UPLOAD_QUOTA };

/** The translation key of what is wrong with a chosen file, or null when the API would take it. */
export function fileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return 'verification.wrongType';
  if (file.size > UPLOAD_MAX_BYTES) return 'verification.tooLarge';
  return null;
}

/** multipart/form-data with `kind` before `file`, as the API reads them (contract: dashboard.ts). */
export function uploadDocument(kind: DocumentKind, file: File) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return apiClient.call(ENDPOINTS['dashboard.uploadDocument'], { body: form });
}
