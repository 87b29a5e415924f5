import { useSearchParams } from '@casino/shared';

/** A list's page number from its address (`?page=3`); anything else is the first page. */
export function pageOfUrl(url: string): number {
  const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The list page in the address, so a page of a list can be linked, reloaded and reached with the back button. */
export function useListPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOfUrl(`/?${params.toString()}`);
  const hrefFor = (target: number) => (target > 1 ? `?page=${target}` : '?');
  const setPage = (target: number) => {
    setParams(target > 1 ? { page: String(target) } : {});
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  };
  return { page, setPage, hrefFor };
}
