/**
 * The public surface of the carts module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { checkOutCart, deleteCartsOf, listOpenCartItems } from './carts.repo.js';
export { cartRoutes } from './carts.routes.js';
export { cartItemsOf, resolveCartProducts, saveCart } from './carts.service.js';
