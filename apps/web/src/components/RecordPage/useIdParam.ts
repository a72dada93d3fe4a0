import { useSearchParams } from 'react-router';

/** The row id of a detail or edit page (?id=…), or null when missing or not a positive integer. */
export function useIdParam(): number | null {
  const [params] = useSearchParams();
  return parseIdParam(params.get('id'));
}

export function parseIdParam(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
