import { useSearchParams } from 'wouter';

/** A parameter set, or left out at its default, so a plain list has a plain URL. */
export function withParam(
  params: URLSearchParams,
  name: string,
  value: string,
  byDefault = '',
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === byDefault) next.delete(name);
  else next.set(name, value);
  return next;
}

/** The URL's search parameters, and a change to them: a new history entry unless replaced. */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const write = (change: (current: URLSearchParams) => URLSearchParams, replace = false) =>
    setParams(change, { replace });
  return { params, write };
}
