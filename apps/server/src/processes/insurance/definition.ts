import {
  businessToday,
  childIdentityNumberProblem,
  ErrorCode,
  formatFlowNo,
  insuranceRelationTitle,
  insuranceStartMonthProblem,
  maskIdentityNumber,
  msg,
  type TInsuranceForm,
  ZInsuranceFormSchema,
} from '@hris/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { sealedEquals } from '../../db/pii-crypto';
import { AppError } from '../../http/errors';
import type { ProcessDefinition } from '../../workflow/types';
import { headOfficeApproval, regionalHrReview } from '../shared/nodes';
import { fieldError } from '../shared/personnel';
import { findTargetEmployee, targetOfPerson, writeEmployeeFacts } from '../shared/target';
import { childInsurance } from './tables';

type Form = TInsuranceForm;

/**
 * 少儿险增加 (flow 21). The store HR (or any HR whose scope holds the employee) adds an active
 * employee's child to the company's child insurance from a start month, with the birth
 * certificate; 2101 the regional HR reviews, 2102 head-office HR approves (batch). A child is
 * insured once (`child_insurance`, unique identity number, held from the start); finishing marks
 * the addition in force from the start month, a termination frees the child.
 */
export const insuranceProcess: ProcessDefinition<Form> = {
  flowId: 21,
  formSchema: ZInsuranceFormSchema,
  attachmentsRequired: msg('insurance.birthCertificateRequired'),
  nodes: [regionalHrReview(2101), headOfficeApproval(2102, { batch: true })],

  async prepare(tx, auth, form, { today }) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    await check(tx, form, today, person.id);
    return targetOfPerson(person);
  },

  async revalidate(tx, auth, form, target, previous, { today }) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    if (person.id !== target.employeeRef) throw new AppError(ErrorCode.Validation, msg('welfare.employeeLocked'));
    const [held] = await tx
      .select({ workId: childInsurance.workId })
      .from(childInsurance)
      .where(sealedEquals(childInsurance.childIdNumber, previous.childIdNumber));
    await check(tx, form, today, person.id, held?.workId);
    if (held) await holdChild(tx, form, person.id, held.workId);
  },

  async onStarted({ tx, workId, form, target }) {
    await holdChild(tx, form as Form, target.employeeRef, workId);
  },

  async onComplete({ tx, workId, now }) {
    await tx
      .update(childInsurance)
      .set({ status: 'finished', finishedDate: businessToday(now) })
      .where(eq(childInsurance.workId, workId));
  },

  async onTerminate({ tx, workId }) {
    await tx.delete(childInsurance).where(eq(childInsurance.workId, workId));
  },

  rowFields(form) {
    return {
      childName: form.childName,
      // Task rows reach many readers: the number masked; the work's form has it whole.
      childIdNumber: maskIdentityNumber(form.childIdNumber),
      relationTitle: insuranceRelationTitle(form.relation),
      startMonth: form.startMonth,
    };
  },
};

/**
 * The start's (and a resubmission's) rules against today: the start month's window, a child
 * already born, and no other addition of the child. Writes the server's fields.
 */
async function check(tx: Tx, form: Form, today: string, employeeRef: number, ownWorkId?: number) {
  const monthProblem = insuranceStartMonthProblem(form.startMonth, today);
  if (monthProblem) throw fieldError('startMonth', msg('common.sharedRule', { text: monthProblem }));
  const idProblem = childIdentityNumberProblem(form.childIdNumber, `${form.startMonth}-01`, today);
  if (idProblem) throw fieldError('childIdNumber', msg('common.sharedRule', { text: idProblem }));
  form.relationTitle = insuranceRelationTitle(form.relation);
  await writeEmployeeFacts(tx, form, employeeRef, today);
  const [other] = await tx
    .select({ workId: childInsurance.workId })
    .from(childInsurance)
    .where(
      and(
        sealedEquals(childInsurance.childIdNumber, form.childIdNumber),
        ownWorkId === undefined ? undefined : ne(childInsurance.workId, ownWorkId),
      ),
    );
  if (other) throw duplicate(form, other.workId);
}

function duplicate(form: Form, workId: number) {
  return new AppError(
    ErrorCode.Conflict,
    msg('insurance.duplicateChild', {
      child: form.childName,
      idNumber: maskIdentityNumber(form.childIdNumber),
      flowNo: formatFlowNo(21, workId),
    }),
  );
}

/**
 * Records (or, on resubmission, rewrites) the work's child in a savepoint: when a start that ran
 * at the same time holds the child (child_insurance_child_uq), the refusal names its work.
 */
async function holdChild(tx: Tx, form: Form, employeeRef: number, workId: number) {
  const values = {
    workId,
    employeeRef,
    childName: form.childName,
    childIdNumber: form.childIdNumber,
    relation: form.relation,
    startMonth: form.startMonth,
  };
  try {
    await tx.transaction(async (sp) => {
      await sp.insert(childInsurance).values(values).onConflictDoUpdate({ target: childInsurance.workId, set: values });
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'child_insurance_child_uq')) throw error;
    const [holder] = await tx
      .select({ workId: childInsurance.workId })
      .from(childInsurance)
      .where(sealedEquals(childInsurance.childIdNumber, form.childIdNumber));
    throw duplicate(form, holder?.workId ?? workId);
  }
}
