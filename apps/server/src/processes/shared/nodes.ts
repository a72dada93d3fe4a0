import type { AnyTarget, NodeDefinition, RoleRule, WorkTarget } from '../../workflow/types';

/**
 * Whom a review step's handler may add as approvers (加签), by the step's own role: the roles above
 * it where the step is handled. A confirm step (a fact on the ground) adds nobody.
 */
export const ADDABLE_ABOVE = {
  storeHr: ['regionHr'],
  regionHr: ['regionManager', 'hqHr'],
  regionManager: ['hqHr'],
  hqHr: ['hqComp', 'hqDirector'],
  hqComp: ['hqDirector'],
  hqDirector: [],
} as const satisfies Record<RoleRule, readonly RoleRule[]>;

/** A review step's usual actions: approve, return, terminate, hand on. */
export const REVIEW_ACTIONS = ['approve', 'rollback', 'finish', 'transfer'] as const;

/**
 * The review steps most processes share, as one definition each; a process adds what is its own
 * (`next`, `editable`, `onApprove` …) through `extra`.
 */
export function regionalHrReview<F, T extends AnyTarget = WorkTarget>(
  nodeId: number,
  extra: Partial<NodeDefinition<F, T>> = {},
): NodeDefinition<F, T> {
  return {
    nodeId,
    name: '区域HR审核',
    nameEn: 'Regional HR review',
    assignee: 'regionHr',
    fallback: 'hqHr',
    addable: ADDABLE_ABOVE.regionHr,
    actions: REVIEW_ACTIONS,
    deadlineHours: 72,
    ...extra,
  };
}

export function headOfficeApproval<F, T extends AnyTarget = WorkTarget>(
  nodeId: number,
  extra: Partial<NodeDefinition<F, T>> = {},
): NodeDefinition<F, T> {
  return {
    nodeId,
    name: '总部HR审批',
    nameEn: 'Head-office HR approval',
    assignee: 'hqHr',
    addable: ADDABLE_ABOVE.hqHr,
    actions: REVIEW_ACTIONS,
    deadlineHours: 72,
    ...extra,
  };
}

export function hrDirectorApproval<F, T extends AnyTarget = WorkTarget>(
  nodeId: number,
  extra: Partial<NodeDefinition<F, T>> = {},
): NodeDefinition<F, T> {
  return {
    nodeId,
    name: 'HR总监审批',
    nameEn: 'HR director approval',
    assignee: 'hqDirector',
    fallback: 'hqHr',
    actions: REVIEW_ACTIONS,
    deadlineHours: 72,
    ...extra,
  };
}
