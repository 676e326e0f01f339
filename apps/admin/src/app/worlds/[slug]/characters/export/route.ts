import { graphql } from '@/gql';
import { ApiError, graphqlRequest } from '@/lib/graphql-request';

const ExportCharactersQuery = graphql(`
  query ExportCharacters($world: String!) {
    exportCharacters(world: $world)
  }
`);

const ExportSelectedCharactersQuery = graphql(`
  query ExportSelectedCharacters($world: String!, $ids: [ID!]) {
    characterExport(world: $world, ids: $ids) {
      document
    }
  }
`);

/** The file's text: the world's characters, or only those of the `ids` given (the list's selection); null for no such world. */
async function exportText(world: string, ids: string[]): Promise<string | null> {
  if (!ids.length) return (await graphqlRequest(ExportCharactersQuery, { world })).exportCharacters;
  const { characterExport } = await graphqlRequest(ExportSelectedCharactersQuery, { world, ids });
  return characterExport ? JSON.stringify(characterExport.document, null, 2) : null;
}

const refusal = (status: number, why: string) =>
  new Response(`The characters could not be exported: ${why}`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * The world's characters as a "clix-characters" JSON file, downloaded (hidden ones only for the Creator);
 * with `?ids=…&ids=…`, only those characters ("<world>-selected-characters.json").
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ids = new URL(request.url).searchParams.getAll('ids').filter(Boolean);
  try {
    const text = await exportText(slug, ids);
    if (text === null) return refusal(404, 'no such world');
    const safeName = slug.replace(/[^A-Za-z0-9_-]/g, '-');
    return new Response(text, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${safeName}-${ids.length ? 'selected-characters' : 'characters'}.json"`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    if (error instanceof ApiError) return refusal(error.hasCode('NOT_FOUND') ? 404 : 502, error.message);
    throw error;
  }
}
