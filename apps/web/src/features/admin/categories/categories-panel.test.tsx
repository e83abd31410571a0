// The Categories tab: cards with their state, activate/deactivate through PATCH, the form's rules,
// and a refused delete shown in the server's words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Category } from '@phoolwari/contracts';
import { CAT_BOUQUETS, makeCategory, renderAdminTab } from '../test-utils';

const STATUS_URL = `PATCH /api/admin-public/categories/${CAT_BOUQUETS}/status`;

describe('Categories tab', () => {
  it('shows each category with its badge, sort order and product count', async () => {
    renderAdminTab('categories', {
      'GET /api/admin/categories': () => ({
        body: {
          categories: [
            makeCategory({ sortOrder: 2 }),
            makeCategory({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa2', name: 'Garlands', isActive: false, productCount: 0, image: '' }),
          ],
        },
      }),
    });
    const bouquets = (await screen.findByRole('heading', { name: 'Bouquets' })).closest('article')!;
    expect(within(bouquets).getByTestId('status-badge')).toHaveTextContent('Active');
    expect(within(bouquets).getByText('Hand-tied bouquets')).toBeInTheDocument();
    expect(within(bouquets).getByText('Sort order').nextElementSibling).toHaveTextContent('2');
    expect(within(bouquets).getByText('Products').nextElementSibling).toHaveTextContent('3');
    const garlands = screen.getByRole('heading', { name: 'Garlands' }).closest('article')!;
    expect(within(garlands).getByTestId('status-badge')).toHaveTextContent('Inactive');
    expect(within(garlands).getByRole('button', { name: 'Activate Garlands' })).toBeInTheDocument();
    expect(screen.getByText('2 categories, 1 active')).toBeInTheDocument();
  });

  it("shows 'No categories found' when there are none", async () => {
    renderAdminTab('categories', { 'GET /api/admin/categories': () => ({ body: { categories: [] } }) });
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
  });

  it('deactivates a category with PATCH {isActive: false} and the badge turns Inactive', async () => {
    const user = userEvent.setup();
    let stored: Category = makeCategory();
    const { api } = renderAdminTab('categories', {
      'GET /api/admin/categories': () => ({ body: { categories: [stored] } }),
      [STATUS_URL]: (r) => {
        stored = { ...stored, isActive: (r.body as { isActive: boolean }).isActive };
        // The status answer carries no product count; the card keeps the one it had.
        const { productCount: _omit, ...answer } = stored;
        return { body: { category: answer } };
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Bouquets' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Deactivate Bouquets' }));

    await waitFor(() => expect(within(card).getByTestId('status-badge')).toHaveTextContent('Inactive'));
    expect(api.callsTo(STATUS_URL).map((c) => c.body)).toEqual([{ isActive: false }]);
    expect(within(card).getByRole('button', { name: 'Activate Bouquets' })).toBeInTheDocument();
    expect(within(card).getByText('Products').nextElementSibling).toHaveTextContent('3');
    expect(await screen.findByText('Category deactivated')).toBeInTheDocument();
  });

  it("says 'Failed to update category status' and leaves the badge when the change fails", async () => {
    const user = userEvent.setup();
    renderAdminTab('categories', {
      'GET /api/admin/categories': () => ({ body: { categories: [makeCategory()] } }),
      [STATUS_URL]: () => ({ status: 500, body: {} }),
    });
    const card = (await screen.findByRole('heading', { name: 'Bouquets' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Deactivate Bouquets' }));
    expect(await screen.findByText('Failed to update category status')).toBeInTheDocument();
    expect(within(card).getByTestId('status-badge')).toHaveTextContent('Active');
  });

  it('requires name and description, wants a URL for the image, and sends sort order as a number', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('categories', {
      'GET /api/admin/categories': () => ({ body: { categories: [] } }),
      'POST /api/admin-public/categories': (r) => ({ status: 201, body: { category: makeCategory(r.body as Partial<Category>) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    expect(within(dialog).getByLabelText('Active')).toBeChecked();
    expect(within(dialog).getByLabelText('Sort order')).toHaveValue(0);
    await user.type(within(dialog).getByLabelText('Image URL'), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Image must be a URL')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin-public/categories')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Wedding Garlands');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Varmala and more');
    await user.clear(within(dialog).getByLabelText('Image URL'));
    await user.type(within(dialog).getByLabelText('Image URL'), 'https://images.example.com/varmala.jpg');
    await user.clear(within(dialog).getByLabelText('Sort order'));
    await user.type(within(dialog).getByLabelText('Sort order'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Category created successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin-public/categories')[0]?.body).toEqual({
      name: 'Wedding Garlands',
      description: 'Varmala and more',
      image: 'https://images.example.com/varmala.jpg',
      isActive: true,
      sortOrder: 4,
      hi: { name: '', description: '' },
    });
  });

  it('takes a Hindi name and description beside the English, marked as Hindi, and shows the Hindi name on the card', async () => {
    const user = userEvent.setup();
    const stored = makeCategory({ hi: { name: 'गुलदस्ते' } });
    const { api } = renderAdminTab('categories', {
      'GET /api/admin/categories': () => ({ body: { categories: [stored] } }),
      [`PUT /api/admin-public/categories/${CAT_BOUQUETS}`]: (r) => ({ body: { category: { ...stored, ...(r.body as Partial<Category>) } } }),
    });
    const card = (await screen.findByRole('heading', { name: 'Bouquets' })).closest('article')!;
    expect(within(card).getByText('गुलदस्ते')).toHaveAttribute('lang', 'hi');

    await user.click(screen.getByRole('button', { name: 'Edit Bouquets' }));
    const hindi = within(screen.getByRole('dialog', { name: 'Edit Category' })).getByRole('group', { name: 'Hindi (optional)' });
    expect(within(hindi).getByLabelText('Hindi name')).toHaveValue('गुलदस्ते');
    expect(within(hindi).getByLabelText('Hindi name')).toHaveAttribute('lang', 'hi');
    expect(within(hindi).getByLabelText('Hindi description')).toHaveAttribute('lang', 'hi');
    await user.type(within(hindi).getByLabelText('Hindi description'), 'हाथ से बंधे गुलदस्ते');
    await user.click(screen.getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText('Category updated successfully!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin-public/categories/${CAT_BOUQUETS}`)[0]?.body).toMatchObject({
      name: 'Bouquets',
      hi: { name: 'गुलदस्ते', description: 'हाथ से बंधे गुलदस्ते' },
    });
  });

  it("shows the server's CATEGORY_IN_USE message when a delete is refused", async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('categories', {
      'GET /api/admin/categories': () => ({ body: { categories: [makeCategory()] } }),
      [`DELETE /api/admin-public/categories/${CAT_BOUQUETS}`]: () => ({
        status: 409,
        body: { message: 'This category still has 3 products. Move or delete them first.', code: 'CATEGORY_IN_USE', errors: [] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Bouquets' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete category?' });
    expect(confirm).toHaveTextContent('It still has 3 products');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This category still has 3 products. Move or delete them first.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/admin-public/categories/${CAT_BOUQUETS}`)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Bouquets' })).toBeInTheDocument();
  });
});
