import {
  categoryCalls,
  changePrivilegeStockCall,
  createAdminPrivilege,
  createFlashSaleCall,
  deleteFlashSaleCall,
  getAdminPrivilege,
  groupCalls,
  listAdminPrivileges,
  listFlashSales,
  partnerCalls,
  subcategoryCalls,
  updateAdminPrivilege,
  uploadPrivilegeImage,
} from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as catalogue from '../../../modules/privileges/privilege-admin-service.js';
import * as references from '../../../modules/privileges/privilege-reference-service.js';
import { sortOf } from '../../../paged-list.js';
import { registerAdminCall } from '../admin-route.js';
import { registerImageUploadCall } from '../image-upload.js';
import { companyScopeOf } from '../operator-actor.js';

type PrivilegeSort = catalogue.AdminPrivilegeListQuery['sort']['column'];
type ReferenceSort = references.ReferenceListQuery['sort']['column'];

/** The list paging and search every reference list shares. */
function referenceQuery(input: { page: number; limit: number; q?: string | undefined; sort: string }) {
  return { page: input.page, limit: input.limit, q: input.q, sort: sortOf<ReferenceSort>(input.sort) };
}

/** DESIGN §11 catalogue: privileges with their stock and flash sales, and the lists they are filed under. */
export default async function catalogueRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { caches } = app.deps;

  registerAdminCall(app, listAdminPrivileges, {
    handler: ({ input, request }) =>
      catalogue.listPrivilegesForOperators(orm, {
        page: input.page,
        limit: input.limit,
        sort: sortOf<PrivilegeSort>(input.sort),
        q: input.q,
        categoryId: input.category_id,
        groupId: input.group_id,
        partnerId: input.partner_id,
        state: input.state,
        stock: input.stock,
        companies: companyScopeOf(request),
      }),
  });
  registerAdminCall(app, getAdminPrivilege, {
    handler: ({ params, request }) => catalogue.getPrivilegeForOperators(orm, companyScopeOf(request), params.id),
  });
  registerAdminCall(app, createAdminPrivilege, {
    handler: ({ input, actor, request }) =>
      catalogue.createPrivilege(orm, caches, actor, companyScopeOf(request), input),
  });
  registerAdminCall(app, updateAdminPrivilege, {
    handler: ({ params, input, actor, request }) =>
      catalogue.updatePrivilege(orm, caches, actor, companyScopeOf(request), params.id, input),
  });
  registerImageUploadCall(app, uploadPrivilegeImage, catalogue.privilegeImageOwner);
  registerAdminCall(app, changePrivilegeStockCall, {
    handler: ({ params, input, actor, idempotencyKey, request }) =>
      catalogue.changePrivilegeStock(orm, caches, actor, {
        privilegeId: params.id,
        companies: companyScopeOf(request),
        add: input.add,
        idempotencyKey,
      }),
  });
  registerAdminCall(app, listFlashSales, {
    handler: ({ params, input, request }) => catalogue.listFlashSalesOf(orm, companyScopeOf(request), params.id, input),
  });
  registerAdminCall(app, createFlashSaleCall, {
    handler: ({ params, input, actor, request }) =>
      catalogue.createFlashSale(orm, caches, actor, companyScopeOf(request), params.id, input),
  });
  registerAdminCall(app, deleteFlashSaleCall, {
    handler: ({ params, actor, request }) =>
      catalogue.deleteFlashSale(orm, caches, actor, companyScopeOf(request), params.id),
  });

  registerAdminCall(app, categoryCalls.list, {
    handler: ({ input }) => references.listCategories(orm, referenceQuery(input)),
  });
  registerAdminCall(app, categoryCalls.create, {
    handler: ({ input, actor }) => references.createCategory(orm, caches, actor, input),
  });
  registerAdminCall(app, categoryCalls.update, {
    handler: ({ params, input, actor }) => references.updateCategory(orm, caches, actor, params.id, input),
  });
  registerAdminCall(app, subcategoryCalls.list, {
    handler: ({ input }) =>
      references.listSubcategories(orm, { ...referenceQuery(input), categoryId: input.category_id }),
  });
  registerAdminCall(app, subcategoryCalls.create, {
    handler: ({ input, actor }) => references.createSubcategory(orm, caches, actor, input),
  });
  registerAdminCall(app, subcategoryCalls.update, {
    handler: ({ params, input, actor }) => references.updateSubcategory(orm, caches, actor, params.id, input),
  });
  registerAdminCall(app, groupCalls.list, {
    handler: ({ input }) => references.listGroups(orm, referenceQuery(input)),
  });
  registerAdminCall(app, groupCalls.create, {
    handler: ({ input, actor }) => references.createGroup(orm, caches, actor, input),
  });
  registerAdminCall(app, groupCalls.update, {
    handler: ({ params, input, actor }) => references.updateGroup(orm, caches, actor, params.id, input),
  });
  registerAdminCall(app, partnerCalls.list, {
    handler: ({ input }) => references.listPartners(orm, referenceQuery(input)),
  });
  registerAdminCall(app, partnerCalls.create, {
    handler: ({ input, actor }) => references.createPartner(orm, caches, actor, input),
  });
  registerAdminCall(app, partnerCalls.update, {
    handler: ({ params, input, actor }) => references.updatePartner(orm, caches, actor, params.id, input),
  });
}
