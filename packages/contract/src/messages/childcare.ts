import type { Catalogue } from './catalogue';

/** 育儿假: area rules, children, uses and their import. */
export const childcareMessages = {
  'childcare.ruleNoun': { zh: '育儿假规则', en: 'Childcare leave rule' },
  'childcare.childNoun': { zh: '子女', en: 'Child' },
  'childcare.useNoun': { zh: '育儿假记录', en: 'Childcare leave record' },
  'childcare.ruleCreated': { zh: '育儿假规则已新增', en: 'The childcare leave rule was added' },
  'childcare.ruleUpdated': { zh: '育儿假规则已修改', en: 'The childcare leave rule was changed' },
  'childcare.ruleDeleted': { zh: '育儿假规则已删除', en: 'The childcare leave rule was deleted' },
  'childcare.ruleOverlap': {
    zh: '{area}已有{from}至{to}生效的育儿假规则，生效期间不能重叠',
    en: '{area} already has a childcare leave rule in force from {from} to {to}; periods cannot overlap',
  },
  'childcare.openEnded': { zh: '长期', en: 'open-ended' },
  'childcare.unknownArea': {
    zh: '{area}没有门店，请从门店所在的省份和城市中选择',
    en: 'No store lies in {area}; choose a province and city of a store',
  },
  'childcare.childSaved': { zh: '子女信息已保存', en: 'The child was saved' },
  'childcare.childDeleted': { zh: '子女信息已删除', en: 'The child was deleted' },
  'childcare.childDuplicate': {
    zh: '{employee}已登记子女{name}（{birthDate}出生），不能重复登记',
    en: '{employee} already has the child {name} (born {birthDate}) registered',
  },
  'childcare.birthInFuture': { zh: '出生日期不能晚于今天', en: 'The birth date cannot be after today' },
  'childcare.childHasUses': {
    zh: '{name}已有{count}条育儿假记录，不能删除或修改出生日期，请先撤销这些记录',
    en: '{name} has {count} childcare leave records; cancel them before deleting the child or changing the birth date',
  },
  'childcare.childOfOther': {
    zh: '该子女不属于{employee}',
    en: 'This child does not belong to {employee}',
  },
  'childcare.useCreated': {
    zh: '育儿假已登记，{child}{year}年剩余{remaining}天',
    en: 'The childcare leave was recorded; {remaining} days remain for {child} in {year}',
  },
  'childcare.useCancelled': { zh: '育儿假记录已撤销', en: 'The childcare leave record was cancelled' },
  'childcare.useAlreadyCancelled': { zh: '该育儿假记录已撤销', en: 'This childcare leave record is already cancelled' },
  'childcare.endBeforeStart': { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  'childcare.crossYear': {
    zh: '育儿假不能跨年登记，请按年度分开登记',
    en: 'A childcare leave cannot span two years; record each year separately',
  },
  'childcare.daysBeyondPeriod': {
    zh: '天数{days}天超过所选日期的{span}天',
    en: '{days} days are more than the {span} days of the chosen dates',
  },
  'childcare.beforeBirth': {
    zh: '开始日期早于{child}的出生日期{birthDate}，不能使用育儿假',
    en: 'The start is before the birth of {child} ({birthDate}); no childcare leave can be taken',
  },
  'childcare.overAge': {
    zh: '{child}于{date}年满{age}周岁，此后不能使用育儿假',
    en: '{child} turns {age} on {date}; no childcare leave can be taken after that',
  },
  'childcare.overBalance': {
    zh: '超出可用余额：{child}{year}年育儿假剩余{remaining}天，本次{days}天',
    en: 'Beyond the balance: {remaining} days remain for {child} in {year}, {days} were asked',
  },
  'childcare.overlap': {
    zh: '与已登记的育儿假（{start}至{end}）日期重叠',
    en: 'Overlaps the recorded childcare leave ({start} to {end})',
  },
  'childcare.overlapRow': { zh: '与第{row}行的日期重叠', en: 'Overlaps the dates of row {row}' },
  'childcare.daysInvalid': {
    zh: '天数「{value}」无效，应为大于0、以0.5天为单位的数字',
    en: 'The days "{value}" are not valid; write a number above 0 in half days',
  },
  'childcare.unknownChild': {
    zh: '{employee}没有登记名为{child}的子女',
    en: '{employee} has no registered child named {child}',
  },
  'childcare.imported': { zh: '导入成功，共{count}条育儿假记录', en: 'Imported {count} childcare leave records' },
  'childcare.rejected': {
    zh: '导入失败：{badRows}行共{errorCount}处错误，未导入任何数据',
    en: 'Import refused: {errorCount} problems in {badRows} rows; nothing was imported',
  },
} as const satisfies Catalogue;
