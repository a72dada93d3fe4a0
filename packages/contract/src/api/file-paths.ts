// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

export const FilePaths = {
  uploadSingle: '/api/File/UploadSingle',
  getFileDownloadUrl: '/api/File/GetFileDownloadUrl',
  downloadFile: '/api/File/DownloadFile',
  /** 调动通知书 (.docx) of a finished store transfer (flow 18): body `{ workId }`. */
  getTransferFile: '/api/File/GetTransferFile',
  /** 离职申请表 (.docx) of a resignation (flow 15) in any state: body `{ workId }`. */
  getResignFile: '/api/File/GetResignFile',
  /**
   * 离职证明 (.docx): body `{ employeeId }` (a resigned employee, from their finished resignation)
   * or `{ workId }` (a finished 证明信 of type 离职证明, with its letter number).
   */
  getDimissionProof: '/api/File/GetDimissionProof',
  /** 收入证明 (.docx) of a finished 证明信 (flow 25) of type 收入证明: body `{ workId }`. */
  getInComeProof: '/api/File/GetInComeProof',
  /** 在职证明 (.docx) of a finished 证明信 (flow 25) of type 在职证明: body `{ workId }`. */
  getOnJobProof: '/api/File/GetOnJobProof',
  /** 违纪处分通知书 (.docx) of a finished employee violation (flow 30): body `{ workId }`. */
  getViolationPunishmentFile: '/api/File/GetViolationPunishmentFile',
  /** The scans of the chosen (or the filtered) health certificates as one .zip. */
  downloadZipFileForHealth: '/api/File/DownloadZipFileForHealth',
  /** Single-use links of several attachments at once, each checked against the caller's scope. */
  batchGetFileDownloadUrl: '/api/File/BatchGetFileDownloadUrl',
} as const;

/**
 * The documents a finished work offers for download (a Word file the server generates from the
 * work), by flow: the work page shows one button each. `name` is the document's title; `when`
 * names a form field the document depends on (a 证明信 offers the letter of its applyType only).
 */
export const WORK_DOCUMENTS: readonly {
  flowId: number;
  path: string;
  name: { zh: string; en: string };
  when?: { field: string; equals: unknown };
}[] = [
  { flowId: 18, path: FilePaths.getTransferFile, name: { zh: '调动通知书', en: 'transfer notice' } },
  {
    flowId: 30,
    path: FilePaths.getViolationPunishmentFile,
    name: { zh: '违纪处分通知书', en: 'punishment letter' },
  },
  // 证明信 (flow 25): applyType 0 收入证明, 1 在职证明, 2 离职证明.
  {
    flowId: 25,
    path: FilePaths.getInComeProof,
    name: { zh: '收入证明', en: 'income proof' },
    when: { field: 'applyType', equals: 0 },
  },
  {
    flowId: 25,
    path: FilePaths.getOnJobProof,
    name: { zh: '在职证明', en: 'on-job proof' },
    when: { field: 'applyType', equals: 1 },
  },
  {
    flowId: 25,
    path: FilePaths.getDimissionProof,
    name: { zh: '离职证明', en: 'separation proof' },
    when: { field: 'applyType', equals: 2 },
  },
];

/** The documents a finished work of this flow offers, given its form (for the `when` entries). */
export function workDocuments(flowId: number, form: Record<string, unknown> = {}) {
  return WORK_DOCUMENTS.filter((d) => d.flowId === flowId && (!d.when || form[d.when.field] === d.when.equals));
}

/**
 * What each upload target accepts (UploadSingle's query `target`), as lowercase extensions. The
 * server checks both the extension and the file's content (its magic bytes), so a file whose
 * content does not match its extension is refused; HTML, SVG, XML, scripts and executables are
 * never accepted.
 */
export const UPLOAD_TARGETS = {
  /** Work, violation and other attachments: images, PDF and Office documents. */
  attachment: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
  /** Pictures only (photos, scans shown inline). */
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  /** A health certificate's scan: a photo or a PDF. */
  healthCertificate: ['jpg', 'jpeg', 'png', 'pdf'],
} as const satisfies Record<string, readonly string[]>;
export type UploadTarget = keyof typeof UPLOAD_TARGETS;
export const UPLOAD_TARGET_NAMES = Object.keys(UPLOAD_TARGETS) as [UploadTarget, ...UploadTarget[]];
export const DEFAULT_UPLOAD_TARGET: UploadTarget = 'attachment';

/** A download ticket as it appears in a URL: 32 random bytes, base64url. */
export const DOWNLOAD_TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
