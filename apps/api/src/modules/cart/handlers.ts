import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  addCartRowCall,
  addCartRowsCall,
  appendCartCall,
  cartCall,
  cartMetadataCall,
  cartRowQuantityCall,
  cartsCall,
  createCartCall,
  createCartMetadataCall,
  deleteCartCall,
  deleteCartRowCall,
  previewCartLinesCall,
  replaceCartCall,
  splitCartRowCall,
  updateCartCall,
  updateCartMetadataCall,
  updateCartRowCall,
  upsertCartMetadataCall,
} from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import { answerIdempotent, idempotencyKeyOf } from '../../http/idempotency';
import type { CartService } from './service';

/** Thin handlers: validated input in, service call, JSON out. The service checks owner and version. */
export function registerCartRoutes(app: OpenAPIHono<AppEnv>, deps: { carts: CartService }) {
  const { carts } = deps;
  serveCall(app, createCartCall, async (ctx, { body }, c) =>
    answerIdempotent(c, await carts.create(ctx, body, idempotencyKeyOf(c))),
  );
  serveCall(app, cartsCall, (ctx, { query }) => carts.list(ctx, query.status));
  serveCall(app, cartCall, (ctx, { params }) => carts.get(ctx, params.id));
  serveCall(app, updateCartCall, (ctx, { params, body }) => carts.update(ctx, params.id, body.version, body));
  serveCall(app, deleteCartCall, async (ctx, { params, query }, c) => {
    await carts.remove(ctx, params.id, query.version);
    return c.body(null, 204);
  });

  serveCall(app, addCartRowsCall, async (ctx, { params, body }, c) =>
    answerIdempotent(c, await carts.addRows(ctx, params.id, body.version, body.items, idempotencyKeyOf(c))),
  );
  serveCall(app, previewCartLinesCall, (ctx, { body }) => carts.previewLines(ctx, body.items));
  serveCall(app, addCartRowCall, (ctx, { params, body }) => carts.addRow(ctx, params.id, body.version, body));
  serveCall(app, cartRowQuantityCall, (ctx, { params, body }) =>
    carts.updateRow(ctx, params.id, params.rowId, body.version, { quantity: body.quantity }),
  );
  serveCall(app, splitCartRowCall, (ctx, { params, body }) =>
    carts.splitRow(ctx, params.id, params.rowId, body.version, body.quantity),
  );
  serveCall(app, updateCartRowCall, (ctx, { params, body }) =>
    carts.updateRow(ctx, params.id, params.rowId, body.version, body),
  );
  serveCall(app, deleteCartRowCall, (ctx, { params, query }) =>
    carts.removeRow(ctx, params.id, params.rowId, query.version),
  );

  serveCall(app, cartMetadataCall, (ctx, { params }) => carts.metadata(ctx, params.id));
  serveCall(app, upsertCartMetadataCall, (ctx, { params, body }) =>
    carts.setMetadata(ctx, params.id, body, 'upsert'),
  );
  serveCall(app, createCartMetadataCall, (ctx, { params, body }) =>
    carts.setMetadata(ctx, params.id, body, 'create'),
  );
  serveCall(app, updateCartMetadataCall, (ctx, { params, body }) =>
    carts.setMetadata(ctx, params.id, body, 'update'),
  );

  serveCall(app, appendCartCall, (ctx, { params, body }) =>
    carts.append(ctx, params.id, params.otherId, body.version),
  );
  serveCall(app, replaceCartCall, (ctx, { params, body }) =>
    carts.replace(ctx, params.id, params.otherId, body.version),
  );
}
