import { expect, test } from '@playwright/test';
import {
  apiSignIn,
  chooseOption,
  exact,
  field,
  fieldError,
  fillDate,
  filterText,
  identityNumber,
  newOfficeEmployee,
  openAs,
  rows,
  uniqueAccount,
  uniqueLabel,
} from './helpers';

test.describe('[BASIC][STAFF] staff', () => {
  test('[BASIC][STAFF]: hq_hr adds an office employee; the new account gets a one-time password shown once', async ({
    page,
    request,
  }) => {
    await openAs(page, 'hqHr', '/basicData/staffList');
    await page.getByTestId('staff-add-office').click();
    await expect(page.getByTestId('add-office')).toBeVisible();

    const name = uniqueLabel('办公');
    const account = uniqueAccount('bdnew');
    await field(page, '姓名').fill(name);
    await chooseOption(page, '性别', '女');
    await field(page, '身份证号码').fill(identityNumber('F'));
    await field(page, '手机号码').fill('1390000');
    await field(page, '邮箱').fill(`${account}@example.com`);
    await chooseOption(page, '所属部门', '人力资源部');
    await chooseOption(page, '岗位', '培训专员');
    await fillDate(page, '入职日期', '2024-03-01');
    await field(page, '登录账号').fill('east_hr');
    await chooseOption(page, '角色', '只读审计');

    // The shared zod schema refuses the short phone number before anything is sent.
    await page.getByTestId('add-office-save').click();
    await expect(fieldError(page, '手机号码')).toHaveText('手机号码应为11位数字，以1开头');

    // The server refuses a taken account; the refusal stands under the account field.
    await field(page, '手机号码').fill('13900001234');
    await page.getByTestId('add-office-save').click();
    await expect(fieldError(page, '登录账号')).toHaveText('登录账号 east_hr 已存在');

    await field(page, '登录账号').fill(account);
    await page.getByTestId('add-office-save').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '一次性密码' });
    await expect(dialog).toContainText(`${account} 的一次性密码`);
    await expect(dialog).toContainText('该密码只显示这一次');
    await expect(dialog).toContainText(name);
    const password = ((await page.getByTestId('one-time-password').textContent()) ?? '').trim();
    expect(password.length).toBeGreaterThanOrEqual(8);

    await dialog.getByRole('button', { name: /我已记录/ }).click();
    const detail = page.getByTestId('staff-detail');
    await expect(detail).toContainText(name);
    await expect(detail.getByTestId('staff-basic')).toContainText('办公室员工');
    await expect(detail.getByTestId('staff-account')).toContainText(account);
    await expect(detail.getByTestId('staff-account')).toContainText('已启用');

    // The password works once, and only to change it.
    const signIn = await apiSignIn(request, account, password);
    expect(signIn.code, signIn.msg).toBe(0);
    expect(signIn.data?.mustChangePassword).toBe(true);
  });

  test('[BASIC][STAFF]: hq_hr edits a person; the server refusal stands on its field and the change is in the history', async ({
    page,
    request,
  }) => {
    const person = await newOfficeEmployee(request, { prefix: '编辑', gender: 'M' });
    await openAs(page, 'hqHr', '/basicData/staffList');
    await filterText(page, 'staff-list', '员工编号', person.employeeId);
    await expect(rows(page, 'staff-list')).toHaveCount(1);
    await rows(page, 'staff-list').getByTestId('staff-edit-link').click();

    const form = page.getByTestId('staff-edit-form');
    await expect(form).toContainText(`编辑员工：${person.label}`);
    await expect(field(page, '姓名')).toHaveValue(person.name);

    // 离职 without a leave date: refused by the server, shown under 离职日期.
    await chooseOption(page, '状态', '离职');
    await page.getByTestId('staff-save').click();
    await expect(fieldError(page, '离职日期')).toHaveText('员工状态为离职时须填写离职日期');

    await chooseOption(page, '状态', '在职');
    await field(page, '手机号码').fill('13711112222');
    await chooseOption(page, '岗位', exact(person.otherPositionName));
    await field(page, '职级').fill('P5');
    await fillDate(page, '生效日期', '2026-01-05');
    await field(page, '备注').fill('年度晋升');
    await page.getByTestId('staff-save').click();

    await expect(page.locator('.ant-message-success').last()).toContainText('保存成功');
    const detail = page.getByTestId('staff-detail');
    // Shown masked (个人信息保护法); the whole number only through 查看 with a reason.
    await expect(detail.getByTestId('staff-basic')).toContainText('137****2222');
    await expect(detail.getByTestId('staff-basic')).toContainText(person.otherPositionName);
    await expect(detail.getByTestId('staff-basic')).toContainText('P5');
    await detail.getByRole('tab', { name: /流程历史\/异动/ }).click();
    const history = detail.getByTestId('staff-history');
    const position = history.locator('tr', { hasText: '岗位' });
    await expect(position).toContainText('2026-01-05');
    await expect(position).toContainText(person.positionName);
    await expect(position).toContainText(person.otherPositionName);
    await expect(position).toContainText('年度晋升');
    await expect(history.locator('tr', { hasText: '职级' })).toContainText('P5');
  });
});
