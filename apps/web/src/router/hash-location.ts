export interface HashLocation {
  pathname: string;
  search: string;
}

/** The in-app location of a hash URL (`#/path?query`), as the hash router reads it. */
export function parseHash(hash: string): HashLocation {
  const url = new URL(hash.replace(/^#/, '') || '/', 'http://hash.invalid/');
  return { pathname: url.pathname, search: url.search };
}
