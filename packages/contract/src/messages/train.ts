import type { Catalogue } from './catalogue';

/** 培训: projects, sessions, enrolment, attendance and its import (the file-level refusals are health's). */
export const trainMessages = {
  'train.projectNoun': { zh: '培训项目', en: 'Training project' },
  'train.sessionNoun': { zh: '培训场次', en: 'Training session' },
  'train.enrolmentNoun': { zh: '报名记录', en: 'Enrolment' },
  'train.projectCompanyWide': {
    zh: '培训项目由总部维护，您只能查看',
    en: 'Training projects are kept by head office; you can only view them',
  },
  'train.projectCreated': { zh: '培训项目已新增', en: 'The training project was added' },
  'train.projectUpdated': { zh: '培训项目已修改', en: 'The training project was changed' },
  'train.projectNameTaken': {
    zh: '已有启用的培训项目「{name}」，项目名称不能重复',
    en: 'An enabled training project "{name}" already exists; names cannot repeat',
  },
  'train.projectStale': {
    zh: '该培训项目已被他人修改，请刷新后重试',
    en: 'Someone else changed this training project; refresh and try again',
  },
  'train.unknownPosition': { zh: '所选必修岗位不存在', en: 'A chosen required position does not exist' },
  'train.projectDisabled': {
    zh: '培训项目「{name}」已停用，不能新增或修改场次',
    en: 'The training project "{name}" is disabled; its sessions cannot be added or changed',
  },
  'train.sessionCreated': { zh: '培训场次已新增', en: 'The training session was added' },
  'train.sessionUpdated': { zh: '培训场次已修改', en: 'The training session was changed' },
  'train.sessionStale': {
    zh: '该培训场次已被他人修改，请刷新后重试',
    en: 'Someone else changed this training session; refresh and try again',
  },
  'train.unitKind': { zh: '培训范围应为区域或门店', en: 'A session is held for a region or a store' },
  'train.unitOutOfScope': {
    zh: '所选区域/门店不在您的数据范围内',
    en: 'The chosen region or store is outside your data scope',
  },
  'train.sessionReadOnly': {
    zh: '该场次不在您的数据范围内，只能查看',
    en: 'This session lies outside your data scope; you can only view it',
  },
  'train.capacityBelowEnrolled': {
    zh: '名额不能少于已报名人数（{count}人）',
    en: 'The capacity cannot be below the {count} already enrolled',
  },
  'train.full': {
    zh: '本场次名额{capacity}人，已报名{enrolled}人，最多还能报名{left}人',
    en: 'This session takes {capacity}; {enrolled} are enrolled, at most {left} more can be',
  },
  'train.alreadyEnrolled': { zh: '{employee}已报名本场次', en: '{employee} is already enrolled in this session' },
  'train.notUnderSession': {
    zh: '{employee}不在本场次的区域/门店范围内',
    en: '{employee} is not in the region or store this session is for',
  },
  'train.notActive': { zh: '{employee}不在职，不能报名', en: '{employee} is not in post and cannot be enrolled' },
  'train.enrolled': { zh: '已报名{count}人', en: '{count} enrolled' },
  'train.removed': { zh: '已取消报名', en: 'The enrolment was removed' },
  'train.removeRecorded': {
    zh: '{employee}已登记出勤，不能取消报名',
    en: '{employee} has an attendance entered; the enrolment cannot be removed',
  },
  'train.notYetHeld': {
    zh: '培训日期{date}尚未到，不能登记出勤',
    en: 'The session is on {date}; attendance cannot be entered before then',
  },
  'train.participationSaved': { zh: '已保存{count}条出勤记录', en: '{count} attendance entries saved' },
  'train.importUnknown': {
    zh: '工号{employeeId}不存在或不在您的数据范围内',
    en: 'Employee number {employeeId} does not exist or is outside your data scope',
  },
  'train.importNotEnrolled': {
    zh: '工号{employeeId}未报名本场次',
    en: 'Employee number {employeeId} is not enrolled in this session',
  },
  'train.importAttendance': {
    zh: '出勤应填写「{attended}」或「{absent}」，实际为「{value}」',
    // The sheet's words are Chinese in either language: they come in as parameters.
    en: 'Attendance should read "{attended}" or "{absent}", not "{value}"',
  },
  'train.importScore': {
    zh: '成绩「{value}」应为0到{max}之间的数字',
    en: 'The score "{value}" should be a number from 0 to {max}',
  },
  'train.importPassed': {
    zh: '是否通过应填写「{yes}」或「{no}」，实际为「{value}」',
    en: 'Passed should read "{yes}" or "{no}", not "{value}"',
  },
  'train.absentWithResult': {
    zh: '缺勤的员工不能有成绩或通过',
    en: 'An absent employee has no score and does not pass',
  },
  'train.imported': { zh: '导入成功，共{count}条出勤记录', en: 'Imported {count} attendance entries' },
} as const satisfies Catalogue;
