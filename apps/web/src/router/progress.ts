import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false, trickleSpeed: 150 });

/**
 * One bar for overlapping work: a navigation and the lazy chunks it pulls in. The bar starts
 * with the first holder and finishes with the last.
 */
const holders = new Set<symbol>();

export function beginProgress(holder: symbol): void {
  if (holders.has(holder)) return;
  holders.add(holder);
  if (holders.size === 1) NProgress.start();
}

export function endProgress(holder: symbol): void {
  if (!holders.delete(holder)) return;
  if (holders.size === 0) NProgress.done();
}
