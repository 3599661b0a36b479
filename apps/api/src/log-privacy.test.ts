import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  addAddress,
  checkOtpLock,
  downloadExport,
  getCustomerInfo,
  loginEmail,
  loginLiff,
  processPrivacyRequest,
  register,
  requestDeletion,
  requestExport,
  requestOtp,
  searchMember,
  searchMembers,
  updateCustomer,
  verifyOtp,
} from '@loyalty/contracts';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { callAdmin, signInOperator, TEST_OPERATOR_PASSWORD } from '../test/admin-kit.js';
import { callContract } from '../test/call-contract.js';
import {
  createMember,
  latestOtp,
  TEST_PASSWORD,
  typedFormsOf,
  uniqueEmail,
  uniqueMobile,
  validThaiIdCard,
} from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';
import { REDACTED, redactedUrl } from './log-privacy.js';

/** Every line the app logs, as written (pino's JSON). */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
const context = useTestApp({ logger: { level: 'info', stream: logStream } });

/** Each value in the forms it can take in a log line: as sent, percent-encoded in a URL, JSON-escaped. */
function formsOf(value: string): string[] {
  return [value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)];
}

describe('the log (DESIGN §16)', () => {
  it('carries no personal value or secret the main flows sent, in a body, a header or a query', async () => {
    const { app } = context;
    const sent: string[] = [];
    const send = <T extends string>(...values: T[]) => {
      sent.push(...values);
      return values;
    };

    const mobile = uniqueMobile();
    const [international, dashed] = typedFormsOf(mobile);
    send(mobile, international, dashed);
    const requested = await callContract(app, requestOtp, { Mobile_No: international });
    expect((await callContract(app, checkOtpLock, { Mobile_No: dashed })).statusCode).toBe(200);
    const otp = send(await latestOtp(context.db, mobile))[0] ?? '';
    const verified = await callContract(app, verifyOtp, { Mobile_No: dashed, Ref_Id: requested.data.ref_id, Otp: otp });
    const registerToken = send(verified.data.token ?? '')[0] ?? '';
    const [email, password, govId, firstName, lastName] = send(
      uniqueEmail('private'),
      'Hidden-Pass-123',
      validThaiIdCard(),
      'Privatename',
      'Secretsurname',
    );
    const registered = await callContract(
      app,
      register,
      {
        National_Type: 'thai',
        Gov_Id_Ref: govId ?? '',
        First_Name: firstName ?? '',
        Last_Name: lastName ?? '',
        Gender: 'female',
        Birth_Year: 1990,
        Email: email,
        Password: password,
        Accept_Consentandpolicy: true,
      },
      { as: { token: registerToken }, headers: { 'x-line-id-token': send('line-header-secret')[0] ?? '' } },
    );
    expect(registered.statusCode, registered.text).toBe(200);

    const loggedIn = await callContract(app, loginEmail, { Email: mobile, Password: password ?? '' });
    const memberToken = send(loggedIn.data.token)[0] ?? '';
    const [idToken] = send(`mock-id-token:U${randomBytes(16).toString('hex')}`);
    const line = await callContract(app, loginLiff, { Id_Token: idToken ?? '' });
    send(line.data.token ?? '');

    const [street, newName] = send('77 Soi Hidden Lane', 'Renamedperson');
    const updated = await callContract(
      app,
      updateCustomer,
      { First_Name: newName ?? '', Last_Name: lastName ?? '', Address: street },
      { as: { token: memberToken } },
    );
    expect(updated.statusCode, updated.text).toBe(200);
    const [recipientName, shipStreet] = send('Deliveryname', '12 Moo 3 Hidden Road');
    const added = await callContract(
      app,
      addAddress,
      {
        Recipient_Name: recipientName ?? '',
        Mobile_No: dashed,
        Address: shipStreet ?? '',
        Province_Id: 10,
        District_Id: 1001,
        Sub_District_Id: 100109,
        Postal_Code: '10200',
      },
      { as: { token: memberToken } },
    );
    expect(added.statusCode, added.text).toBe(200);
    const friendMobile = uniqueMobile();
    send(friendMobile, ...typedFormsOf(friendMobile));
    await createMember(context.db, { loginType: 2, mobileNo: friendMobile, email: null });
    const found = await callContract(
      app,
      searchMember,
      { Mobile_No: typedFormsOf(friendMobile)[0] },
      { as: { token: memberToken } },
    );
    expect(found.statusCode, found.text).toBe(200);
    expect((await callContract(app, getCustomerInfo, {}, { as: { token: memberToken } })).statusCode).toBe(200);

    const operator = await signInOperator(app, 'admin');
    send(operator.email, operator.token, TEST_OPERATOR_PASSWORD, TEST_PASSWORD);
    const search = await callAdmin(app, searchMembers, { input: { q: email } }, { as: operator });
    expect(search.status).toBe(200);
    // The PDPA rights: a copy of the data built and downloaded, then the erasure carried out at once.
    const exported = await callContract(app, requestExport, {}, { as: { token: memberToken } });
    const exportId = { id: exported.data.request_id };
    expect((await callAdmin(app, processPrivacyRequest, { params: exportId }, { as: operator })).status).toBe(200);
    const file = await callContract(app, downloadExport, { Request_Id: exportId.id }, { as: { token: memberToken } });
    expect(file.statusCode).toBe(200);
    const deletion = await callContract(
      app,
      requestDeletion,
      { Password: password ?? '' },
      { as: { token: memberToken } },
    );
    const deletionId = { id: deletion.data.request_id };
    expect((await callAdmin(app, processPrivacyRequest, { params: deletionId }, { as: operator })).status).toBe(200);

    const refused = await callContract(app, checkOtpLock, { Mobile_No: `${mobile}x` });
    expect(refused.statusCode).toBe(400);
    send(`${mobile}x`);

    const log = logLines.join('');
    expect(log).toContain(`/api/v1/SMS/CheckOTPLock?Mobile_No=${REDACTED}`);
    expect(log).toContain(`/api/v1/authentication/LoginLiff?Id_Token=${REDACTED}`);
    expect(log).toContain(`/api/admin/v1/members?q=${REDACTED}`);
    expect(log).toContain(`/api/v1/Privacy/DownloadExport?Request_Id=${REDACTED}`);
    for (const value of sent.filter((each) => each.length > 0)) {
      for (const form of formsOf(value)) expect(log.includes(form), `the log holds ${form}`).toBe(false);
    }
  });

  it('keeps a failed query’s statement but not its parameters, nor its cause’s detail', () => {
    logLines.length = 0;
    const email = uniqueEmail('failed-query');
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "members_email_key"'), {
      code: '23505',
      detail: `Key (email)=(${email}) already exists.`,
    });
    const failed = new DrizzleQueryError('insert into members (email) values ($1)', [email], cause);
    context.app.log.error({ err: failed });
    context.app.log.error({ err: failed }, 'request failed');
    context.app.log.error(failed);
    const log = logLines.join('');
    expect(log).toContain('insert into members (email) values ($1)');
    expect(log).toContain('23505');
    expect(log).not.toContain(email);
  });
});

describe('a logged URL', () => {
  it('keeps the path and the parameter names and loses every value', () => {
    expect(redactedUrl('/api/v1/SMS/CheckOTPLock?Mobile_No=0812345678')).toBe(
      `/api/v1/SMS/CheckOTPLock?Mobile_No=${REDACTED}`,
    );
    expect(redactedUrl('/x?a=1&b=&c')).toBe(`/x?a=${REDACTED}&b=${REDACTED}&${REDACTED}`);
    expect(redactedUrl('/x?someone%40example.com=1')).toBe(`/x?${REDACTED}`);
    expect(redactedUrl('/api/v1/Banner/GetBannerList')).toBe('/api/v1/Banner/GetBannerList');
  });
});
