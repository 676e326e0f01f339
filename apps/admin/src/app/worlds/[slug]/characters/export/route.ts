import { graphql } from '@/gql';
import { ApiError, graphqlRequest } from '@/lib/graphql-request';

const ExportCharactersQuery = graphql(`
  query ExportCharacters($world: String!) {
    exportCharacters(world: $world)
  }
`);

/** The world's characters as a "clix-characters" JSON file, downloaded (hidden ones only for the Creator). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  try {
    const { exportCharacters } = await graphqlRequest(ExportCharactersQuery, { world: slug });
    const safeName = slug.replace(/[^A-Za-z0-9_-]/g, '-');
    return new Response(exportCharacters, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${safeName}-characters.json"`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    if (error instanceof ApiError) {
      return new Response(`The characters could not be exported: ${error.message}`, {
        status: error.hasCode('NOT_FOUND') ? 404 : 502,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    throw error;
  }
}
