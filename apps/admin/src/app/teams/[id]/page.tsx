import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Dice } from '@/components/dice';
import { ErrorPanel } from '@/components/error-panel';
import { Pager } from '@/components/pager';
import { InjuryNames, MemberDials } from '@/components/team-print';
import { graphql } from '@/gql';
import type { TeamHistoryQuery, TeamSheetQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import type { SearchParams } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import {
  formatCash,
  formatDateTime,
  LEDGER_CURRENCIES,
  LEDGER_CURRENCY_LABELS,
  LEDGER_REASON_LABELS,
  MEMBER_STATUS_LABELS,
  RANK_LABELS,
  signedAmount,
  TEAM_ALIGNMENT_LABELS,
} from '@/lib/labels';
import { loadTeam } from '@/lib/loaders';
import { pageNumber, pagerQueries } from '@/lib/list-params';
import { HISTORY_PAGE_SIZE, type HistoryParams, historyFixed, parseHistoryParams } from '@/lib/team-list-params';
import { isCreatorOf, loadViewer } from '@/lib/viewer';
import { MoreAdvancement } from './more-advancement';
import { PrintButton } from './print-button';
import { AssignFeatForm, BuyItemForm, GrantAwardForm, type LevelUpChoice, LevelUpForm } from './team-forms';

const TeamHistoryQueryDocument = graphql(`
  query TeamHistory($teamId: ID!, $first: Int!, $after: String, $currency: LedgerCurrency) {
    teamHistory(teamId: $teamId, first: $first, after: $after, currency: $currency) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        createdAt
        currency
        amount
        balanceAfter
        reason
        note
        correctsEntryId
        member {
          id
          character {
            name
          }
        }
      }
    }
  }
`);

/** The world's catalogue for the sheet: feat names, and what can be bought with its price. */
const TeamCatalogueQuery = graphql(`
  query TeamCatalogue($world: String!) {
    feats(world: $world, first: 100) {
      nodes {
        id
        catalogueId
        name
        cost
        priced
        prerequisiteText
      }
    }
    items(world: $world, first: 100, filter: { priced: true }) {
      nodes {
        id
        catalogueId
        name
        price
        kind
        summary
        damage
        range
        details
      }
    }
  }
`);

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}

type Team = NonNullable<TeamSheetQuery['team']>;
type Member = Team['members'][number];
type Feat = NonNullable<NonNullable<Awaited<ReturnType<typeof loadCatalogue>>>['feats']>['nodes'][number];

const loadCatalogue = async (world: string) => {
  const result = await apiResult(() => graphqlRequest(TeamCatalogueQuery, { world }));
  return result.ok ? result.data : null;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const result = await loadTeam((await params).id);
  return { title: result.ok && result.data ? result.data.name : 'Team' };
}

export default async function TeamPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const search = await searchParams;
  const history = parseHistoryParams(search);
  const [result, viewer, ledger] = await Promise.all([
    loadTeam(id),
    apiResult(loadViewer),
    apiResult(() => graphqlRequest(TeamHistoryQueryDocument, { teamId: id, first: HISTORY_PAGE_SIZE, after: history.after, currency: history.currency })),
  ]);
  if (!result.ok) return <ErrorPanel title="The team could not be loaded" message={result.error.message} />;
  const team = result.data;
  if (!team) notFound();

  const me = viewer.ok ? viewer.data : null;
  const isCreator = isCreatorOf(me, team.world.slug);
  const canAdvance = isCreator || (me !== null && me.account.id === team.owner.id);
  const catalogue = await loadCatalogue(team.world.slug);
  const featNames = new Map(catalogue?.feats?.nodes.map((f) => [f.catalogueId, f.name]) ?? []);
  const teamsPath = `/worlds/${encodeURIComponent(team.world.slug)}/teams`;

  return (
    <article className="team-sheet" data-testid="team-sheet">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span>{' '}
        <Link href={`/worlds/${encodeURIComponent(team.world.slug)}/characters`}>{team.world.name}</Link> <span aria-hidden="true">›</span>{' '}
        <Link href={teamsPath}>Teams</Link> <span aria-hidden="true">›</span> {team.name}
      </nav>
      <header className="character__header">
        <h1 data-testid="team-name">{team.name}</h1>
        <span className={`kind-badge kind-badge--${team.alignment.toLowerCase()}`} data-testid="team-alignment">
          {TEAM_ALIGNMENT_LABELS[team.alignment]}
        </span>
        <div className="character__actions">
          <PrintButton />
        </div>
      </header>

      {search.founded === '1' && (
        <p className="notice" role="status" data-testid="team-founded">
          {team.name} is founded, led by {team.members.find((m) => m.isLeader)?.character.name ?? 'its leader'}, with {team.heroPoints} Hero Points in reserve.
        </p>
      )}

      <section className="version team-sheet__summary" aria-label="Team">
        <dl className="facts" data-testid="team-balances">
          <div>
            <dt>Owner</dt>
            <dd data-testid="team-owner">{team.owner.displayName}</dd>
          </div>
          <div>
            <dt>World</dt>
            <dd>{team.world.name}</dd>
          </div>
          <div>
            <dt>Hero Points</dt>
            <dd data-testid="team-hero-points">{team.heroPoints}</dd>
          </div>
          <div>
            <dt>Cash</dt>
            <dd data-testid="team-cash">{formatCash(team.cash)}</dd>
          </div>
          <div>
            <dt>{LEDGER_CURRENCY_LABELS[team.renown.currency]}</dt>
            <dd data-testid={team.renown.currency === 'INFAMY' ? 'team-infamy' : 'team-prestige'}>{team.renown.value}</dd>
          </div>
          <div>
            <dt>Team points</dt>
            <dd>{team.pointValue}</dd>
          </div>
        </dl>
        <h2 className="team-sheet__ability-title">
          Team ability: <span data-testid="team-ability">{team.teamAbility.name}</span>
        </h2>
        <p className="team-sheet__roll" data-testid="team-ability-roll">
          Rolled {team.teamAbility.roll} on 2d6
          {team.teamAbilityRoll && (
            <>
              {' '}
              <Dice faces={team.teamAbilityRoll.faces} /> ({team.teamAbilityRoll.faces.join(' + ')}; seed <code>{team.teamAbilityRoll.seed}</code>,{' '}
              <time dateTime={team.teamAbilityRoll.createdAt}>{formatDateTime(team.teamAbilityRoll.createdAt)}</time>)
            </>
          )}
          .
        </p>
        <p className="team-sheet__ability-text">{team.teamAbility.text}</p>
      </section>

      <h2>Members</h2>
      <MembersTable members={team.members} featNames={featNames} />

      <h2>Items</h2>
      <ItemsTable items={team.items} />

      <section className="print-only team-sheet__dials" aria-labelledby="dials-title" data-testid="team-dials">
        <h2 id="dials-title">Dials</h2>
        <MemberDials members={team.members} featNames={featNames} />
      </section>

      {canAdvance && <Advancement team={team} catalogue={catalogue} isCreator={isCreator} />}

      <History teamId={team.id} params={history} ledger={ledger.ok ? ledger.data.teamHistory : null} error={ledger.ok ? null : ledger.error.message} />
    </article>
  );
}

function ItemsTable({ items }: { items: Team['items'] }) {
  return items.length === 0 ? (
    <p className="muted" data-testid="items-empty">
      The team has bought no items yet.
    </p>
  ) : (
    <div className="table-scroll">
      <table className="data-table" data-testid="items-table">
        <caption className="visually-hidden">Items, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="numeric">
              Price paid
            </th>
            <th scope="col">Bought</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="item-row">
              <th scope="row">{item.name}</th>
              <td className="numeric">{formatCash(item.price)}</td>
              <td>
                <time dateTime={item.boughtAt}>{formatDateTime(item.boughtAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MembersTable({ members, featNames }: { members: Member[]; featNames: Map<string, string> }) {
  if (members.length === 0) return <p className="muted">The team has no members.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table team-sheet__members" data-testid="members-table">
        <caption className="visually-hidden">Members, leader first</caption>
        <thead>
          <tr>
            <th scope="col">Character</th>
            <th scope="col">Rank / level</th>
            <th scope="col">Status</th>
            <th scope="col" className="numeric">
              Points
            </th>
            <th scope="col" className="numeric">
              Achievement Points
            </th>
            <th scope="col">Feats</th>
            <th scope="col">Bonuses</th>
            <th scope="col">Skills</th>
            <th scope="col">Injuries</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id} data-testid="member-row" data-member-id={m.id}>
              <th scope="row">
                <Link href={`/characters/${encodeURIComponent(m.character.id)}`}>{m.character.name}</Link>
                {m.isLeader && (
                  <>
                    {' '}
                    <span className="leader-badge" data-testid="leader-marker">
                      Leader
                    </span>
                  </>
                )}
              </th>
              <td>
                {RANK_LABELS[m.rank]}, level {m.level}
              </td>
              <td>
                <span className={`status status--${m.status.toLowerCase()}`}>{MEMBER_STATUS_LABELS[m.status]}</span>
                {m.status === 'OUT' && m.outForScenarios != null && (
                  <span className="muted">
                    {' '}
                    ({m.outForScenarios} {m.outForScenarios === 1 ? 'scenario' : 'scenarios'})
                  </span>
                )}
              </td>
              <td className="numeric">{m.version.pointValue}</td>
              <td className="numeric">{m.achievementPoints}</td>
              <td data-testid="member-feats">{m.featIds.map((f) => featNames.get(f) ?? f).join(', ') || <span className="muted">None</span>}</td>
              <td>
                {m.bonuses.length ? (
                  <ul className="plain-list">
                    {m.bonuses.map((b) => (
                      <li key={`${b.rank}-${b.tier}`}>
                        {b.text}{' '}
                        <span className="muted">
                          ({RANK_LABELS[b.rank]} tier {b.tier})
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="muted">None</span>
                )}
              </td>
              <td>
                {m.skills.length ? (
                  <ul className="plain-list">
                    {m.skills.map((s) => (
                      <li key={s.skillId}>
                        {s.name} {s.points}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="muted">None</span>
                )}
                {m.skillPointsLeft > 0 && <div className="muted">{m.skillPointsLeft} points to allocate</div>}
              </td>
              <td>
                <InjuryNames injuries={m.permanentInjuries} none={<span className="muted">None</span>} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Advancement({ team, catalogue, isCreator }: { team: Team; catalogue: Awaited<ReturnType<typeof loadCatalogue>>; isCreator: boolean }) {
  const active = team.members.filter((m) => m.status !== 'DEAD' && m.status !== 'QUIT');
  const levelUps: LevelUpChoice[] = active.map((m) => {
    const next = m.nextLevelUp;
    return {
      memberId: m.id,
      name: m.character.name,
      current: RANK_LABELS[m.rank],
      next: next ? { rank: RANK_LABELS[next.version.rank], pointValue: next.version.pointValue, heroPoints: next.heroPoints } : null,
    };
  });
  const pricedFeats = (catalogue?.feats?.nodes ?? []).filter((f): f is Feat & { cost: number } => f.priced && f.cost != null);
  return (
    <section className="team-actions" aria-labelledby="advancement-title" data-testid="advancement">
      <h2 id="advancement-title">Advancement</h2>
      {!catalogue && <p className="notice notice--warning">The world&rsquo;s feats and items could not be loaded; buying them is unavailable for now.</p>}
      <div className="team-actions__grid">
        <LevelUpForm teamId={team.id} members={levelUps} heroPoints={team.heroPoints} />
        <BuyItemForm
          teamId={team.id}
          cash={team.cash}
          items={(catalogue?.items?.nodes ?? [])
            .filter((i) => i.price != null)
            .map((i) => ({ id: i.catalogueId, name: i.name, price: i.price ?? 0, detail: itemDetail(i) }))}
        />
        <AssignFeatForm
          teamId={team.id}
          heroPoints={team.heroPoints}
          members={active.map((m) => ({ memberId: m.id, name: m.character.name }))}
          feats={pricedFeats.map((f) => ({ id: f.catalogueId, name: f.name, price: f.cost, detail: f.prerequisiteText }))}
        />
        <MoreAdvancement team={team} />
        {isCreator && <GrantAwardForm teamId={team.id} />}
      </div>
    </section>
  );
}

type ShopItem = NonNullable<NonNullable<Awaited<ReturnType<typeof loadCatalogue>>>['items']>['nodes'][number];

/** What tells an item from another of the same name (the rifle and the handgun Lazar): a weapon's group, damage and range, else its summary. */
function itemDetail(item: ShopItem): string | undefined {
  if (item.kind !== 'ADVANCED_WEAPON') return item.summary || undefined;
  const group = String((item.details as { group?: unknown } | null)?.group ?? '').toLowerCase();
  return [group, item.damage != null && `damage ${item.damage}`, item.range != null && `range ${item.range}`].filter(Boolean).join(', ');
}

type Ledger = TeamHistoryQuery['teamHistory'];

function History({ teamId, params, ledger, error }: { teamId: string; params: HistoryParams; ledger: Ledger | null; error: string | null }) {
  const basePath = `/teams/${encodeURIComponent(teamId)}`;
  const pager = ledger ? pagerQueries(historyFixed(params), params, ledger.pageInfo.hasNextPage ? (ledger.pageInfo.endCursor ?? null) : null) : null;
  return (
    <section className="team-history" id="history" aria-labelledby="history-title" data-testid="team-history">
      <h2 id="history-title">Ledger history</h2>
      <form className="filters" method="get" action={`${basePath}#history`} role="search" aria-label="Filter the ledger">
        <div className="field">
          <label htmlFor="history-currency">Currency</label>
          <select id="history-currency" name="currency" defaultValue={params.currency ?? ''}>
            <option value="">Every currency</option>
            {LEDGER_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {LEDGER_CURRENCY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <div className="filters__actions">
          <button type="submit" className="button">
            Show
          </button>
        </div>
      </form>
      {!ledger ? (
        <p className="notice notice--warning" role="alert">
          The ledger could not be loaded: {error}
        </p>
      ) : (
        <>
          <p className="list-summary">
            <span data-testid="history-total">
              {ledger.totalCount} {ledger.totalCount === 1 ? 'entry' : 'entries'}
            </span>
            <span aria-hidden="true"> · </span>
            <span>page {pageNumber(params)}, newest first</span>
          </p>
          {ledger.nodes.length === 0 ? (
            <div className="empty">
              <p>{params.currency ? 'No entries in this currency.' : 'The ledger is empty.'}</p>
            </div>
          ) : (
            <div className="table-scroll">
              <table className="data-table" data-testid="history-table">
                <caption className="visually-hidden">Ledger entries, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Currency</th>
                    <th scope="col" className="numeric">
                      Amount
                    </th>
                    <th scope="col" className="numeric">
                      Balance after
                    </th>
                    <th scope="col">Reason</th>
                    <th scope="col">Note</th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.nodes.map((entry) => (
                    <tr key={entry.id} data-testid="history-row" data-currency={entry.currency} data-reason={entry.reason}>
                      <td>
                        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                      </td>
                      <td>
                        {LEDGER_CURRENCY_LABELS[entry.currency]}
                        {entry.member && <span className="muted"> ({entry.member.character.name})</span>}
                      </td>
                      <td className={`numeric amount ${entry.amount < 0 ? 'amount--spent' : 'amount--gained'}`} data-testid="history-amount">
                        {entry.currency === 'CASH' ? (entry.amount < 0 ? '−' : '+') + formatCash(Math.abs(entry.amount)) : signedAmount(entry.amount)}
                      </td>
                      <td className="numeric">{entry.currency === 'CASH' ? formatCash(entry.balanceAfter) : entry.balanceAfter}</td>
                      <td>{LEDGER_REASON_LABELS[entry.reason]}</td>
                      <td>{entry.note || <span className="muted">—</span>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pager && (
            <Pager
              basePath={basePath}
              label="Ledger pages"
              hash="#history"
              first={params.after ? pager.first : null}
              previous={pager.previous}
              next={pager.next}
            />
          )}
        </>
      )}
    </section>
  );
}
