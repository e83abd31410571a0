// A product's page on the server: the catalogue's product, and beside it what other features show
// on the page, the cart's add-ons (on a bouquet's page, so hydration finds the same cards) and the
// first page of reviews. Composed here, so the features need not know of each other.
import { addOnsQueryOptions } from '../../features/cart';
import { productQueryOptions } from '../../features/catalog/api/product';
import { loadProductPage } from '../../features/catalog/server-data';
import { loadProductReviews } from '../../features/reviews/server-data';
import { serverPage } from '../../lib/server-page';

export const loadProductRoute = serverPage(async (input) => {
  const slug = input.params.slug;
  const [page, addOns] = await Promise.all([loadProductPage(input), input.reader.addOns()]);
  const answer = slug ? input.queryClient.getQueryData(productQueryOptions(slug).queryKey) : null;
  if (answer) {
    if (!answer.product.isAddon) input.queryClient.setQueryData(addOnsQueryOptions().queryKey, addOns);
    // The reviews are a part of the page: without them it still renders, and they load in the browser.
    await loadProductReviews(input, answer.product._id).catch(() => undefined);
  }
  return page;
});
