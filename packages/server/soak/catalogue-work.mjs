// @ts-check
/**
 * The catalogue's writes: plots added to, edited in and deleted from the soak's own project
 * (a plot number unique in it, no spaces, a size above 0), and amenities added, edited and
 * deleted (a name; none of the soak's is picked by a project, so each may be deleted), as
 * validate-plot.ts and validate-amenity.ts of packages/domain have them.
 */
import { pick, take } from './business.mjs';

/**
 * @param {import('./business.mjs').Business} b
 * @param {import('./session.mjs').Session} session
 * @returns {import('./business.mjs').Operation[]}
 */
export function catalogueOperations(b, session) {
  return [
    {
      weight: 3,
      run: async () => {
        b.made += 1;
        const added = await session.call('add a plot', 'POST', '/plots', {
          projectId: b.soakProjectId,
          plotNumber: `S-${b.made}`,
          plotSize: pick([900, 1200, 1500, 2400]),
          sizeUnit: 'sq ft',
          status: 'Available',
          remark: pick([null, 'Corner plot', 'Park facing']),
        });
        if (added.ok) b.ownPlots.push({ id: added.body.id, projectId: b.soakProjectId });
        return true;
      },
    },
    {
      weight: 1.5,
      run: async () => {
        const plot = take(b.ownPlots);
        if (!plot) return false;
        const read = await session.call('open a plot', 'GET', `/plots/${plot.id}`);
        if (read.ok) {
          const { projectId, plotNumber, plotSize, sizeUnit, status } = read.body;
          await session.call("save a plot's edit", 'PUT', `/plots/${plot.id}`, {
            projectId,
            plotNumber,
            plotSize: plotSize + 100,
            sizeUnit,
            status,
            remark: 'Re-measured on site',
          });
        }
        b.ownPlots.push(plot);
        return true;
      },
    },
    {
      weight: 0.5,
      run: async () => {
        const plot = take(b.ownPlots);
        if (!plot) return false;
        await session.call('delete a plot', 'DELETE', `/plots/${plot.id}`);
        return true;
      },
    },
    {
      weight: 0.7,
      run: async () => {
        b.made += 1;
        const added = await session.call('add an amenity', 'POST', '/amenities', {
          name: `${pick(['Jogging Track', 'Community Hall', 'Kids Play Area'])} ${b.run}-${b.made}`,
          description: 'Proposed for the next phase',
          isActive: true,
        });
        if (added.ok) b.ownAmenityIds.push(added.body.id);
        return true;
      },
    },
    {
      weight: 0.7,
      run: async () => {
        const id = take(b.ownAmenityIds);
        if (id === undefined) return false;
        const read = await session.call('open an amenity', 'GET', `/amenities/${id}`);
        if (read.ok) {
          const { name, description, isActive, metadata } = read.body;
          await session.call("save an amenity's edit", 'PUT', `/amenities/${id}`, {
            name,
            description,
            isActive: !isActive,
            metadata: metadata ?? 'Reviewed by the site office',
          });
        }
        b.ownAmenityIds.push(id);
        return true;
      },
    },
    {
      weight: 0.5,
      run: async () => {
        const id = take(b.ownAmenityIds);
        if (id === undefined) return false;
        await session.call('delete an amenity', 'DELETE', `/amenities/${id}`);
        return true;
      },
    },
  ];
}
