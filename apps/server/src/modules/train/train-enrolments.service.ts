import { employeeLabel, msg, TRAIN_ENROL_MAX, ZEnrolRequestSchema } from '@hris/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { errors, fieldRefusals } from '../../http/errors';
import { inScope } from '../../http/scope';
import * as repo from './train.repository';
import { findSeenSession } from './train-sessions.service';

const invalidEnrol = fieldRefusals(ZEnrolRequestSchema);

/** 报名 (TrainInfo): the candidates of a session, enrolling them within its places, removing one. */
export class TrainEnrolmentsService {
  constructor(private readonly db: Db) {}

  async candidates(
    auth: AuthContext,
    input: { sessionId: number; shopId?: number; positionId?: number; keyword?: string },
  ) {
    const session = await findSeenSession(this.db, auth, input.sessionId);
    return repo.findCandidates(this.db, auth, session, input, TRAIN_ENROL_MAX);
  }

  /**
   * Enrols employees (by number) in a session, all or none: each in post, in the caller's scope and
   * under the session's unit, none enrolled twice (the unique index holds it), and no more than the
   * places left — counted under the session's row lock, so concurrent enrolments queue; logged.
   */
  async enrol(actor: Actor, input: { sessionId: number; employeeIds: string[] }) {
    const { auth } = actor;
    const numbers = [...new Set(input.employeeIds)];
    return this.db.transaction(async (tx) => {
      const session = await repo.lockSession(tx, input.sessionId);
      if (!session) throw errors.notFound(msg('train.sessionNoun'));
      if (!repo.canSeeSession(auth, session.orgPath)) throw errors.outOfScope();
      const people = new Map((await repo.findEmployeesByNumber(tx, numbers)).map((e) => [e.employeeId, e]));
      const refs: number[] = [];
      for (const number of numbers) {
        const person = people.get(number);
        if (!person || !inScope(auth, { orgPath: person.orgPath, employeeRef: person.id })) {
          throw errors.employeeNumberNotFound(number);
        }
        const label = employeeLabel(person.name, person.employeeId);
        if (person.status !== 1) throw invalidEnrol('employeeIds', msg('train.notActive', { employee: label }));
        if (!person.orgPath.startsWith(session.orgPath)) {
          throw invalidEnrol('employeeIds', msg('train.notUnderSession', { employee: label }));
        }
        refs.push(person.id);
      }
      const already = await repo.findEnrolledAmong(tx, session.id, refs);
      if (already) {
        const person = [...people.values()].find((p) => p.id === already.employeeRef);
        throw invalidEnrol('employeeIds', alreadyEnrolled(person));
      }
      if (session.enrolledCount + refs.length > session.capacity) {
        throw invalidEnrol(
          'employeeIds',
          msg('train.full', {
            capacity: session.capacity,
            enrolled: session.enrolledCount,
            left: session.capacity - session.enrolledCount,
          }),
        );
      }
      try {
        await repo.insertEnrolments(tx, session.id, refs, auth.userId);
      } catch (error) {
        // Only reachable by a writer that skipped the session's lock.
        if (isUniqueViolation(error, 'train_enrolment_session_employee_uq')) {
          throw invalidEnrol('employeeIds', alreadyEnrolled(undefined));
        }
        throw error;
      }
      const enrolledCount = session.enrolledCount + refs.length;
      await repo.setEnrolledCount(tx, session.id, enrolledCount);
      await audit(tx, actor, {
        action: 'train.enrol',
        target: `trainSession:${session.id}`,
        summary: {
          sessionId: session.id,
          employees: numbers,
          before: { enrolledCount: session.enrolledCount },
          after: { enrolledCount },
        },
      });
      return { enrolled: refs.length, enrolledCount };
    });
  }

  /** Removes an enrolment without an attendance; the place is freed; logged. */
  async removeEnrolment(actor: Actor, id: number) {
    return this.db.transaction(async (tx) => {
      const [found] = await repo.findEnrolments(tx, [id]);
      if (!found) throw errors.notFound(msg('train.enrolmentNoun'));
      if (!inScope(actor.auth, { orgPath: found.orgPath, employeeRef: found.employeeRef })) throw errors.outOfScope();
      const session = await repo.lockSession(tx, found.sessionId);
      if (!session) throw errors.notFound(msg('train.sessionNoun'));
      if (found.attendance) {
        throw errors.validation(msg('train.removeRecorded', { employee: employeeLabel(found.name, found.employeeId) }));
      }
      await repo.deleteEnrolment(tx, id);
      await repo.setEnrolledCount(tx, session.id, session.enrolledCount - 1);
      await audit(tx, actor, {
        action: 'train.unenrol',
        target: `trainSession:${session.id}`,
        summary: { sessionId: session.id, employeeId: found.employeeId, enrolmentId: id },
      });
    });
  }
}

function alreadyEnrolled(person: { name: string; employeeId: string } | undefined) {
  return msg('train.alreadyEnrolled', { employee: person ? employeeLabel(person.name, person.employeeId) : '该员工' });
}
