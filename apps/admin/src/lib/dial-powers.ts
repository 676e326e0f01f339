import { graphql } from '@/gql';
import { apiResult } from './api-result';
import { graphqlRequest } from './graphql-request';

const DialPowerNamesQuery = graphql(`
  query DialPowerNames($world: String!) {
    dialPowerNames(world: $world)
  }
`);

/** The names a dial click may show in the world, for the editor's picker; none when they cannot be read (the API still checks each name). */
export async function loadDialPowerNames(world: string): Promise<string[]> {
  const result = await apiResult(async () => (await graphqlRequest(DialPowerNamesQuery, { world })).dialPowerNames);
  return result.ok ? (result.data ?? []) : [];
}
