// The Products tab: the cards, the empty state, the product form's rules (spec §5), uploads with
// progress, and the confirmation before deleting.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../../test/fake-api';
import { CAT_BOUQUETS, CAT_GARLANDS, fakeXhr, imageFile, makeCategory, makeProduct, productList, renderAdminTab } from '../test-utils';

const categories = [makeCategory(), makeCategory({ _id: CAT_GARLANDS, name: 'Garlands', slug: 'garlands', isActive: false, productCount: 0 })];

function productRoutes(products = [makeProduct()], extra: Record<string, (r: FakeRequest) => { status?: number; body?: unknown }> = {}) {
  return {
    'GET /api/admin/products': () => ({ body: productList(products) }),
    'GET /api/admin/categories': () => ({ body: { categories } }),
    ...extra,
  };
}

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Product' }));
  return screen.getByRole('dialog', { name: 'Add Product' });
}

describe('Products tab', () => {
  it('shows each product as a card with price, struck original price, availability, stock and New badge', async () => {
    renderAdminTab(
      'products',
      productRoutes([
        makeProduct(),
        makeProduct({
          _id: 'bbbbbbbbbbbbbbbbbbbbbbb2',
          name: 'Marigold Garland',
          originalPrice: 0,
          price: 349,
          isNew: false,
          images: [],
          stock: 3,
          availability: 'Limited Stock',
        }),
      ]),
    );
    const rose = (await screen.findByRole('heading', { name: 'Red Rose Bouquet' })).closest('article')!;
    expect(within(rose).getByText('₹1,299')).toBeInTheDocument();
    expect(within(rose).getByText('₹1,599').tagName).toBe('S');
    expect(within(rose).getByText('In Stock')).toBeInTheDocument();
    expect(within(rose).getByText('Stock: 20')).toBeInTheDocument();
    expect(within(rose).getByText('New')).toBeInTheDocument();
    expect(within(rose).getByRole('button', { name: 'Edit Red Rose Bouquet' })).toBeInTheDocument();

    const garland = screen.getByRole('heading', { name: 'Marigold Garland' }).closest('article')!;
    expect(within(garland).queryByText('New')).toBeNull();
    expect(garland.querySelector('s')).toBeNull();
    expect(within(garland).getByText('Limited Stock')).toBeInTheDocument();
    expect(garland.querySelector('img')).toHaveAttribute('data-placeholder', 'true');
    expect(screen.getByText('2 products')).toBeInTheDocument();
  });

  it("shows 'No products found' with 'Add Your First Product' that opens the form", async () => {
    const user = userEvent.setup();
    renderAdminTab('products', productRoutes([]));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Product' }));
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAdminTab('products', {
      ...productRoutes(),
      'GET /api/admin/products': () => (fail ? { status: 500, body: { message: 'Database unavailable', errors: [] } } : { body: productList([makeProduct()]) }),
    });
    // A server error is retried once before the error shows.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to fetch products');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Red Rose Bouquet' })).toBeInTheDocument();
  });

  it('searches (debounced) and filters by category, asking the server from page 1', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('products', productRoutes());
    await screen.findByRole('heading', { name: 'Red Rose Bouquet' });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'rose');
    await waitFor(() => expect(api.callsTo('GET /api/admin/products').at(-1)?.url.searchParams.get('search')).toBe('rose'));
    // One request for the whole word, not one per letter.
    expect(api.callsTo('GET /api/admin/products').filter((c) => c.url.searchParams.get('search')?.startsWith('r'))).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by category' }), 'Garlands (inactive)');
    await waitFor(() => expect(api.callsTo('GET /api/admin/products').at(-1)?.url.searchParams.get('category')).toBe(CAT_GARLANDS));
    expect(api.callsTo('GET /api/admin/products').at(-1)?.url.searchParams.get('page')).toBe('1');
  });
});

describe('Product form', () => {
  it('requires name, category, description, price and stock, and sends nothing until they are there', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('products', productRoutes());
    const dialog = await openAddForm(user);
    // Defaults (spec §3): price 0, original 0, stock 0, New unticked, delivery 2-4 hours.
    expect(within(dialog).getByLabelText(/^Price/)).toHaveValue(0);
    expect(within(dialog).getByLabelText(/^Original price/)).toHaveValue(0);
    expect(within(dialog).getByLabelText(/^Stock/)).toHaveValue(0);
    expect(within(dialog).getByLabelText('New product')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Delivery time')).toHaveValue('2-4 hours');

    await user.clear(within(dialog).getByLabelText(/^Price/));
    await user.clear(within(dialog).getByLabelText(/^Stock/));
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));

    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a category')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Stock is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/admin-public/products')).toHaveLength(0);
  });

  it("says 'Invalid category selected' for a category id that is not 24 hex characters", async () => {
    const user = userEvent.setup();
    renderAdminTab('products', {
      ...productRoutes(),
      'GET /api/admin/categories': () => ({ body: { categories: [makeCategory({ _id: 'not-an-id', name: 'Broken' })] } }),
    });
    const dialog = await openAddForm(user);
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Broken');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await within(dialog).findByText('Invalid category selected')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please select a category')).toBeNull();
  });

  it('adds tags and features with Enter or Add, ignores blanks and repeats, and removes chips', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('products', productRoutes());
    const dialog = await openAddForm(user);
    const tagBox = within(dialog).getByLabelText('Tags');

    await user.type(tagBox, 'roses{Enter}');
    await user.type(tagBox, '   {Enter}');
    await user.type(tagBox, 'Roses{Enter}');
    expect(within(dialog).getByText('“Roses” is already in the list.')).toBeInTheDocument();
    expect(tagBox).toHaveValue('');
    await user.type(tagBox, 'anniversary');
    await user.click(within(dialog).getByRole('button', { name: 'Add tag' }));

    const tags = within(dialog).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['roses', 'anniversary']);
    // Enter added a tag; it did not submit the form.
    expect(within(dialog).queryByText('Name is required')).toBeNull();
    expect(api.callsTo('POST /api/admin-public/products')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Features'), 'Hand-tied{Enter}');
    expect(within(within(dialog).getByRole('list', { name: 'Features' })).getByText('Hand-tied')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove tag roses' }));
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['anniversary']);
    expect(tagBox).toHaveFocus();
  });

  it('sends numbers as numbers, with the defaults, and closes with a success toast', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab(
      'products',
      productRoutes([], {
        'POST /api/admin-public/products': (r) => ({ status: 201, body: { product: makeProduct({ name: String((r.body as { name: string }).name) }) } }),
      }),
    );
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Jasmine Garland');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Bouquets');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Fresh jasmine strung by hand.');
    await user.clear(within(dialog).getByLabelText(/^Price/));
    await user.type(within(dialog).getByLabelText(/^Price/), '249.5');
    await user.clear(within(dialog).getByLabelText(/^Stock/));
    await user.type(within(dialog).getByLabelText(/^Stock/), '15');
    await user.type(within(dialog).getByLabelText('Tags'), 'jasmine{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/admin-public/products')[0]?.body).toEqual({
      name: 'Jasmine Garland',
      description: 'Fresh jasmine strung by hand.',
      price: 249.5,
      originalPrice: 0,
      category: CAT_BOUQUETS,
      images: [],
      stock: 15,
      tags: ['jasmine'],
      features: [],
      deliveryTime: '2-4 hours',
      featured: false,
      isNewProduct: false,
      isAddon: false,
      // A new product is fresh flowers for GST unless told otherwise.
      hsnCode: '0603',
      gstRate: 0,
      // The Hindi is always sent, empty when not written.
      hi: { name: '', description: '', features: [], tags: [] },
      // Sold in one size, with no message: sent so that an edit can take sizes away.
      options: [],
      personalisationMax: 0,
    });
  });

  it('adds a size with its own price and stock, and a message of a chosen length', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab(
      'products',
      productRoutes([], {
        'POST /api/admin-public/products': () => ({ status: 201, body: { product: makeProduct({ name: 'Truffle Cake' }) } }),
      }),
    );
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Truffle Cake');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Bouquets');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Chocolate sponge and ganache.');
    await user.clear(within(dialog).getByLabelText(/^Price/));
    await user.type(within(dialog).getByLabelText(/^Price/), '599');
    await user.clear(within(dialog).getByLabelText(/^Stock/));
    await user.type(within(dialog).getByLabelText(/^Stock/), '0');
    const sizes = within(dialog).getByRole('group', { name: 'Sizes' });
    await user.click(within(sizes).getByRole('button', { name: 'Add a size' }));
    await user.type(within(sizes).getByLabelText(/^Size 1 label/), '1 kg');
    await user.type(within(sizes).getByLabelText('Label in Hindi'), '1 किलो');
    await user.type(within(sizes).getByLabelText(/^Price/), '1099');
    await user.type(within(sizes).getByLabelText(/^Stock/), '4');
    await user.click(within(dialog).getByLabelText('Allow personalisation'));
    const longest = within(dialog).getByLabelText(/^Longest message/);
    await user.clear(longest);
    await user.type(longest, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin-public/products')[0]?.body).toMatchObject({
      options: [{ label: '1 kg', labelHi: '1 किलो', price: 1099, stock: 4, sku: '' }],
      personalisationMax: 40,
    });
  });

  it('throws away what was typed when closed with Escape or Cancel', async () => {
    const user = userEvent.setup();
    renderAdminTab('products', productRoutes());
    let dialog = await openAddForm(user);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Half-typed');
    await user.type(within(dialog).getByLabelText('Tags'), 'lilies{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The focus went back to the button that opened the form.
    expect(screen.getByRole('button', { name: 'Add Product' })).toHaveFocus();

    dialog = await openAddForm(user);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(dialog).queryByRole('list', { name: 'Tags' })).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openAddForm(user);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');
  });

  it('keeps the keyboard inside the dialog: Tab from the last control wraps to the first', async () => {
    const user = userEvent.setup();
    renderAdminTab('products', productRoutes());
    const dialog = await openAddForm(user);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    within(dialog).getByRole('button', { name: 'Create Product' }).focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Create Product' })).toHaveFocus();
  });

  it('edits a product with its values filled in and shows server field errors on the field', async () => {
    const user = userEvent.setup();
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { message: 'Invalid category selected', errors: [{ path: 'category', message: 'Invalid category selected' }] },
    };
    const { api } = renderAdminTab('products', productRoutes([makeProduct()], { 'PUT /api/admin-public/products/bbbbbbbbbbbbbbbbbbbbbbb1': () => answer }));
    await user.click(await screen.findByRole('button', { name: 'Edit Red Rose Bouquet' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Red Rose Bouquet');
    expect(within(dialog).getByLabelText(/^Price/)).toHaveValue(1299);
    expect(within(dialog).getByLabelText(/^Category/)).toHaveValue(CAT_BOUQUETS);
    expect(within(dialog).getByLabelText('New product')).toBeChecked();
    expect(within(dialog).getByLabelText('Add-on (offered beside bouquets)')).not.toBeChecked();

    await user.clear(within(dialog).getByLabelText(/^Price/));
    await user.click(within(dialog).getByLabelText('Add-on (offered beside bouquets)'));
    await user.type(within(dialog).getByLabelText(/^Price/), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Invalid category selected', { selector: '[data-toast-type] *' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Category/)).toHaveAccessibleDescription('Invalid category selected');
    // The edit says which stock it started from, so sales made meanwhile are never undone.
    expect(api.callsTo('PUT /api/admin-public/products/bbbbbbbbbbbbbbbbbbbbbbb1')[0]?.body).toMatchObject({
      price: 999,
      images: makeProduct().images,
      isNewProduct: true,
      isAddon: true,
      stockWas: makeProduct().stock,
    });

    answer = { status: 200, body: { product: makeProduct({ price: 999 }) } };
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits the Hindi beside the English, marked as Hindi, and sends an emptied field empty', async () => {
    const user = userEvent.setup();
    const product = makeProduct({ hi: { name: 'लाल गुलाब का गुलदस्ता', tags: ['गुलाब'] } });
    const { api } = renderAdminTab(
      'products',
      productRoutes([product], { 'PUT /api/admin-public/products/bbbbbbbbbbbbbbbbbbbbbbb1': () => ({ body: { product } }) }),
    );
    // The list shows the Hindi name under the English one.
    const card = (await screen.findByRole('heading', { name: 'Red Rose Bouquet' })).closest('article')!;
    expect(within(card).getByText('लाल गुलाब का गुलदस्ता')).toHaveAttribute('lang', 'hi');

    await user.click(screen.getByRole('button', { name: 'Edit Red Rose Bouquet' }));
    const hindi = within(screen.getByRole('dialog', { name: 'Edit Product' })).getByRole('group', { name: 'Hindi (optional)' });
    const name = within(hindi).getByLabelText('Hindi name');
    expect(name).toHaveValue('लाल गुलाब का गुलदस्ता');
    for (const field of [
      name,
      within(hindi).getByLabelText('Hindi description'),
      within(hindi).getByLabelText('Hindi features'),
      within(hindi).getByRole('textbox', { name: 'Hindi tags' }),
    ]) {
      expect(field).toHaveAttribute('lang', 'hi');
    }
    expect(within(within(hindi).getByRole('list', { name: 'Hindi tags' })).getByText('गुलाब')).toHaveAttribute('lang', 'hi');

    await user.clear(name);
    await user.type(within(hindi).getByLabelText('Hindi description'), '  बारह लाल गुलाब ');
    await user.type(within(hindi).getByLabelText('Hindi features'), '12 ताज़े गुलाब{Enter}');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin-public/products/bbbbbbbbbbbbbbbbbbbbbbb1')[0]?.body).toMatchObject({
      name: 'Red Rose Bouquet',
      hi: { name: '', description: 'बारह लाल गुलाब', features: ['12 ताज़े गुलाब'], tags: ['गुलाब'] },
    });
  });

  it("shows the server's word about a Hindi field on that field", async () => {
    const user = userEvent.setup();
    const message = 'Must be at most 120 characters';
    renderAdminTab(
      'products',
      productRoutes([makeProduct()], {
        'PUT /api/admin-public/products/bbbbbbbbbbbbbbbbbbbbbbb1': () => ({ status: 400, body: { message, errors: [{ path: 'hi.name', message }] } }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Red Rose Bouquet' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    await user.type(within(dialog).getByLabelText('Hindi name'), 'गुलाब');
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Hindi name')).toHaveAccessibleDescription(message));
  });

  it('shows beside the stock field that orders changed the stock while the form was open', async () => {
    const user = userEvent.setup();
    const message = 'Orders changed the stock to 3 while you were editing. Check it and save again.';
    renderAdminTab(
      'products',
      productRoutes([makeProduct()], {
        'PUT /api/admin-public/products/bbbbbbbbbbbbbbbbbbbbbbb1': () => ({ status: 409, body: { message, code: 'STOCK_CHANGED', errors: [] } }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Red Rose Bouquet' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    await user.clear(within(dialog).getByLabelText(/^Stock/));
    await user.type(within(dialog).getByLabelText(/^Stock/), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(message, { selector: '[data-toast-type] *' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Stock/)).toHaveAccessibleDescription(message);
  });

  it("says 'Failed to save product' when the server gives no reason", async () => {
    const user = userEvent.setup();
    renderAdminTab(
      'products',
      productRoutes([makeProduct()], { 'PUT /api/admin-public/products/bbbbbbbbbbbbbbbbbbbbbbb1': () => ({ status: 500, body: {} }) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Red Rose Bouquet' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Failed to save product')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
  });
});

describe('Product pictures', () => {
  it('refuses a file that is not an image without sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const xhr = fakeXhr();
    renderAdminTab('products', productRoutes());
    const dialog = await openAddForm(user);
    await user.upload(within(dialog).getByTestId('image-file-input'), new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only image files can be uploaded: price-list.pdf')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
  });

  it('uploads images with a progress bar, then lists them in order to move and remove', async () => {
    const user = userEvent.setup();
    const xhr = fakeXhr({ hold: true });
    renderAdminTab(
      'products',
      productRoutes([], { 'POST /api/upload/multiple': () => ({ body: { data: [{ publicUrl: '/uploads/a.webp' }, { publicUrl: '/uploads/b.webp' }] } }) }),
    );
    const dialog = await openAddForm(user);
    await user.upload(within(dialog).getByTestId('image-file-input'), [imageFile('a.jpg'), imageFile('b.png', 'image/png')]);

    const bar = await within(dialog).findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(xhr.sent[0]?.files.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(xhr.sent[0]?.headers.Authorization).toBe('Bearer stored-token');
    xhr.release();

    expect(await screen.findByText('Images uploaded successfully!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    const pictures = () =>
      within(dialog)
        .getAllByRole('img', { name: /^Picture/ })
        .map((img) => img.getAttribute('src'));
    expect(pictures()).toEqual(['/uploads/a.webp', '/uploads/b.webp']);

    await user.click(within(dialog).getByRole('button', { name: 'Move picture 2 left' }));
    expect(pictures()).toEqual(['/uploads/b.webp', '/uploads/a.webp']);
    // The moved picture is now first; its still-usable button has the focus.
    expect(within(dialog).getByRole('button', { name: 'Move picture 1 right' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove picture 1' }));
    expect(pictures()).toEqual(['/uploads/a.webp']);
  });

  it("says 'Failed to upload images' and keeps the server's reason", async () => {
    const user = userEvent.setup();
    fakeXhr();
    renderAdminTab(
      'products',
      productRoutes([], { 'POST /api/upload/multiple': () => ({ status: 400, body: { message: '"a.jpg" cannot be used: not an image', errors: [] } }) }),
    );
    const dialog = await openAddForm(user);
    await user.upload(within(dialog).getByTestId('image-file-input'), imageFile('a.jpg'));
    expect(await screen.findByText('Failed to upload images')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('"a.jpg" cannot be used: not an image');
  });
});

describe('Deleting a product', () => {
  it('asks first; Cancel keeps it, Delete removes it with a toast', async () => {
    const user = userEvent.setup();
    let products = [makeProduct()];
    const { api } = renderAdminTab('products', {
      ...productRoutes(),
      'GET /api/admin/products': () => ({ body: productList(products) }),
      'DELETE /api/admin-public/products/bbbbbbbbbbbbbbbbbbbbbbb1': () => {
        products = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Red Rose Bouquet' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete product?' });
    expect(confirm).toHaveTextContent('“Red Rose Bouquet” will be removed from the shop.');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('DELETE /api/admin-public/products/bbbbbbbbbbbbbbbbbbbbbbb1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Red Rose Bouquet' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete product?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin-public/products/bbbbbbbbbbbbbbbbbbbbbbb1')).toHaveLength(1);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it("says 'Failed to delete product' when it fails and keeps the card", async () => {
    const user = userEvent.setup();
    renderAdminTab(
      'products',
      productRoutes([makeProduct()], { 'DELETE /api/admin-public/products/bbbbbbbbbbbbbbbbbbbbbbb1': () => ({ status: 500, body: {} }) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Red Rose Bouquet' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Red Rose Bouquet' })).toBeInTheDocument();
  });
});
