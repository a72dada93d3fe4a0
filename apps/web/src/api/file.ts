import { FilePaths, type TAttachment } from '@hris/contract';
import { saveBlob } from '../utils/download';
import { http } from './http';

export { FilePaths };

/** An uploaded attachment (spec §3): id, fileName, routeUrl, byteLength. */
export type Attachment = TAttachment;

/**
 * Opens an attachment in a new browser tab. The file call needs the AccessToken header, so the
 * file is fetched here and shown from a blob URL (a plain link would arrive without the token).
 */
export async function openAttachment(file: Attachment): Promise<void> {
  // Opened before the await: browsers only allow pop-ups in direct response to the click.
  const viewer = window.open('', '_blank');
  try {
    const { blob } = await http.fetchFile(file.routeUrl, undefined, { method: 'get' });
    const url = URL.createObjectURL(blob);
    if (viewer) viewer.location.href = url;
    else saveBlob(blob, file.fileName);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    viewer?.close();
    throw error;
  }
}

/** Downloads an attachment under its own name. */
export async function downloadAttachment(file: Attachment): Promise<void> {
  const { blob, fileName } = await http.fetchFile(file.routeUrl, undefined, { method: 'get' });
  saveBlob(blob, fileName ?? file.fileName);
}
