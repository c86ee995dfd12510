import type { ProductUid } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { productPagePaths } from '#config/paths.js';
import { productsQueryOptions } from '#lib/reference-data.js';
import { useT } from '#lib/i18n.js';
import { useProductWords } from '#lib/product-words.js';

type ExploreModalProps = {
  product: ProductUid | null;
  onClose: () => void;
};

/**
 * 'Explore' for Credit Life and Business, which are not sold online: what the catalogue says of the
 * product (in the customer's language: lib/product-words.ts), with a link to its public page (issue 18; see docs/business-rules.md).
 */
export function ExploreModal({ product, onClose }: ExploreModalProps) {
  const t = useT();
  const words = useProductWords();
  const products = useQuery({ ...productsQueryOptions(), enabled: product !== null });
  const entry = products.data?.find((p) => p.uid === product);
  return (
    <Modal
      open={product !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="md"
      title={product ? t(`frame.product.line.${product}`) : ''}
      description={entry ? words(entry.description) : undefined}
      footer={<Button onClick={onClose}>{t('dashboard.close')}</Button>}
    >
      {entry && entry.product_highlights.length > 0 ? (
        <ul className="dash-explore__points">
          {entry.product_highlights.map((point) => (
            <li key={point}>{words(point)}</li>
          ))}
        </ul>
      ) : null}
      <p className="dash-hint">{t('dashboard.notSoldOnline')}</p>
      {product ? (
        <p>
          <a
            className="dash-tile__link"
            href={productPagePaths[product]}
            target="_blank"
            rel="noopener"
          >
            {t('dashboard.aboutProduct', { product: t(`frame.product.line.${product}`) })}
            <span className="visually-hidden"> {t('dashboard.newTab')}</span>
          </a>
        </p>
      ) : null}
    </Modal>
  );
}
