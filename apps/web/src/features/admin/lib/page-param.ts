import { useSearchParams } from 'react-router';

/** The list's page in the address (?page=), so reloading or going back keeps it; 1 when absent or not a page. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get('page'));
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  return [page, (next) => setParams(next === 1 ? {} : { page: String(next) })];
}
