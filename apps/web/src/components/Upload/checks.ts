import { DEFAULT_UPLOAD_LIMIT } from '@hris/contract';

export interface UploadRules {
  /** Accepted extensions, lowercase, without dot (e.g. ['pdf', 'jpg']). Empty or absent: any. */
  accept?: readonly string[];
  /** Size limit in MB; unset by default (spec §9). */
  maxSizeMB?: number;
  /** Most files the field holds (default 10). */
  limit?: number;
}

/** An i18n key and its values; zh-CN holds the spec §5 messages verbatim. */
export interface UploadProblem {
  key: 'upload.emptyFile' | 'upload.tooLarge' | 'upload.badType' | 'upload.tooMany';
  values: Record<string, string | number>;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The checks of spec §5, in its order. `held` counts the files already in the field (uploaded or
 * uploading, plus earlier files of the same selection).
 */
export function checkFile(
  file: { name: string; size: number },
  held: number,
  rules: UploadRules,
): UploadProblem | null {
  if (file.size === 0) return { key: 'upload.emptyFile', values: {} };
  if (rules.maxSizeMB !== undefined && file.size > rules.maxSizeMB * 1024 * 1024) {
    return { key: 'upload.tooLarge', values: { n: rules.maxSizeMB } };
  }
  const accept = (rules.accept ?? []).map((ext) => ext.replace(/^\./, '').toLowerCase());
  if (accept.length > 0 && !accept.includes(extensionOf(file.name))) {
    return { key: 'upload.badType', values: { list: accept.join(',') } };
  }
  const limit = rules.limit ?? DEFAULT_UPLOAD_LIMIT;
  if (held >= limit) return { key: 'upload.tooMany', values: { name: file.name, limit } };
  return null;
}
