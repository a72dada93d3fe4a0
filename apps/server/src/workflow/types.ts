import type { Message } from '@hris/contract';
import type { z } from 'zod';
import type { Tx } from '../db/client';
import type { AuthContext } from '../http/auth-context';

/**
 * The engine's clock as a hook sees it: the instant of the action and its business date (China).
 * Processes read time only from here, never from the machine (a server test forbids it).
 */
export interface HookClock {
  now: Date;
  today: string;
}

/** Who handles a node, resolved within the target's org when the node is reached. */
export type AssigneeRule = 'starter' | 'storeHr' | 'regionHr' | 'regionManager' | 'hqHr' | 'hqComp' | 'hqDirector';

export type NodeAction = 'approve' | 'rollback' | 'finish' | 'transfer';

/** A role that may be copied on a work (抄送) or added to a step (加签): any rule but the starter. */
export type RoleRule = Exclude<AssigneeRule, 'starter'>;

/**
 * People a process definition copies on a work (抄送): the holders of a role where the work's
 * target stood at the start, or where `at` says (a store transfer's receiving store).
 */
export interface CopyRule<TForm = Record<string, unknown>> {
  rule: RoleRule;
  at?: (form: TForm) => string | undefined;
}

/** A review step decides; a confirm step records a fact (NodeDefinition.kind). */
export type NodeKind = 'review' | 'confirm';

export interface NodeDefinition<TForm = Record<string, unknown>, TTarget extends AnyTarget = WorkTarget> {
  nodeId: number;
  name: string;
  nameEn: string;
  assignee: AssigneeRule;
  actions: readonly NodeAction[];
  /** The node after an approval; default: the next one in the list, null ends the work. */
  next?: (form: TForm) => number | null;
  /** Form fields this node's handler may change while approving. */
  editable?: readonly string[];
  /**
   * Masked figures of the form (salary figures) this node's handler needs in clear to decide: they,
   * and the masked figures it edits, come in clear to whoever holds its open step (their purpose,
   * 个人信息保护法 §6); everyone else sees *** and reveals with a reason.
   */
  reads?: readonly string[];
  /** Offered in batch processing. */
  batch?: boolean;
  /**
   * What the step asks (default 'review'). A review step decides the request, so never by the
   * person who started the work (segregation of duties). A confirm step records a fact on the
   * ground — the keys handed over, the person arrived, the contract signed — and its handler may
   * be the starter: in a store with one HR, the one who is there.
   */
  kind?: NodeKind;
  /**
   * A review that must not be decided again by whoever just approved one of these nodes (the
   * regional HR who evaluated for a store without its own HR does not review her own decision):
   * that approver is left out of this node's handlers, and when nobody else holds the node it is
   * skipped (work event 'skip', shown in the progress as 自动跳过) and the work moves on.
   */
  independentOf?: readonly number[];
  /**
   * A rule the (possibly edited) form must meet before this node approves; returns the error.
   * `today` is the business date (China) of the engine's clock.
   */
  beforeApprove?: (form: TForm, context: { today: string }) => Message | null;
  /**
   * The database side of an approval, after `beforeApprove`: may complete the server's fields of
   * the form (it is stored as this leaves it) or refuse with an AppError. Renewals recheck the
   * 三期 data and the contract here.
   */
  onApprove?: (tx: Tx, form: TForm, context: HookClock & { target: TTarget }) => Promise<void>;
  /** Hours until the to-do is overdue (reminded by the job runner). */
  deadlineHours?: number;
  /**
   * A business date the to-do is due by (overdue from the next day on), e.g. a renewal's jzsj;
   * with `deadlineHours` too, the earlier of the two counts.
   */
  deadlineDate?: (form: TForm) => string | undefined;
  /**
   * Where the node's handlers sit, when not where the work started: the org path whose holders
   * of the rule's role handle it (a store transfer's receiving side is the new store's region).
   */
  at?: (form: TForm) => string | undefined;
  /**
   * Who handles the node when no one holds `assignee` there (a store without its own HR); a list
   * is tried in order (a head-office employee's renewal: no store, no region, head-office HR).
   */
  fallback?: Exclude<AssigneeRule, 'starter'> | readonly Exclude<AssigneeRule, 'starter'>[];
  /**
   * The roles whose holders (where the step is handled) the step's handler may add as approvers
   * (加签) before or after themselves; none: the step allows no addition.
   */
  addable?: readonly RoleRule[];
  /** Copied (抄送) when this step is approved. */
  copies?: readonly CopyRule<TForm>[];
}

/** Whom a work is about: a person (most processes), and where they stood at the start. */
export interface WorkTarget {
  employeeRef: number;
  orgUnitId: number;
  orgPath: string;
  shopId: number | null;
}

/** A work about a store, not a person (节日礼品名单): no target employee, the store's place. */
export interface StoreTarget extends Omit<WorkTarget, 'employeeRef' | 'shopId'> {
  employeeRef: null;
  shopId: number;
}

/** Either kind of target, as the engine handles it. */
export type AnyTarget = WorkTarget | StoreTarget;

export interface EffectContext<TTarget extends AnyTarget = WorkTarget> {
  tx: Tx;
  workId: number;
  form: Record<string, unknown>;
  target: TTarget;
  actorUserId: number;
  now: Date;
}

export interface ProcessDefinition<
  TForm extends Record<string, unknown> = Record<string, unknown>,
  TTarget extends AnyTarget = WorkTarget,
> {
  flowId: number;
  /** Form shown to the starter, and to them again after a rollback to the start. */
  formSchema: z.ZodType<TForm>;
  nodes: readonly NodeDefinition<TForm, TTarget>[];
  /**
   * Validates the start against the database and returns the target (the employee the work is
   * about, or the store for a process about stores). Runs inside the start transaction; may
   * create the employee (onboarding). `context.today` is the business date (China) of the
   * engine's clock, the day the start is checked against; `clock.now` its instant.
   */
  prepare(tx: Tx, auth: AuthContext, form: TForm, clock: HookClock): Promise<TTarget>;
  /**
   * Re-checks a form the starter resubmits after a rollback, as a new start would be checked (the
   * starter's scope, the person's state), and refuses a different target. `previous` is the form
   * as it stood before the resubmission; `clock` is the engine's, as for `prepare`.
   */
  revalidate?(
    tx: Tx,
    auth: AuthContext,
    form: TForm,
    target: TTarget,
    previous: TForm,
    clock: HookClock,
  ): Promise<void>;
  /**
   * The first node after a start or a resubmission, when it depends on the form (default: the
   * first of `nodes`).
   */
  firstNode?: (form: TForm) => number;
  /**
   * Whom a start by hand may be about, by employee status (default: active only, [1]). `prepare`
   * refuses the others; the start pickers (SearchEmployee with flowId) offer them disabled, with why.
   */
  startStatuses?: readonly number[];
  /** Runs in the start transaction once the work exists (a resignation makes the person 离职中). */
  onStarted?(ctx: EffectContext<TTarget>): Promise<void>;
  /**
   * A start by hand without any attachment is refused with this message (a violation needs its
   * evidence), or with the message the form calls for (a benefit names its certificate). Checked
   * at the start only: a resubmission keeps the work's files.
   */
  attachmentsRequired?: Message | ((form: TForm) => Message);
  /** Runs in the finishing transaction when the last node approves. */
  onComplete(ctx: EffectContext<TTarget>): Promise<void>;
  /** Copied (抄送) when the work finishes (the store HR on a finished violation). */
  copiesOnFinish?: readonly CopyRule<TForm>[];
  /** Runs when the work is terminated (result 2) or withdrawn for good. */
  onTerminate?(ctx: EffectContext<TTarget>): Promise<void>;
  /** The system starts this process by itself every day for whoever is due (workflow/auto-start.ts). */
  autoStart?: AutoStart<TForm>;
  /**
   * The group this process shares a list and the one-running rule with: the database lets one work
   * of a group run per person, whichever of its processes (人事异动: 调店, 零售批量调动, 调岗).
   */
  group?: string;
  /** Process-specific task-row fields derived from the form. */
  rowFields(form: TForm): Record<string, unknown>;
}

/**
 * A process the system starts by itself (ARCHITECTURE §6 "Started by the system"). Once a day the
 * job runner asks `due` whom to start it for; each candidate's `subject` is claimed in auto_start
 * before its start, so a subject is started once however often the job runs and on however many
 * servers. A start by hand records its subject too, so the system does not start it again.
 */
export interface AutoStart<TForm> {
  /**
   * The candidates on business date `today` not started yet (at most `limit`, in a stable
   * order): the start form of each.
   */
  due(tx: Tx, today: string, limit: number): Promise<TForm[]>;
  /** What makes a start once-only, from its form (prepared: the server's fields are filled in). */
  subject(form: TForm): string;
}

/** The start node of a flow: where the starter edits after a rollback to the start. */
export function startNodeId(flowId: number): number {
  return flowId * 100;
}
