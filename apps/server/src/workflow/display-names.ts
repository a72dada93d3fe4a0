import { findProcess, Message, type MessageKey, type MessageParam } from '@hris/contract';
import { displayLanguage, shown } from '../http/language';
import { getProcess, nodeOf } from './registry';
import { SYSTEM_ACCOUNT } from './system-actor';

/** A catalogue label in the language of the request being answered (Chinese outside one). */
export function label(key: MessageKey, params?: Readonly<Record<string, MessageParam>>): string {
  return new Message(key, params).render(displayLanguage());
}

/** A process's name in the request's language; its flow id for one the contract does not list. */
export function flowNameShown(flowId: number): string {
  const info = findProcess(flowId);
  return info ? shown({ zh: info.name, en: info.nameEn }) : String(flowId);
}

/** A step's name in the request's language (the start node's is 发起人修改); '' for none. */
export function stepNameShown(flowId: number, nodeId: number | null | undefined): string {
  if (nodeId == null) return '';
  const process = getProcess(flowId);
  const node = process && nodeOf(process, nodeId);
  return node ? shown({ zh: node.name, en: node.nameEn }) : '';
}

/**
 * A work's starter as shown: the system account's stored name is 系统, so the works it starts
 * (daily renewals, evaluations, turnovers) show the catalogue's label in the request's language.
 */
export function starterNameShown(name: string | null, account: string | null | undefined): string {
  return account?.toLowerCase() === SYSTEM_ACCOUNT ? label('display.system') : (name ?? '');
}
