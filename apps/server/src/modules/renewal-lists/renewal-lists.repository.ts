import { countWorks, findWorkPage } from '../../lists/work-list.repository';

/** 合同续签 (flow 14): the works of 合同续签列表. */
export const CONTRACT_RENEWAL_FLOW = 14;
/** 试用期考核 (flow 13): the works of 试用期考核列表. */
export const EVALUATION_FLOW = 13;

/**
 * Both lists read only the work and its form (the proposal, the dates the server copied from
 * Basic data when it started), besides what every list of works joins.
 */
export const findRenewalListPage = findWorkPage;
export const findEvaluationListPage = findWorkPage;
export const countListWorks = countWorks;
