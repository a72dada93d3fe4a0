import { addDays, addMonths, businessToday, withCheckCharacter } from '@hris/contract';
import { type Demo, demoActions, evidenceFile } from './demo-exits';

/** The benefit side of the demo: marriage and newborn benefits (20) and child insurance (21). */
export interface DemoBenefitsSummary {
  welfare: { running: number; finished: number; terminated: number };
  insurance: { running: number; finished: number; terminated: number; returned: number };
}

/** A child born on `birth` (YYYY-MM-DD) in 北京 (110101) or 成都 (510104), sequence `seq`. */
const childId = (area: string, birth: string, seq: string) =>
  withCheckCharacter(`${area}${birth.replaceAll('-', '')}${seq}`);

/**
 * Benefits in 北京 (BJ001, bj001_hr, north_hr) and 成都 (CD001, cd001_hr, west_hr), through the
 * engine as the demo users, so 婚育福利列表, 少儿险增加名单 and the task centre show every state:
 * waiting at the regional review, finished by head office (its amount booked), terminated, and a
 * child insurance returned to its starter. None waits for head office (hq_hr keeps no to-dos: the
 * e2e specs start from there). Uses staff no other demo work is about, and stops the seed when a
 * store has too few (never an empty list without a word).
 */
export async function seedDemoBenefits(demo: Demo): Promise<DemoBenefitsSummary> {
  const { untouchedStaffOf, start, act } = demoActions(demo);
  const summary: DemoBenefitsSummary = {
    welfare: { running: 0, finished: 0, terminated: 0 },
    insurance: { running: 0, finished: 0, terminated: 0, returned: 0 },
  };
  const bj = await untouchedStaffOf('BJ001', 4);
  const cd = await untouchedStaffOf('CD001', 4);
  const today = businessToday();
  const month = today.slice(0, 7);
  // Each store HR attaches the files they uploaded.
  const certificate = async (account: string, fileName: string) => evidenceFile(demo, await demo.as(account), fileName);
  const bjMarriage = await certificate('bj001_hr', '结婚证.pdf');
  const bjBirth = await certificate('bj001_hr', '出生证明.pdf');
  const cdMarriage = await certificate('cd001_hr', '结婚证.pdf');
  const cdBirth = await certificate('cd001_hr', '出生证明.pdf');

  // 婚育福利: a newborn waiting for 华北区域HR, a marriage booked at 800, a newborn booked, a marriage ended.
  await start('bj001_hr', 20, { employeeId: bj[0].employeeId, treatmentCategory: 1, childrenName: '王一诺' }, [
    await bjBirth(),
  ]);
  summary.welfare.running++;
  const married = await start(
    'bj001_hr',
    20,
    { employeeId: bj[1].employeeId, treatmentCategory: 0, marryDate: addDays(today, -40), remark: '已登记' },
    [await bjMarriage()],
  );
  await act('north_hr', married, 'approve', '证件齐全');
  await act('hq_hr', married, 'approve', '按标准发放', { amount: 800 });
  const born = await start(
    'cd001_hr',
    20,
    { employeeId: cd[0].employeeId, treatmentCategory: 1, childrenName: '陈安然' },
    [await cdBirth()],
  );
  await act('west_hr', born, 'approve', '情况属实');
  await act('hq_hr', born, 'approve', '同意');
  summary.welfare.finished += 2;
  const ended = await start(
    'cd001_hr',
    20,
    { employeeId: cd[1].employeeId, treatmentCategory: 0, marryDate: addMonths(today, -2) },
    [await cdMarriage()],
  );
  await act('west_hr', ended, 'finish', '结婚证日期与申请不符，请核实后重新申请');
  summary.welfare.terminated++;

  // 少儿险增加: one waiting in 华北, one in force this month, one ended, one returned to 成都's store HR.
  await start(
    'bj001_hr',
    21,
    {
      employeeId: bj[2].employeeId,
      childName: '刘子墨',
      childIdNumber: childId('110101', addMonths(today, -30), '021'),
      relation: 'father',
      startMonth: month,
    },
    [await bjBirth()],
  );
  summary.insurance.running++;
  const insured = await start(
    'bj001_hr',
    21,
    {
      employeeId: bj[3].employeeId,
      childName: '赵雨桐',
      childIdNumber: childId('110101', addMonths(today, -72), '042'),
      relation: 'mother',
      startMonth: month,
    },
    [await bjBirth()],
  );
  await act('north_hr', insured, 'approve', '资料齐全');
  await act('hq_hr', insured, 'approve', '已报保险公司');
  summary.insurance.finished++;
  const dropped = await start(
    'cd001_hr',
    21,
    {
      employeeId: cd[2].employeeId,
      childName: '李思源',
      childIdNumber: childId('510104', addMonths(today, -100), '013'),
      relation: 'father',
      startMonth: month,
    },
    [await cdBirth()],
  );
  await act('west_hr', dropped, 'finish', '子女已由配偶单位投保');
  summary.insurance.terminated++;
  const returned = await start(
    'cd001_hr',
    21,
    {
      employeeId: cd[3].employeeId,
      childName: '周可欣',
      childIdNumber: childId('510104', addMonths(today, -20), '024'),
      relation: 'mother',
      startMonth: month,
    },
    [await cdBirth()],
  );
  await act('west_hr', returned, 'rollback', '出生证明不清晰，请重新上传');
  summary.insurance.returned++;
  return summary;
}
