import { UPLOAD_MAX_BYTES } from '@casino/contract/schemas';

/**
 * What the edge reads of a request body, decided before anything else (authentication included):
 *   its own routes (release API, failure reports) take small JSON; the API proxy passes JSON up to API_JSON_BODY_LIMIT
 *   and the document upload (multipart) up to the API's own upload limit; a publish upload has its own limit
 *   (RELEASE_PUBLISH_LIMIT_MB, release/api.ts).
 */
export const EDGE_BODY_LIMIT = 64 * 1024;
export const REPORT_BODY_LIMIT = 4 * 1024;
export const API_JSON_BODY_LIMIT = 256 * 1024;
/** The document plus its few form fields and the multipart framing. */
export const API_MULTIPART_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

export function apiBodyLimit(contentType: string | undefined): number {
  return /^multipart\/form-data/i.test(contentType ?? '') ? API_MULTIPART_BODY_LIMIT : API_JSON_BODY_LIMIT;
}
