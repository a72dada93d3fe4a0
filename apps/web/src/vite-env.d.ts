/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API when it is not served from the app's own origin (spec §7). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The contract's processes without their messages, written in by the build (vite.config.ts `define`). */
declare const __CONTRACT_PROCESSES__: readonly import('./processes/contract-processes').ContractProcess[];
