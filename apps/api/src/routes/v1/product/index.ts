import {
  type CallContract,
  calls,
  fieldErrorMap,
  type ProductAction,
  productActionOf,
  productCallsOf,
  type productDetailInput,
  type productListInput,
  successEnvelope,
} from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../app-error.js';
import type { Executor } from '../../../db/client.js';
import {
  findProductKind,
  getProductDetail,
  getProductKinds,
  listProducts,
} from '../../../modules/products/product-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { API_V1_PREFIX, registerCall } from '../../call-route.js';
import { fieldErrorsOf } from '../../input-validator.js';
import { errorResponses } from '../../route-parts.js';

type ListInput = z.output<typeof productListInput>;
type DetailInput = z.output<typeof productDetailInput>;

function answerList(db: Executor, controller: string, input: ListInput, request: FastifyRequest) {
  return listProducts(db, { controller, ...input, language: request.language });
}

function answerDetail(db: Executor, controller: string, input: DetailInput, request: FastifyRequest) {
  const viewer = { memberId: principalOf(request).memberId, language: request.language };
  return getProductDetail(db, viewer, { controller, id: input.id });
}

/** The parametric route validates as every contract route does (DESIGN §5 field errors in both languages). */
function validated<C extends CallContract>(call: C, query: unknown): z.output<C['input']> {
  const result = call.input.safeParse(query, { error: fieldErrorMap });
  if (result.success) return result.data as z.output<C['input']>;
  throw new AppError('VALIDATION_FAILED', { fieldErrors: fieldErrorsOf(result.error) });
}

/**
 * Product controllers (DESIGN §12, decision 015). The seeded kinds' calls are registered from their
 * contracts, so the OpenAPI document and typed clients have them; any kind an operator adds later is
 * answered by one parametric route with the same shapes. A path naming no kind is NOT_FOUND before any
 * session is asked for, as an unknown path always is.
 */
export default async function productRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.getProductKindList, { handler: () => getProductKinds(orm) });

  for (const [list, detail] of [
    [calls.getCompanyList, calls.getCompanyDetail],
    [calls.getBrandList, calls.getBrandDetail],
  ] as const) {
    const controller = list.path.split('/')[1] ?? '';
    registerCall(app, list, { handler: ({ input, request }) => answerList(orm, controller, input, request) });
    registerCall(app, detail, { handler: ({ input, request }) => answerDetail(orm, controller, input, request) });
  }

  const authorizeMember = app.authorize(['bcrm-member']);
  app.get<{ Params: { Product: string; Action: string } }>(
    `${API_V1_PREFIX}/:Product/:Action`,
    {
      schema: {
        summary: 'Get<Product>List and Get<Product>Detail of any other product kind (Product/GetProductKindList)',
        description:
          'Same inputs, answers and error codes as Company/GetCompanyList and Company/GetCompanyDetail; a path naming no product kind is NOT_FOUND.',
        tags: ['Product'],
        security: [{ bearerAuth: [] }],
        response: {
          200: z.union([successEnvelope(calls.getCompanyList.output), successEnvelope(calls.getCompanyDetail.output)]),
          ...errorResponses([...new Set([...calls.getCompanyList.errors, ...calls.getCompanyDetail.errors])]),
        },
      },
    },
    async (request, reply) => {
      const { Product: controller, Action: actionName } = request.params;
      const action: ProductAction | null = productActionOf(controller, actionName);
      if (action === null) throw new AppError('NOT_FOUND');
      await findProductKind(orm, controller);
      await authorizeMember.call(app, request, reply);
      const kindCalls = productCallsOf(controller);
      const data =
        action === 'list'
          ? kindCalls.list.output.parse(
              await answerList(orm, controller, validated(kindCalls.list, request.query), request),
            )
          : kindCalls.detail.output.parse(
              await answerDetail(orm, controller, validated(kindCalls.detail, request.query), request),
            );
      return { status: 'success' as const, data };
    },
  );
}
