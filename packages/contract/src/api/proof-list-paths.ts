// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

/**
 * 证明信列表 (/infotatistics/proof-list): the 证明信 works (flow 25) of the caller's scope. The spec
 * names no permission key of its own for it; it is read with Infotatistics, the section's key.
 */
export const ProofListPaths = {
  getProofPageList: '/api/Proof/GetProofPageList',
  exportProofPageList: '/api/Proof/ExportProofPageList',
} as const;
