import { FilePaths, type TAttachment } from '@hris/contract';

export { FilePaths };

/** An uploaded attachment (spec §3): id, fileName, routeUrl, byteLength. */
export type Attachment = TAttachment;
