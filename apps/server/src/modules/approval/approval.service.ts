import { ErrorCode, MAX_PHRASES, msg, type TAddSignRequest, type TTaskListRequest } from '@hris/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { appUser, userPhrase } from '../../db/schema';
import { findCompanyName } from '../../documents/work-documents';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { AppError, errors } from '../../http/errors';
import { RULE_LABEL } from '../../workflow/assign';
import { label } from '../../workflow/display-names';
import {
  addableHolders,
  copyByHandler,
  holdsWorkWhere,
  mayHandleFor,
  type WorkflowEngine,
  workPlaces,
} from '../../workflow/engine';
import { lockExistingWork, requireProcess } from '../../workflow/engine/load';
import { nodeOf } from '../../workflow/registry';
import { startNodeId } from '../../workflow/types';
import type { WorkViewService } from '../../workflow/work-view.service';
import * as workRepo from '../../workflow/workflow.repository';
import { listTasks } from '../task/task.service';
import * as repo from './approval.repository';

/**
 * Approval practice beside the engine (issue 37): 抄送我的 and copying, the add-sign picker and
 * action, printable forms, and each user's own approval phrases.
 */
export class ApprovalService {
  constructor(
    private readonly db: Db,
    private readonly engine: WorkflowEngine,
    private readonly view: WorkViewService,
  ) {}

  /** 抄送我的: the works copied to the caller, as the task lists show them, with the copy. */
  async copiedList(auth: AuthContext, q: TTaskListRequest) {
    const page = await listTasks(this.db, auth, 'copied', q);
    const copies = new Map(
      (
        await repo.findCopiesOf(
          this.db,
          auth.userId,
          page.list.map((r) => r.workId),
        )
      ).map((c) => [c.workId, c]),
    );
    return {
      total: page.total,
      capped: page.capped,
      // The copy's three fields join each presented row itself: a spread copy of a row of thirty
      // keys was 4 % of this list's server time.
      list: page.list.map((r) => {
        const c = copies.get(r.workId);
        return Object.assign(r, {
          copiedTime: (c?.copiedAt ?? new Date(r.arrivedTime)).toISOString(),
          copiedByName: c?.byName ?? label('display.system'),
          unread: c ? c.readAt === null : false,
        });
      }),
    };
  }

  copiedCounts(auth: AuthContext) {
    return repo.countCopies(this.db, auth.userId);
  }

  async markRead(auth: AuthContext, workIds: number[] | undefined) {
    const n = await repo.markCopiesRead(this.db, auth.userId, workIds, new Date());
    return msg('workflow.copiesRead', { count: n });
  }

  /** Whom the caller may copy on a work: enabled users whose scope holds it, but the caller. */
  async copyUsers(auth: AuthContext, workId: number, keyword?: string) {
    await this.view.assertTakesPart(auth, workId);
    const w = await workRepo.findWork(this.db, workId);
    const process = requireProcess(w.flowId);
    return repo.findPickUsers(
      this.db,
      and(holdsWorkWhere(workPlaces(process, w)), sql`${appUser.id} <> ${auth.userId}`),
      keyword,
    );
  }

  /** Copies a running work without deciding: only a current handler of it. */
  async copyWork(actor: Actor, workId: number, userIds: number[]) {
    const { auth } = actor;
    return this.db.transaction(async (tx) => {
      const w = await lockExistingWork(tx, workId);
      const mine = await workRepo.findOpenTaskOf(tx, workId, auth.userId);
      if (w.status !== 'running' || !mine) throw new AppError(ErrorCode.Forbidden, msg('workflow.copyNeedsTask'));
      const process = requireProcess(w.flowId);
      const n = await copyByHandler(
        tx,
        process,
        w,
        { userId: auth.userId, name: auth.displayName },
        mine.nodeId,
        userIds,
        this.engine.now(),
      );
      await audit(tx, actor, { action: 'work.copy', target: `work:${workId}`, summary: { userIds } });
      return msg('workflow.copied', { count: n });
    });
  }

  copies(auth: AuthContext, workId: number) {
    return this.view.copies(auth, workId);
  }

  /** Whom the handler of a to-do may add at its step (加签), with the role that qualifies each. */
  async addSignUsers(auth: AuthContext, taskId: number, keyword?: string) {
    const row = await workRepo.findTaskWithWork(this.db, taskId);
    if (!row) throw new AppError(ErrorCode.NotFound, msg('workflow.taskNotFound'));
    if (row.assignee !== auth.userId && !(await mayHandleFor(this.db, auth, row.assignee, row.w.orgPath)))
      throw new AppError(ErrorCode.Forbidden, msg('workflow.notYourTask'));
    if (row.status !== 'todo') throw new AppError(ErrorCode.Conflict, msg('workflow.taskClosed'));
    if (row.additionId !== null) throw new AppError(ErrorCode.Validation, msg('workflow.addSignAgain'));
    const process = requireProcess(row.w.flowId);
    const node = nodeOf(process, row.nodeId);
    if (!node || row.nodeId === startNodeId(row.w.flowId) || !node.addable?.length)
      throw new AppError(
        ErrorCode.Validation,
        msg('workflow.addSignNotAllowed', { node: node ? { zh: node.name, en: node.nameEn } : row.nodeId }),
      );
    const holders = await addableHolders(this.db, process, node, row.w);
    holders.delete(auth.userId);
    holders.delete(row.assignee);
    const ids = [...holders.keys()];
    const users = await repo.findPickUsers(
      this.db,
      and(
        eq(appUser.isEnabled, true),
        ids.length ? inArray(appUser.id, ids) : sql`false`,
        // Nobody decides a work about themselves.
        row.w.targetEmployeeRef === null
          ? undefined
          : sql`${appUser.employeeRef} is distinct from ${row.w.targetEmployeeRef}`,
      ),
      keyword,
    );
    return users.map((u) => ({ ...u, roleText: RULE_LABEL[holders.get(u.userId)!] }));
  }

  addSign(actor: Actor, input: TAddSignRequest) {
    return this.engine.addSign(actor, input);
  }

  /**
   * Approval forms to print: each work as its page shows it, its history and copies, the company
   * it belongs to; the print is logged (who printed which works).
   */
  async printForms(actor: Actor, workIds: number[]) {
    const { auth } = actor;
    const forms = [];
    for (const workId of [...new Set(workIds)]) {
      const work = await this.view.detail(auth, workId);
      const orgPath = (await workRepo.findWork(this.db, workId)).orgPath;
      forms.push({
        companyName: await findCompanyName(this.db, orgPath),
        work,
        progress: await this.view.progress(auth, work.flowId, workId),
        copies: await this.view.copies(auth, workId),
      });
    }
    await audit(this.db, actor, { action: 'work.print', target: `work:${workIds[0]}`, summary: { workIds } });
    return { printerName: auth.displayName, printTime: new Date().toISOString(), forms };
  }

  phrases(auth: AuthContext) {
    return repo.findPhrases(this.db, auth.userId);
  }

  /** Adds or edits one of the caller's phrases: at most MAX_PHRASES, each once (user_phrase_text_uq). */
  async savePhrase(auth: AuthContext, input: { id?: number; text: string }) {
    try {
      return await this.db.transaction(async (tx) => {
        if (input.id !== undefined) {
          const [row] = await tx
            .update(userPhrase)
            .set({ text: input.text })
            .where(and(eq(userPhrase.id, input.id), eq(userPhrase.userId, auth.userId)))
            .returning({ id: userPhrase.id, text: userPhrase.text });
          if (!row) throw errors.notFound(msg('noun.phrase'));
          return row;
        }
        // The count and the insert under one lock of the user's row: two tabs adding at once stay within the limit.
        await tx.execute(sql`select 1 from ${appUser} where ${appUser.id} = ${auth.userId} for update`);
        const [held] = await tx
          .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${userPhrase.sort}), 0)` })
          .from(userPhrase)
          .where(eq(userPhrase.userId, auth.userId));
        if ((held?.n ?? 0) >= MAX_PHRASES)
          throw new AppError(ErrorCode.Validation, msg('workflow.phraseLimit', { max: MAX_PHRASES }));
        const [row] = await tx
          .insert(userPhrase)
          .values({ userId: auth.userId, text: input.text, sort: (held?.last ?? 0) + 1 })
          .returning({ id: userPhrase.id, text: userPhrase.text });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'user_phrase_text_uq'))
        throw new AppError(ErrorCode.Validation, msg('workflow.phraseDuplicate'));
      throw error;
    }
  }

  async deletePhrase(auth: AuthContext, id: number) {
    await this.db.delete(userPhrase).where(and(eq(userPhrase.id, id), eq(userPhrase.userId, auth.userId)));
  }

  /** Puts the caller's phrases in the order given: the whole list, or a refusal when it changed meanwhile. */
  async sortPhrases(auth: AuthContext, ids: number[]) {
    await this.db.transaction(async (tx) => {
      const mine = await repo.findPhrases(tx, auth.userId);
      const given = new Set(ids);
      if (given.size !== ids.length || mine.length !== ids.length || mine.some((p) => !given.has(p.id)))
        throw new AppError(ErrorCode.Conflict, msg('workflow.phraseSortMismatch'));
      for (const [i, id] of ids.entries())
        await tx
          .update(userPhrase)
          .set({ sort: i + 1 })
          .where(eq(userPhrase.id, id));
    });
  }
}
