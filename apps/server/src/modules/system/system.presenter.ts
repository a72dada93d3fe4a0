import type { SystemLogRow } from './system.repository';

export function presentSystemLogRow(r: SystemLogRow) {
  return {
    id: r.id,
    userName: r.userName,
    action: r.action,
    target: r.target,
    summary: r.summary == null ? null : JSON.stringify(r.summary),
    ip: r.ip,
    createdTime: r.createdAt.toISOString(),
  };
}
