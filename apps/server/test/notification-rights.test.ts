import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { upsertMembers } from '../src/modules/members/repository';
import { bearer, createTestContext, type TestContext } from './helper';
import { act, seedRegistry, submitApplication, uploadPhoto } from './fixtures';
import { startSmtp } from './smtp-stub';

/**
 * Rights follow the person (ADR 047): a notification is shown and emailed only to
 * someone who may read what it is about now, with the role and branch she has now.
 */

const AGRA_JIGYASU = 'MKG199001015001J';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: TestContext;
const token: Record<string, string> = {};
const account: Record<string, { id: number; uid: string; email: string }> = {};
let photo: string;

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestContext({
    config: { SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port, SMTP_ALLOW_PLAINTEXT: 'true' },
  });
  await seedRegistry(ctx.database.db);
  await upsertMembers(ctx.database.db, [
    {
      uid: AGRA_JIGYASU,
      title: 'MR',
      firstName: 'Mukul',
      lastName: 'Gupta',
      branch: 'Agra',
      status: 'Jigyasu',
      emailAddress: 'mukul@example.org',
      phoneNumber: '+919812345678',
    },
  ]);
  const people = [
    ['moved', 'BBRANCHSEC', 'Agra'],
    ['stays', 'BBRANCHSEC', 'Agra'],
    ['gurgaon', 'BBRANCHSEC', 'Gurgaon'],
    ['mathura', 'BBRANCHSEC', 'Mathura'],
    ['validator', 'UVVOLUNTER', null],
    ['approver', 'DBAPPROVER', null],
  ] as const;
  for (const [name, role, branch] of people) {
    account[name] = await ctx.createUser({ role, branch });
    token[name] = (await ctx.login(account[name].uid)).token;
  }
  photo = await uploadPhoto(ctx.app, token.moved!);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

interface Item {
  id: number;
  kind: string;
  registrationId: number | null;
  transferId: number | null;
  params: Record<string, string | number>;
}

const bell = async (name: string) => {
  const response = await ctx.app.inject({
    url: '/api/notifications',
    headers: bearer(token[name]!),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Item[]; unread: number };
};
const unread = async (name: string) =>
  (
    await ctx.app.inject({ url: '/api/notifications/unread-count', headers: bearer(token[name]!) })
  ).json().unread as number;
const mailsTo = (name: string) =>
  smtp.received.filter((mail) => mail.to.includes(account[name]!.email));
const setAccount = (name: string, values: { role?: string | null; branch?: string | null }) =>
  ctx.database.db.update(users).set(values).where(eq(users.id, account[name]!.id));

describe('notifications follow who may read the record now', () => {
  it("a secretary moved to another branch sees none of the old branch's notifications and gets none of its emails", async () => {
    const first = await submitApplication(ctx.app, token.moved!, photo, { firstName: 'Kishan' });
    const second = await submitApplication(ctx.app, token.moved!, photo, { firstName: 'Lalit' });
    await act(ctx.app, token.validator!, first.id, 'return', 1, 'Father name missing');
    await act(ctx.app, token.validator!, second.id, 'return', 1, 'Photo unclear');
    const before = await bell('moved');
    expect(before.items.map((item) => item.registrationId)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect(before.unread).toBe(2);

    // The administrator moves her to Gurgaon before the outbox worker has sent the emails.
    await setAccount('moved', { branch: 'Gurgaon' });
    const after = await bell('moved');
    expect(after.items).toEqual([]);
    expect(after.unread).toBe(0);
    expect(await unread('moved')).toBe(0);
    await ctx.app.outboxWorker.runOnce();
    expect(mailsTo('moved')).toEqual([]);
    expect(JSON.stringify(smtp.received)).not.toContain('Father name missing');

    // What happens to Agra's records from now on is told to Agra's secretaries, not to her.
    const third = await submitApplication(ctx.app, token.stays!, photo, { firstName: 'Mohan' });
    // (one more record of hers, written while she was still in Agra)
    await setAccount('moved', { branch: 'Agra' });
    const hers = await submitApplication(ctx.app, token.moved!, photo, { firstName: 'Naveen' });
    await setAccount('moved', { branch: 'Gurgaon' });
    await act(ctx.app, token.validator!, third.id, 'return', 1, 'Address incomplete');
    await act(ctx.app, token.validator!, hers.id, 'return', 1, 'Birth date unclear');
    expect((await bell('moved')).items).toEqual([]);
    const agra = (await bell('stays')).items.filter((i) => i.kind === 'registration.returned');
    expect(agra.map((item) => item.registrationId)).toEqual(
      expect.arrayContaining([third.id, hers.id]),
    );
    await ctx.app.outboxWorker.runOnce();
    expect(mailsTo('moved')).toEqual([]);
    expect(
      mailsTo('stays')
        .map((mail) => mail.raw)
        .join('\n'),
    ).toContain('Birth date unclear');
  });

  it('a role taken away empties the bell from the next request on, and a role given back restores it', async () => {
    const record = await submitApplication(ctx.app, token.stays!, photo, { firstName: 'Pawan' });
    await act(ctx.app, token.validator!, record.id, 'return', 1, 'Signature missing');
    expect((await bell('stays')).items.map((item) => item.registrationId)).toContain(record.id);

    await setAccount('stays', { role: null });
    expect((await bell('stays')).items).toEqual([]);
    expect(await unread('stays')).toBe(0);

    await setAccount('stays', { role: 'BBRANCHSEC' });
    expect((await bell('stays')).items.map((item) => item.registrationId)).toContain(record.id);
  });
});

describe("transfers: the member's branch sees and hears of requests about its members", () => {
  it('shows the request to the member’s branch, tells it of the request and of the decision, and nobody else', async () => {
    const search = await ctx.app.inject({
      url: `/api/transfers/search?uid=${AGRA_JIGYASU}`,
      headers: bearer(token.gurgaon!),
    });
    expect(search.statusCode, search.body).toBe(200);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfers',
      headers: bearer(token.gurgaon!),
      payload: {
        uid: AGRA_JIGYASU,
        currentBranch: 'Agra',
        movingToBranch: 'Gurgaon',
        title: 'MR',
        firstName: 'Mukul',
        lastName: 'Gupta',
        email: 'mukul@example.org',
        contactNumber: '+919812345678',
        attendance: 'Good',
        behaviour: 'Nothing against conduct',
        otherBehaviourInput: '',
        addressLine1: '4 Civil Lines',
        addressLine2: 'Near the park',
        addressLine3: 'Sector 9',
        city: 'Gurgaon',
        state: 'Haryana',
        country: 'India',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const transfer = created.json().transfer as { id: number };

    // Agra, whose member it is, sees it in its list and opens it; Mathura does neither.
    const list = async (name: string) =>
      (await ctx.app.inject({ url: '/api/transfers', headers: bearer(token[name]!) }))
        .json()
        .items.map((item: { id: number }) => item.id) as number[];
    const open = (name: string) =>
      ctx.app.inject({ url: `/api/transfers/${transfer.id}`, headers: bearer(token[name]!) });
    expect(await list('stays')).toContain(transfer.id);
    expect((await open('stays')).statusCode).toBe(200);
    expect(await list('mathura')).not.toContain(transfer.id);
    expect((await open('mathura')).statusCode).toBe(404);

    const told = (await bell('stays')).items.find((item) => item.kind === 'transfer.requested');
    expect(told).toMatchObject({
      transferId: transfer.id,
      registrationId: null,
      params: { uid: AGRA_JIGYASU, fromBranch: 'Agra', toBranch: 'Gurgaon', name: 'Mukul Gupta' },
    });
    // the requester is not told of her own request
    expect((await bell('gurgaon')).items.filter((i) => i.kind === 'transfer.requested')).toEqual(
      [],
    );
    expect((await bell('mathura')).items).toEqual([]);
    await ctx.app.outboxWorker.runOnce();
    expect(mailsTo('stays').some((mail) => mail.raw.includes(AGRA_JIGYASU))).toBe(true);

    const decided = await ctx.app.inject({
      method: 'POST',
      url: `/api/transfers/${transfer.id}/decision`,
      headers: bearer(token.approver!),
      payload: { decision: 'approve', revision: 1, note: 'Moved for work' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    for (const name of ['stays', 'gurgaon']) {
      const decision = (await bell(name)).items.find((item) => item.kind === 'transfer.decided');
      expect(decision, name).toMatchObject({
        transferId: transfer.id,
        params: { decision: 'approved', fromBranch: 'Agra', toBranch: 'Gurgaon' },
      });
    }
    expect((await bell('mathura')).items).toEqual([]);

    // Moved to Mathura, Agra's secretary no longer sees the request nor what she was told of it.
    await setAccount('stays', { branch: 'Mathura' });
    expect((await open('stays')).statusCode).toBe(404);
    expect((await bell('stays')).items.filter((item) => item.transferId !== null)).toEqual([]);
    await setAccount('stays', { branch: 'Agra' });
  });
});
