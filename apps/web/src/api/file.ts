import { FilePaths, type TAttachment } from '@hris/contract';
import { saveBlob } from '../utils/download';
import { http } from './http';

export { FilePaths };

/** An uploaded attachment (spec §3): id, fileName, routeUrl, byteLength. */
export type Attachment = TAttachment;

/**
 * Opens an attachment in a new browser tab (spec §7: data.routeUrl opens in a viewer). The tab
 * cannot send the AccessToken header, so the server first hands out a link with a single-use
 * ticket (valid 60 s); the tab is opened with `noopener,noreferrer`, in a browsing context of its
 * own that has no handle on this window, and the server answers the file sandboxed (opaque
 * origin, no script). The file is never fetched into a blob of this origin and shown from there:
 * an HTML attachment shown so would run as the application, with its cookie and storage.
 *
 * The window is opened after the ticket call, still within the click's user activation (5 s in
 * Chromium, Firefox and Safari 16.4+), rather than opened blank first: a blank window would share
 * this origin until it navigates and would keep us in the same browsing context group.
 */
export async function openAttachment(file: Attachment): Promise<void> {
  const { routeUrl } = await http.post<Attachment>(FilePaths.getFileDownloadUrl, { attachmentId: file.id });
  const base = http.instance.defaults.baseURL ?? '';
  window.open(`${base}${routeUrl}`, '_blank', 'noopener,noreferrer');
}

/** Downloads an attachment under its own name (fetched with the header; a download is not rendered). */
export async function downloadAttachment(file: Attachment): Promise<void> {
  const { blob, fileName } = await http.fetchFile(file.routeUrl, undefined, { method: 'get' });
  saveBlob(blob, fileName ?? file.fileName);
}
