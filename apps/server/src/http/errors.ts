import { ERROR_MESSAGES, ErrorCode, fieldLabel } from '@hris/contract';
import type { z } from 'zod';

/** A failure the user should read: a stable code and a Chinese message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly details?: unknown;

  constructor(code: ErrorCode, message?: string, options?: { httpStatus?: number; details?: unknown }) {
    super(message ?? ERROR_MESSAGES[code].zh);
    this.code = code;
    this.httpStatus = options?.httpStatus ?? 200;
    this.details = options?.details;
  }
}

export const errors = {
  validation: (msg: string, details?: unknown) => new AppError(ErrorCode.Validation, msg, { details }),
  forbidden: (msg?: string) => new AppError(ErrorCode.Forbidden, msg),
  readOnly: () => new AppError(ErrorCode.ReadOnly),
  outOfScope: () => new AppError(ErrorCode.OutOfScope),
  notFound: (what?: string) => new AppError(ErrorCode.NotFound, what ? `${what}不存在` : undefined),
  conflict: (msg?: string) => new AppError(ErrorCode.Conflict, msg),
  /**
   * An employee number that names no one the caller may see. Unknown and out of scope answer
   * alike (40401), so a number outside the scope does not reveal that the person exists.
   */
  employeeNumberNotFound: (employeeNumber: string) =>
    new AppError(ErrorCode.NotFound, `未找到员工编号为 ${employeeNumber} 的员工，或该员工不在您的数据范围内`),
};

/** One refused field of a request, as the error handler writes `data.fields` (zod issues alike). */
export interface FieldProblem {
  /** The field's path in the request, dotted. */
  field: string;
  /** Its Chinese label, the schema's `.describe()`. */
  label: string;
  message: string;
}

/**
 * The business-rule refusals of one request's fields: `invalid('endDate', '合同结束日期不能早于开始日期')`
 * answers 40001 with that sentence as `msg` and `data.fields` naming the field (label from the
 * schema), so a form puts the sentence under the field without reading it.
 */
export function fieldRefusals<S extends z.ZodObject>(schema: S) {
  return (field: keyof S['shape'] & string, msg: string): AppError => {
    const problem: FieldProblem = { field, label: fieldLabel(schema, [field]) ?? field, message: msg };
    return new AppError(ErrorCode.Validation, msg, { details: { fields: [problem] } });
  };
}
