// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

export const FilePaths = {
  uploadSingle: '/api/File/UploadSingle',
  getFileDownloadUrl: '/api/File/GetFileDownloadUrl',
  downloadFile: '/api/File/DownloadFile',
} as const;
