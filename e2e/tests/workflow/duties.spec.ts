import { expect, test } from '@playwright/test';
import { identityNumber } from '../basic-data/helpers';
import { apiAs, freeEmployees, openToDo, sessionOf, toDoAbout } from './wf';

const PASSWORD = 'Duty@2026x';

/*
 * Nobody approves a work they started, whatever way the to-do travels. 华北 (north_hr reviews,
 * bj001_hr starts) is used by no other spec, so the substitute set here reaches no one else's work.
 */
test.describe('[WF] segregation of duties', () => {
  test('[WF][DUTIES]: a regional HR who starts a deduction cannot get its review by transfer, substitute or batch', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    // A second regional HR of 华北, made by the administrator for this spec.
    const admin = await apiAs(request, 'admin');
    const units = await admin<{ id: number; code: string }[]>('/api/Orgs/GetPortdeptempStationList');
    const region = units.find((u) => u.code === 'REG-NORTH');
    const positions = await admin<{ id: number }[]>('/api/Orgs/GetPositionOptions', { employeeType: 'office' });
    const roles = await admin<{ id: number; roleId: string }[]>('/api/Office/GetRoleOptions');
    const regional = roles.find((r) => r.roleId === '010');
    expect(region && positions[0] && regional, 'demo data: region 华北, an office position, role 010').toBeTruthy();
    const account = `duty${Date.now() % 1_000_000}`;
    const made = await admin<{ userId: number; name: string; oneTimePassword: string }>('/api/Staff/AddOfficeStaff', {
      name: '钱多多',
      gender: 'F',
      identityNumber: identityNumber('F'),
      phone: '13800138001',
      email: `${account}@example.com`,
      orgUnitId: region!.id,
      positionId: positions[0]!.id,
      entryDate: '2024-03-01',
      account,
      roleIds: [regional!.id],
    });
    const first = await apiAs(request, { account, password: made.oneTimePassword });
    await first('/api/User/ChangePassword', { oldPassword: made.oneTimePassword, newPassword: PASSWORD });
    const starter = await apiAs(request, { account, password: PASSWORD });
    const north = await apiAs(request, 'northHr');
    const hq = await apiAs(request, 'hqHr');
    const [one, two, three] = await freeEmployees(await apiAs(request, 'bj001Hr'), hq, 3, 8);
    expect(three, 'three BJ001 employees without a running deduction').toBeTruthy();
    const deduction = (employeeId: string) => ({
      flowId: 8,
      form: { employeeId, deductionsMonth: '2026-10', lostDdeductions: '66', remark: '职责分离' },
    });

    // The new regional HR starts a deduction: its review goes to north_hr alone.
    await starter('/api/WF/StartWork', deduction(one!.employeeId));
    expect(await toDoAbout(starter, 8, one!.name)).toBeUndefined();
    const review = await toDoAbout(north, 8, one!.name);
    expect(review?.nodeId).toBe(801);

    // Transfer: north_hr's picker does not offer the starter, and the server refuses a transfer to them.
    const page = await sessionOf(browser, 'northHr');
    await openToDo(page, one!.name, '失物扣款');
    await page.getByTestId('wf-action-transfer').click();
    const dialog = page.getByTestId('transfer-dialog');
    await dialog.getByTestId('user-picker').click();
    await page.keyboard.type(account);
    await expect(page.locator('.ant-select-dropdown:visible')).toContainText('无匹配的用户');
    await page.keyboard.press('Escape');
    const transfer = await north<{ results: { ok: boolean; msg: string }[] }>('/api/Task/TransferWork', {
      taskIds: [review!.taskId],
      toUserId: made.userId,
    });
    expect(transfer.results[0]).toMatchObject({
      ok: false,
      msg: expect.stringContaining('发起人不能审批自己发起的流程'),
    });

    // Batch: the starter cannot decide north_hr's to-do of their own work in a batch either.
    const login = await request.post('/api/User/Login', { data: { account, password: PASSWORD } });
    const batch = await request.post('/api/Task/BatchProcessingTasks', {
      data: { taskIds: [review!.taskId], action: 'approve' },
      headers: { AccessToken: (await login.json()).data.accessToken },
    });
    const answer = await batch.json();
    expect(answer.code === 0 ? answer.data.results[0].ok : answer.code).not.toBe(true);
    expect(answer.code === 0 ? answer.data.succeeded : 0).toBe(0);
    expect((await toDoAbout(north, 8, one!.name))?.taskId).toBe(review!.taskId);

    // Substitute: with the starter standing in for north_hr, the review of the starter's own work
    // still goes to north_hr; a work someone else started goes to the substitute.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    await north('/api/WF/SetSubstitute', { substituteUserId: made.userId, startDate: today, endDate: today });
    const subs = await north<{ id: number; substituteUserId: number }[]>('/api/WF/GetMySubstitute');
    try {
      await starter('/api/WF/StartWork', deduction(two!.employeeId));
      expect(await toDoAbout(starter, 8, two!.name)).toBeUndefined();
      expect((await toDoAbout(north, 8, two!.name))?.nodeId).toBe(801);
      await (await apiAs(request, 'bj001Hr'))('/api/WF/StartWork', deduction(three!.employeeId));
      expect((await toDoAbout(starter, 8, three!.name))?.nodeId).toBe(801);
      expect(await toDoAbout(north, 8, three!.name)).toBeUndefined();
      // north_hr sees the starter's own work in its list, never handed to the substitute.
      await openToDo(page, two!.name, '失物扣款');
      await expect(page.getByTestId('work-current-node')).toHaveText('区域HR审核');
    } finally {
      for (const s of subs.filter((s) => s.substituteUserId === made.userId))
        await north('/api/WF/DeleteSubstitute', { id: s.id });
    }
  });
});
