// The core tables, one file per module; each file imports only the ones before it, so the
// modules form no cycle. A process's own tables live in its folder (processes/<flow>/tables.ts).

export * from './basic-data';
export * from './columns';
export * from './employee';
export * from './file';
export * from './identity';
export * from './message';
export * from './org';
export * from './system';
export * from './workflow';
