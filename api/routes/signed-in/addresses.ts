import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addAddressSchema, addressByIdSchema, addressesSchema, editAddressSchema } from '../../../domain/rest/checkout.js';

/** The buyer's address book (SPEC §7); every call answers the whole list. */
export const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/addresses', { schema: addressesSchema }, async (request) => app.addressBook.list(request.user.id));

  app.post('/address', { schema: addAddressSchema }, async (request) =>
    app.addressBook.add(request.user.id, request.user.name, request.body),
  );

  app.put('/address/:id', { schema: editAddressSchema }, async (request) =>
    app.addressBook.edit(request.user.id, request.user.name, Number(request.params.id), request.body),
  );

  app.put('/address/select/:id', { schema: addressByIdSchema }, async (request) =>
    app.addressBook.select(request.user.id, Number(request.params.id)),
  );

  app.delete('/address/:id', { schema: addressByIdSchema }, async (request) =>
    app.addressBook.remove(request.user.id, Number(request.params.id)),
  );
};
