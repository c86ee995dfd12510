import type { CustomerUpdateAnswer } from '@alaafia/domain';
import { api } from '#lib/api-client.js';

/** A cart item as the flows send it: the product, its plan and the price shown (the server reprices). */
export type CartProduct = { id: number | string; plan_id: number | string; price: number };

/** The cart payload of the spec: the profile with the products list (and the fields the server ignores). */
export type SaveCartBody = {
  products: CartProduct[];
  cart?: CartProduct[];
  first_name?: string | null;
  last_name?: string | null;
  phone_number?: string | null;
  address?: string | null;
  email?: string | null;
  can_buy?: boolean;
  plan_price?: number | null;
  user_id?: number;
};

/** Empty values are left out: the server reads an absent field as 'unchanged', a null as a value. */
function withoutEmpty<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  ) as Partial<T>;
}

/**
 * PATCH /local/customers/:id with the profile and products: saves the cart, answers the profile with
 * carts (the domain's CustomerUpdateAnswer). Not lib/current-customer's updateCustomer: the spec's
 * cart payload also carries fields the server ignores (cart, can_buy, plan_price, email), which that
 * updater's typed body leaves out.
 */
export function saveCart(customerId: number, body: SaveCartBody) {
  return api.patch<CustomerUpdateAnswer>(`/local/customers/${customerId}`, withoutEmpty(body));
}
