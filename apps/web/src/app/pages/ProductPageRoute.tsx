import { ProductTemplateTriggers } from "../../features/documents/components/ProductTemplateTriggers.tsx";
import { ProductDetailPage } from "../../features/products/pages/ProductDetailPage.tsx";

/**
 * `/company/products/:productId`: the products and documents features meet here: the product's
 * "Documents and emails" tab (which templates each trigger issues and sends).
 */
export function ProductPageRoute() {
  return (
    <ProductDetailPage
      documents={(productId) => <ProductTemplateTriggers productId={productId} />}
    />
  );
}
