import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { CriticalityLevel, diff } from '@graphql-inspector/core';

// Schema change discipline (CHANGELOG.md): a breaking change since the last release must be named
// in the changelog's Unreleased section, so no client is broken by surprise.
const root = path.join(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The breaking changes from `released` to `current` that the changelog's Unreleased section does not name. */
async function unlistedBreakingChanges(released: string, current: string, changelog: string): Promise<string[]> {
  const unreleased = /^## Unreleased\n([\s\S]*?)(?=^## )/m.exec(changelog)?.[1] ?? '';
  const changes = await diff(buildSchema(released), buildSchema(current));
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .filter((change) => !unreleased.includes(`\`${change.path}\``))
    .map((change) => `${change.path}: ${change.message}`);
}

it('names in CHANGELOG.md every breaking change since the released schema', async () => {
  expect(await unlistedBreakingChanges(read('schema.released.graphql'), read('schema.graphql'), read('CHANGELOG.md'))).toEqual([]);
});

it('catches a removed field, a narrowed argument and a removed enum value unless the changelog names them', async () => {
  const released = 'type Query { team(id: ID): Team, teams: [Team] } type Team { id: ID!, name: String, kind: Kind } enum Kind { HERO VILLAIN }';
  const current = 'type Query { team(id: ID!): Team, teams: [Team] } type Team { id: ID!, kind: Kind } enum Kind { HERO }';
  const silent = '# API changelog\n\n## Unreleased\n\n### Breaking\n\nNone.\n\n## 2026-01-01\n\n- `Team.name` was added.\n';
  expect((await unlistedBreakingChanges(released, current, silent)).sort()).toEqual([
    "Kind.VILLAIN: Enum value 'VILLAIN' was removed from enum 'Kind'",
    "Query.team.id: Type for argument 'id' on field 'Query.team' changed from 'ID' to 'ID!'",
    "Team.name: Field 'name' was removed from object type 'Team'",
  ]);
  const named = silent.replace('None.', '- `Team.name` is gone: read `Team.title`.\n- `Query.team.id` is required.\n- `Kind.VILLAIN` is gone.');
  expect(await unlistedBreakingChanges(released, current, named)).toEqual([]);
});
