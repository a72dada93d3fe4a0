// Apart from the schemas: the web imports these without zod (see user-paths.ts).

export const TransferSignPaths = {
  getTransferSignPageList: '/api/TransferSign/GetTransferSignPageList',
  exportTransferSignPageList: '/api/TransferSign/ExportTransferSignPageList',
  retry: '/api/TransferSign/Retry',
  getTransferSignReport: '/api/TransferSign/GetTransferSignReport',
  exportTransferSignReport: '/api/TransferSign/ExportTransferSignReport',
} as const;
