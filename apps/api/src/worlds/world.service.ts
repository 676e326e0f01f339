import { RequestContext } from '../context';
import { decodeCursor, Page, PageArgs, toPage } from '../common/pagination';
import { World } from './world.entity';

export class WorldService {
  /** A page of worlds, ordered by slug. */
  static async list(ctx: RequestContext, { first, after }: PageArgs): Promise<Page<World>> {
    const query = ctx.em.createQueryBuilder(World, 'w');
    const totalCount = await query.getCount();
    if (after) query.where('w.slug > :after', { after: String(decodeCursor(after, 1)[0]) });
    const rows = await query.orderBy('w.slug').take(first + 1).getMany();
    return toPage(rows, first, totalCount, (w) => [w.slug]);
  }

  static findBySlug(ctx: RequestContext, slug: string): Promise<World | null> {
    return ctx.em.findOne(World, { where: { slug } });
  }
}
