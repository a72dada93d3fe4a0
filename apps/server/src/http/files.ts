/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 (Chinese) name. */
export function contentDisposition(fileName: string, type: 'inline' | 'attachment' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
