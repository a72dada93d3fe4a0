import { z } from 'zod';
import { ADD_SIGN_MODES, MAX_ADDED_APPROVERS, MAX_COPIES, MAX_PHRASE_LENGTH, MAX_PRINT_WORKS } from './approval-paths';
import { zId } from './common';
import { ZProgressRowSchema, ZTaskRowSchema, ZWorkDetailSchema } from './task';

export * from './approval-paths';

const userIds = (what: string, max: number) =>
  z
    .array(zId(`${what}编号无效`))
    .max(max, `${what}最多${max}人`)
    .describe(what);

/** People to copy, given with an action (ProcessTask, AddSignTask) or alone (CopyWork). */
export const ZCopyUserIdsSchema = userIds('抄送人', MAX_COPIES);

export const ZCopyWorkRequestSchema = z.object({
  workId: zId().describe('流程实例'),
  userIds: ZCopyUserIdsSchema.min(1, '请选择抄送人'),
});

export const ZCopyUsersRequestSchema = z.object({
  workId: zId().describe('流程实例'),
  keyword: z.string().trim().max(32).optional().describe('关键字'),
});

export const ZAddSignUsersRequestSchema = z.object({
  taskId: zId().describe('待办'),
  keyword: z.string().trim().max(32).optional().describe('关键字'),
});

/** A person a copy or add-sign picker offers, with the role that qualifies them. */
export const ZPickUserSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  account: z.string(),
  orgUnitName: z.string(),
  roleText: z.string(),
});

export const ZAddSignRequestSchema = z.object({
  taskId: zId().describe('待办'),
  mode: z.enum(ADD_SIGN_MODES, { message: '请选择加签方式' }).describe('加签方式'),
  userIds: userIds('加签人', MAX_ADDED_APPROVERS).min(1, '请选择加签人'),
  reason: z
    .string({ message: '请填写加签理由' })
    .trim()
    .min(1, '请填写加签理由')
    .max(500, '加签理由不能超过500字')
    .describe('加签理由'),
  /** 后加签 approves my step: its opinion and the step's editable fields, as ProcessTask takes them. */
  opinion: z.string().trim().max(1000, '审批意见不能超过1000字').optional().describe('审批意见'),
  form: z.record(z.string(), z.unknown()).optional().describe('表单'),
  copyUserIds: ZCopyUserIdsSchema.optional(),
});

/** A row of 抄送我的: the work as the task lists show it, and the copy. */
export const ZCopiedTaskRowSchema = ZTaskRowSchema.extend({
  copiedTime: z.string(),
  copiedByName: z.string(),
  unread: z.boolean(),
});

export const ZCopiedCountsSchema = z.object({ total: z.number().int(), unread: z.number().int() });

export const ZMarkCopiesReadRequestSchema = z.object({
  /** The works to mark read; none: all of the caller's copies. */
  workIds: z.array(zId()).max(2000).optional().describe('流程实例'),
});

/** Who was copied on a work, by whom (系统: the process definition), when, and whether they read it. */
export const ZWorkCopySchema = z.object({
  userName: z.string(),
  byName: z.string(),
  nodeName: z.string(),
  copiedTime: z.string(),
  readTime: z.string().nullable(),
});

export const ZPrintFormsRequestSchema = z.object({
  workIds: z
    .array(zId())
    .min(1, '请选择要打印的流程')
    .max(MAX_PRINT_WORKS, `一次最多打印${MAX_PRINT_WORKS}个流程`)
    .describe('流程实例'),
});

/** One approval form as printed: the work as its page shows it, its history and copies. */
export const ZPrintFormSchema = z.object({
  companyName: z.string(),
  work: ZWorkDetailSchema,
  progress: z.array(ZProgressRowSchema),
  copies: z.array(ZWorkCopySchema),
});
export const ZPrintFormsSchema = z.object({
  printerName: z.string(),
  printTime: z.string(),
  forms: z.array(ZPrintFormSchema),
});

export const ZPhraseSchema = z.object({ id: z.number().int(), text: z.string() });
export const ZSavePhraseRequestSchema = z.object({
  id: zId().optional().describe('常用语'),
  text: z
    .string({ message: '请填写常用语' })
    .trim()
    .min(1, '请填写常用语')
    .max(MAX_PHRASE_LENGTH, `常用语不能超过${MAX_PHRASE_LENGTH}字`)
    .describe('常用语'),
});
export const ZPhraseRefSchema = z.object({ id: zId().describe('常用语') });
export const ZSortPhrasesRequestSchema = z.object({
  ids: z.array(zId()).max(100).describe('常用语顺序'),
});

export type TAddSignRequest = z.infer<typeof ZAddSignRequestSchema>;
export type TCopiedTaskRow = z.infer<typeof ZCopiedTaskRowSchema>;
export type TWorkCopy = z.infer<typeof ZWorkCopySchema>;
export type TPrintForms = z.infer<typeof ZPrintFormsSchema>;
export type TPrintForm = z.infer<typeof ZPrintFormSchema>;
export type TPhrase = z.infer<typeof ZPhraseSchema>;
export type TPickUser = z.infer<typeof ZPickUserSchema>;
