import type { ReactNode } from 'react';

type PlanSummaryCardProps = {
  /** The product's name ('Income Protection', 'Health Insurance'...). */
  product: string;
  /** What the big figure is ('Coverage', 'Cover'); omitted when the product line says it. */
  label?: string;
  /** The big figure: the cover. */
  amount: ReactNode;
  /** Lines under the figure: what it pays, the hospital. */
  children?: ReactNode;
  /** The price line at the foot ('₦1,100 per month'). */
  price: ReactNode;
};

/**
 * The plan summary before payment (issue 18: one card style in every flow): the product, the cover
 * as the big figure, what it means, and the price at the foot.
 */
export function PlanSummaryCard({ product, label, amount, children, price }: PlanSummaryCardProps) {
  return (
    <div className="ui-plan-card">
      <p className="ui-plan-card__product">{product}</p>
      {label ? <p className="ui-plan-card__label">{label}</p> : null}
      <p className="ui-plan-card__amount">{amount}</p>
      {children}
      <div className="ui-plan-card__price">{price}</div>
    </div>
  );
}
