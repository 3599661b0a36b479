import { calls } from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toggleFavourite } from '../../../modules/privileges/favourite-service.js';
import type { Viewer } from '../../../modules/privileges/privilege-card-pages.js';
import {
  getSubcategories,
  listExclusivePrivileges,
  listFavouritePrivileges,
  listFlashSales,
  listGroupsOrGroupPrivileges,
  listPrivileges,
  privilegeDetailReader,
  sharedCategories,
} from '../../../modules/privileges/privilege-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

function viewerOf(request: FastifyRequest): Viewer {
  return { memberId: principalOf(request).memberId, language: request.language };
}

/** The catalogue reads and the favourite toggle of the Privilege controller (issue 5 items 1 and 3). */
export function registerCatalogueCalls(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { caches } = app.deps;

  registerCall(app, calls.getPrivilegeCategories, {
    handler: ({ request }) => sharedCategories(orm, caches, request.language),
  });

  registerCall(app, calls.getPrivilegeSubCategories, {
    handler: ({ input, request }) => getSubcategories(orm, input.Category_Id, request.language),
  });

  registerCall(app, calls.getPrivilegeList, {
    handler: ({ input, request }) => listPrivileges(orm, caches, viewerOf(request), input),
  });

  registerCall(app, calls.getExclusivePrivilegeList, {
    handler: ({ input, request }) => listExclusivePrivileges(orm, caches, viewerOf(request), input),
  });

  registerCall(app, calls.getFavPrivilegeList, {
    handler: ({ input, request }) => listFavouritePrivileges(orm, viewerOf(request), input),
  });

  registerCall(app, calls.getFlashSaleList, {
    handler: ({ input, request }) => listFlashSales(orm, caches, viewerOf(request), input),
  });

  registerCall(app, calls.getGroupCategoryList, {
    handler: ({ input, request }) => listGroupsOrGroupPrivileges(orm, caches, viewerOf(request), input),
  });

  const privilegeDetailOf = privilegeDetailReader(orm);
  registerCall(app, calls.getPrivilegeDetail, {
    handler: ({ input, request }) =>
      privilegeDetailOf(viewerOf(request), { privilegeId: input.privilege_Id, categoryId: input.category_Id }),
  });

  registerCall(app, calls.updateFavPrivilege, {
    handler: ({ input, request }) =>
      toggleFavourite(orm, caches.favourites, {
        memberId: principalOf(request).memberId,
        privilegeId: input.Privilege_Id,
        categoryId: input.Category_Id,
      }),
  });
}
