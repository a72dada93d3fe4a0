// Apart from the schemas: the web imports these without zod (see user-paths.ts).

/**
 * Approval practice beside the spec's engine (issue 37): 抄送 (copies), 加签 (added approvers),
 * printable approval forms and each user's own approval phrases. All POST.
 */
export const ApprovalPaths = {
  /** 抄送我的: the works the caller was copied on, newest first, with unread marks. */
  getCopiedTaskList: '/api/Task/GetCopiedTaskList',
  getCopiedCounts: '/api/Task/GetCopiedCounts',
  markCopiesRead: '/api/Task/MarkCopiesRead',
  /** Whom a handler may copy on a work: users whose data scope holds it. */
  getCopyUsers: '/api/WF/GetCopyUsers',
  copyWork: '/api/WF/CopyWork',
  getWorkCopies: '/api/WF/GetWorkCopies',
  /** Whom a handler may add as approvers at their step: holders of the step's addable roles. */
  getAddSignUsers: '/api/WF/GetAddSignUsers',
  addSignTask: '/api/WF/AddSignTask',
  getPrintForms: '/api/WF/GetPrintForms',
  getMyPhrases: '/api/WF/GetMyPhrases',
  saveMyPhrase: '/api/WF/SaveMyPhrase',
  deleteMyPhrase: '/api/WF/DeleteMyPhrase',
  sortMyPhrases: '/api/WF/SortMyPhrases',
} as const;

/** 前加签 (before me: the work comes back to me) or 后加签 (after me: then on to the next step). */
export const ADD_SIGN_MODES = ['before', 'after'] as const;
export type TAddSignMode = (typeof ADD_SIGN_MODES)[number];
export const ADD_SIGN_MODE_TEXT: Record<TAddSignMode, { zh: string; en: string }> = {
  before: { zh: '前加签', en: 'Add before me' },
  after: { zh: '后加签', en: 'Add after me' },
};

/** At most this many approvers added at once, and people copied at once. */
export const MAX_ADDED_APPROVERS = 5;
export const MAX_COPIES = 20;
/** A user's own approval phrases: at most this many, each at most this long. */
export const MAX_PHRASES = 30;
export const MAX_PHRASE_LENGTH = 200;
/** Works printed at once (批量打印), one per page. */
export const MAX_PRINT_WORKS = 50;
