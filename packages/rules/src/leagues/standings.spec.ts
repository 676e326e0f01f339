import {
  checkLeagueSettings,
  DEFAULT_LEAGUE_SETTINGS,
  LeagueMatchSide,
  LeagueOutcome,
  leagueMatchTallies,
  LeagueTieBreaker,
  PairTally,
  rankStandings,
  StandingRow,
} from './index';

type Side = [teamId: string | null, outcome: LeagueOutcome, extra?: Partial<Pick<LeagueMatchSide, 'heroPointsEarned' | 'prestigeChange' | 'kos'>>];

/** A league table built the way the API builds it: each match's tallies summed per team and pair. */
function league(matches: Side[][], alignments: Record<string, 'HERO' | 'VILLAIN'> = {}) {
  const rows = new Map<string, StandingRow>();
  const pairs = new Map<string, PairTally>();
  for (const sides of matches) {
    const tallies = leagueMatchTallies(
      sides.map(([teamId, outcome, extra], position) => ({ teamId, outcome, position, heroPointsEarned: 0, prestigeChange: 0, kos: 0, ...extra })),
    );
    for (const t of tallies.standings) {
      const row = rows.get(t.teamId) ?? {
        teamId: t.teamId,
        alignment: alignments[t.teamId] ?? 'HERO',
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        heroPoints: 0,
        prestige: 0,
        kos: 0,
      };
      rows.set(t.teamId, {
        ...row,
        played: row.played + t.played,
        won: row.won + t.won,
        drawn: row.drawn + t.drawn,
        lost: row.lost + t.lost,
        heroPoints: row.heroPoints + t.heroPoints,
        prestige: row.prestige + t.prestige,
        kos: row.kos + t.kos,
      });
    }
    for (const p of tallies.pairs) {
      const key = `${p.teamId}/${p.opponentId}`;
      const pair = pairs.get(key) ?? { teamId: p.teamId, opponentId: p.opponentId, played: 0, won: 0, drawn: 0, lost: 0 };
      pairs.set(key, { ...pair, played: pair.played + p.played, won: pair.won + p.won, drawn: pair.drawn + p.drawn, lost: pair.lost + p.lost });
    }
  }
  return { rows: [...rows.values()].sort((a, b) => a.teamId.localeCompare(b.teamId)), pairs: [...pairs.values()] };
}

const order = (ranked: { rank: number; teamId: string }[]) => ranked.map((r) => `${r.rank}:${r.teamId}`);
const value = (ranked: ReturnType<typeof rankStandings>, teamId: string, kind: LeagueTieBreaker) =>
  ranked.find((r) => r.teamId === teamId)!.tieBreakers.find((t) => t.kind === kind)!.value;

function row(teamId: string, counts: Partial<StandingRow>): StandingRow {
  return { teamId, alignment: 'HERO', played: 0, won: 0, drawn: 0, lost: 0, heroPoints: 0, prestige: 0, kos: 0, ...counts };
}
function pair(teamId: string, opponentId: string, won: number, drawn: number, lost: number): PairTally[] {
  return [
    { teamId, opponentId, played: won + drawn + lost, won, drawn, lost },
    { teamId: opponentId, opponentId: teamId, played: won + drawn + lost, won: lost, drawn, lost: won },
  ];
}

describe('leagueMatchTallies', () => {
  it('counts one game per team side and one record each way between two teams', () => {
    expect(
      leagueMatchTallies([
        { teamId: 'a', position: 0, outcome: 'WON', heroPointsEarned: 12, prestigeChange: 2, kos: 3 },
        { teamId: 'b', position: 1, outcome: 'LOST', heroPointsEarned: 4, prestigeChange: -1, kos: 1 },
      ]),
    ).toEqual({
      standings: [
        { teamId: 'a', played: 1, won: 1, drawn: 0, lost: 0, heroPoints: 12, prestige: 2, kos: 3 },
        { teamId: 'b', played: 1, won: 0, drawn: 0, lost: 1, heroPoints: 4, prestige: -1, kos: 1 },
      ],
      pairs: [
        { teamId: 'a', opponentId: 'b', played: 1, won: 1, drawn: 0, lost: 0 },
        { teamId: 'b', opponentId: 'a', played: 1, won: 0, drawn: 0, lost: 1 },
      ],
    });
  });

  it('leaves NPC sides out, and in a free-for-all ranks outcomes WON > DRAW > LOST, equal ones drawing', () => {
    const { standings, pairs } = leagueMatchTallies(
      (
        [
          ['a', 'WON'],
          [null, 'LOST'],
          ['b', 'WON'],
          ['c', 'DRAW'],
          ['d', 'LOST'],
        ] as const
      ).map(([teamId, outcome], position) => ({
        teamId,
        outcome,
        position,
        heroPointsEarned: 0,
        prestigeChange: 0,
        kos: 0,
      })),
    );
    expect(standings.map((s) => [s.teamId, s.won, s.drawn, s.lost])).toEqual([
      ['a', 1, 0, 0],
      ['b', 1, 0, 0],
      ['c', 0, 1, 0],
      ['d', 0, 0, 1],
    ]);
    expect(pairs).toHaveLength(12);
    const rec = (t: string, o: string) => {
      const p = pairs.find((x) => x.teamId === t && x.opponentId === o)!;
      return [p.won, p.drawn, p.lost];
    };
    expect(rec('a', 'b')).toEqual([0, 1, 0]);
    expect(rec('a', 'c')).toEqual([1, 0, 0]);
    expect(rec('c', 'd')).toEqual([1, 0, 0]);
    expect(rec('d', 'c')).toEqual([0, 0, 1]);
  });

  it('gives a team on two sides a game per side but no record against itself', () => {
    const { standings, pairs } = leagueMatchTallies(
      (
        [
          ['a', 'WON'],
          ['a', 'LOST'],
        ] as const
      ).map(([teamId, outcome], position) => ({ teamId, outcome, position, heroPointsEarned: 0, prestigeChange: 0, kos: 0 })),
    );
    expect(standings).toHaveLength(2);
    expect(pairs).toEqual([]);
  });
});

describe('rankStandings', () => {
  it('ranks by points from the counts under the league scoring, every row carrying every tie-breaker', () => {
    const { rows, pairs } = league([
      [
        ['a', 'WON'],
        ['b', 'LOST'],
      ],
      [
        ['b', 'DRAW'],
        ['c', 'DRAW'],
      ],
      [
        ['c', 'DRAW'],
        ['b', 'DRAW'],
      ],
    ]);
    const ranked = rankStandings(rows, pairs, DEFAULT_LEAGUE_SETTINGS);
    expect(ranked.map((r) => [r.teamId, r.rank, r.points, r.played])).toEqual([
      ['a', 1, 3, 1],
      ['b', 2, 2, 3],
      ['c', 3, 2, 2],
    ]);
    // b and c drew both their games: b's schedule (a, who won its only game) was the stronger.
    expect(value(ranked, 'b', 'OPPONENTS_WIN_PERCENTAGE')).toBeCloseTo((1 + 0.5 + 0.5) / 3);
    for (const r of ranked) expect(r.tieBreakers.map((t) => t.kind)).toEqual(['HEAD_TO_HEAD', 'HERO_POINTS', 'PRESTIGE', 'OPPONENTS_WIN_PERCENTAGE', 'KOS']);
    // Another scoring needs no rebuild: a draw worth as much as a win puts b (2 draws) ahead of a (1 win).
    const allDraws = rankStandings(rows, pairs, { scoring: { win: 1, draw: 1, loss: 0 }, tieBreakers: [] });
    expect(allDraws.map((r) => [r.teamId, r.rank, r.points])).toEqual([
      ['b', 1, 2],
      ['c', 1, 2],
      ['a', 3, 1],
    ]);
  });

  it('HEAD_TO_HEAD: a mini-league among the teams level on points, before the Hero Points that would say otherwise', () => {
    const { rows, pairs } = league([
      [
        ['a', 'WON'],
        ['b', 'LOST', { heroPointsEarned: 50 }],
      ],
      [
        ['b', 'WON'],
        ['c', 'LOST'],
      ],
      [
        ['c', 'WON'],
        ['a', 'LOST'],
      ],
      [
        ['a', 'WON'],
        ['d', 'LOST'],
      ],
      [
        ['b', 'WON'],
        ['d', 'LOST'],
      ],
    ]);
    const ranked = rankStandings(rows, pairs, DEFAULT_LEAGUE_SETTINGS);
    expect(order(ranked)).toEqual(['1:a', '2:b', '3:c', '4:d']);
    expect(ranked.map((r) => r.points)).toEqual([6, 6, 3, 0]);
    expect(value(ranked, 'a', 'HEAD_TO_HEAD')).toBe(3);
    expect(value(ranked, 'b', 'HEAD_TO_HEAD')).toBe(0);
    // c is level with no one: no mini-league.
    expect(value(ranked, 'c', 'HEAD_TO_HEAD')).toBe(0);
    expect(value(ranked, 'b', 'HERO_POINTS')).toBe(50);
    // Without HEAD_TO_HEAD, Hero Points decide.
    expect(order(rankStandings(rows, pairs, { ...DEFAULT_LEAGUE_SETTINGS, tieBreakers: ['HERO_POINTS'] }))).toEqual(['1:b', '2:a', '3:c', '4:d']);
  });

  it('HERO_POINTS: when the head-to-head is level too', () => {
    const { rows, pairs } = league([
      [
        ['a', 'DRAW', { heroPointsEarned: 5 }],
        ['b', 'DRAW', { heroPointsEarned: 8 }],
      ],
      [
        ['a', 'WON'],
        ['c', 'LOST'],
      ],
      [
        ['b', 'WON'],
        ['c', 'LOST'],
      ],
    ]);
    const ranked = rankStandings(rows, pairs, DEFAULT_LEAGUE_SETTINGS);
    expect(order(ranked)).toEqual(['1:b', '2:a', '3:c']);
    expect([value(ranked, 'a', 'HEAD_TO_HEAD'), value(ranked, 'b', 'HEAD_TO_HEAD')]).toEqual([1, 1]);
    expect([value(ranked, 'a', 'HERO_POINTS'), value(ranked, 'b', 'HERO_POINTS')]).toEqual([5, 8]);
  });

  it("PRESTIGE: a villain's Infamy gained counts by its magnitude", () => {
    const { rows, pairs } = league(
      [
        [
          ['h', 'DRAW', { prestigeChange: 2 }],
          ['v', 'DRAW', { prestigeChange: -5 }],
        ],
        [
          ['h', 'WON', { heroPointsEarned: 10 }],
          ['c', 'LOST'],
        ],
        [
          ['v', 'WON', { heroPointsEarned: 10 }],
          ['c', 'LOST'],
        ],
      ],
      { v: 'VILLAIN' },
    );
    const ranked = rankStandings(rows, pairs, DEFAULT_LEAGUE_SETTINGS);
    expect(order(ranked)).toEqual(['1:v', '2:h', '3:c']);
    expect([value(ranked, 'v', 'PRESTIGE'), value(ranked, 'h', 'PRESTIGE')]).toEqual([5, 2]);
    expect(ranked[0].prestige).toBe(-5);
  });

  it('OPPONENTS_WIN_PERCENTAGE: the stronger schedule first; KOS when the schedules are as strong', () => {
    const rows = [
      row('a', { played: 1, won: 1 }),
      row('b', { played: 1, won: 1 }),
      row('o1', { played: 5, won: 3, lost: 2 }),
      row('o2', { played: 5, drawn: 2, lost: 3 }),
    ];
    const pairs = [...pair('a', 'o1', 1, 0, 0), ...pair('b', 'o2', 1, 0, 0)];
    const ranked = rankStandings(rows, pairs, DEFAULT_LEAGUE_SETTINGS);
    expect(order(ranked)).toEqual(['1:o1', '2:a', '3:b', '4:o2']);
    expect(value(ranked, 'a', 'OPPONENTS_WIN_PERCENTAGE')).toBeCloseTo(0.6);
    expect(value(ranked, 'b', 'OPPONENTS_WIN_PERCENTAGE')).toBeCloseTo(0.2);
    expect(value(ranked, 'o1', 'OPPONENTS_WIN_PERCENTAGE')).toBe(1);

    const level = [
      row('a', { played: 1, won: 1, kos: 2 }),
      row('b', { played: 1, won: 1, kos: 4 }),
      row('o1', { played: 1, lost: 1 }),
      row('o2', { played: 1, lost: 1 }),
    ];
    const byKos = rankStandings(level, [...pair('a', 'o1', 1, 0, 0), ...pair('b', 'o2', 1, 0, 0)], DEFAULT_LEAGUE_SETTINGS);
    expect(order(byKos)).toEqual(['1:b', '2:a', '3:o1', '3:o2']);
    expect(value(byKos, 'b', 'KOS')).toBe(4);
  });

  it('rows level after every tie-breaker share a rank (1, 2, 2, 4), in their input order', () => {
    const { rows, pairs } = league([
      [
        ['t1', 'WON'],
        ['t4', 'LOST'],
      ],
      [
        ['t1', 'WON'],
        ['t4', 'LOST'],
      ],
      [
        ['t2', 'DRAW', { heroPointsEarned: 3, kos: 1 }],
        ['t3', 'DRAW', { heroPointsEarned: 3, kos: 1 }],
      ],
      [
        ['t2', 'WON'],
        ['t4', 'LOST'],
      ],
      [
        ['t3', 'WON'],
        ['t4', 'LOST'],
      ],
    ]);
    const ranked = rankStandings(rows, pairs, DEFAULT_LEAGUE_SETTINGS);
    expect(order(ranked)).toEqual(['1:t1', '2:t2', '2:t3', '4:t4']);
    expect(ranked[1].tieBreakers).toEqual(ranked[2].tieBreakers);
    expect(rankStandings([], [], DEFAULT_LEAGUE_SETTINGS)).toEqual([]);
  });

  it('reports the tie-breakers a league does not use after the ones it does', () => {
    const { rows, pairs } = league([
      [
        ['a', 'WON', { kos: 1 }],
        ['b', 'LOST'],
      ],
    ]);
    const ranked = rankStandings(rows, pairs, { ...DEFAULT_LEAGUE_SETTINGS, tieBreakers: ['KOS', 'HERO_POINTS'] });
    expect(ranked[0].tieBreakers.map((t) => t.kind)).toEqual(['KOS', 'HERO_POINTS', 'HEAD_TO_HEAD', 'PRESTIGE', 'OPPONENTS_WIN_PERCENTAGE']);
  });
});

describe('checkLeagueSettings', () => {
  const ok = DEFAULT_LEAGUE_SETTINGS;
  it('accepts the defaults and any sensible scoring', () => {
    expect(checkLeagueSettings(ok)).toEqual({ ok: true });
    expect(checkLeagueSettings({ scoring: { win: 2, draw: 1, loss: 0 }, tieBreakers: [] })).toEqual({ ok: true });
  });
  it.each([
    [{ win: 3, draw: 1, loss: -1 }],
    [{ win: 3.5, draw: 1, loss: 0 }],
    [{ win: 101, draw: 1, loss: 0 }],
    [{ win: 1, draw: 2, loss: 0 }],
    [{ win: 1, draw: 1, loss: 1 }],
    [{ win: 3, draw: 0, loss: 1 }],
  ])('refuses the scoring %j', (scoring) => {
    expect(checkLeagueSettings({ ...ok, scoring })).toMatchObject({ ok: false, reason: 'SCORING_INVALID', field: 'scoring' });
  });
  it('refuses a tie-breaker listed twice or unknown', () => {
    expect(checkLeagueSettings({ ...ok, tieBreakers: ['KOS', 'KOS'] })).toMatchObject({
      ok: false,
      reason: 'TIE_BREAKERS_INVALID',
      message: 'KOS is listed twice',
    });
    expect(checkLeagueSettings({ ...ok, tieBreakers: ['GOALS' as LeagueTieBreaker] })).toMatchObject({ ok: false, reason: 'TIE_BREAKERS_INVALID' });
  });
});
