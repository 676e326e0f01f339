import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';
import { loadDemoTeams } from './demo-teams';

const MAX = 2 ** 31 - 1;
const ENTRY = `entry { amount balanceAfter } userErrors { code field message }`;

let t: TestApi;
let creator: string;
let teamIds: string[];

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  teamIds = (await t.dataSource.query(`SELECT id FROM team ORDER BY name`)).map((r: { id: string }) => r.id);
});
afterAll(() => t?.close());

/** Brings a team's balance to `target` with one entry written straight to the ledger; returns that entry's id. */
async function setBalance(teamId: string, currency: string, target: number): Promise<string> {
  const [{ balance }] = await t.dataSource.query(
    `SELECT coalesce((SELECT balance_after FROM ledger_entry WHERE team_id = $1 AND currency = $2 AND member_id IS NULL ORDER BY position DESC LIMIT 1), 0) AS balance`,
    [teamId, currency],
  );
  const [{ id }] = await t.dataSource.query(
    `INSERT INTO ledger_entry (team_id, currency, amount, balance_after, reason, note) VALUES ($1, $2, $3, NULL, 'CREATOR_AWARD', 'test set-up') RETURNING id`,
    [teamId, currency, target - Number(balance)],
  );
  return id;
}

const entries = async (teamId: string) => (await t.dataSource.query(`SELECT count(*)::int AS n FROM ledger_entry WHERE team_id = $1`, [teamId]))[0].n;

describe('a balance past PostgreSQL integer', () => {
  it('keeps the first field of an aliased mutation and answers VALUE_TOO_LARGE for the second, which writes nothing', async () => {
    const teamId = teamIds[0];
    await setBalance(teamId, 'HERO_POINTS', 2_147_000_000);
    const before = await entries(teamId);
    const award = (amount: number) => `grantAward(input: { teamId: "${teamId}", currency: HERO_POINTS, amount: ${amount}, note: "bonus" }) { ${ENTRY} }`;
    const { data, errors } = await t.gql(`mutation { first: ${award(1000)} second: ${award(1_000_000)} }`, {}, creator);
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      first: { entry: { amount: 1000, balanceAfter: 2_147_001_000 }, userErrors: [] },
      second: {
        entry: null,
        userErrors: [
          {
            code: 'VALUE_TOO_LARGE',
            field: ['amount'],
            message: `this would take the hero points balance to 2148001000; a balance holds at most ${MAX} either way`,
          },
        ],
      },
    });
    expect(await entries(teamId)).toBe(before + 1);
  });

  it('refuses a correction whose reversal would overflow, and writes nothing', async () => {
    const teamId = teamIds[1];
    const spend = await setBalance(teamId, 'CASH', 0);
    await setBalance(teamId, 'CASH', MAX - 10);
    const before = await entries(teamId);
    // Reversing the spend gives back what it took, which no longer fits.
    const [{ amount }] = await t.dataSource.query(`SELECT amount FROM ledger_entry WHERE id = $1`, [spend]);
    expect(amount).toBeLessThan(-10);
    const { data, errors } = await t.gql(`mutation { correctLedgerEntry(input: { entryId: "${spend}", note: "undo" }) { ${ENTRY} } }`, {}, creator);
    expect(errors).toBeUndefined();
    expect(data.correctLedgerEntry).toEqual({
      entry: null,
      userErrors: [
        {
          code: 'VALUE_TOO_LARGE',
          field: ['entryId'],
          message: `this would take the cash balance to ${MAX - 10 - amount}; a balance holds at most ${MAX} either way`,
        },
      ],
    });
    expect(await entries(teamId)).toBe(before);
  });
});
