// The ten languages, from @casino/contract (its TypeScript source, through tsx): the bench scripts ask for pages in
// the same languages the product serves, not in a copy of the list.
import { tsImport } from 'tsx/esm/api';

export const { LOCALES } = await tsImport('@casino/contract/schemas/locales', import.meta.url);
