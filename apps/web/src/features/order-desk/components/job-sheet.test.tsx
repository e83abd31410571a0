// The job sheet shows the customer's reference photo with the item it belongs to: on screen a
// thumbnail linked to the full image, on the printed sheet a larger picture loaded at once.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test-utils';
import { JobSheet } from './job-sheet';
import { inEnglish } from '../../../test/i18n-wrapper';

const photo = '/uploads/references/0000000000000000000000c1/0123456789abcdef0123456789abcdef.webp';
const order = makeOrder({
  items: [
    {
      product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb1', name: 'Red Rose Bouquet', images: [] },
      name: 'Red Rose Bouquet',
      image: '',
      quantity: 2,
      price: 1299,
      referencePhoto: photo,
      isAddon: false,
    },
    {
      product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', name: 'Jasmine Garland', images: [] },
      name: 'Jasmine Garland',
      image: '',
      quantity: 1,
      price: 299,
      referencePhoto: null,
      isAddon: false,
    },
  ],
});

describe('JobSheet', () => {
  it("shows the customer's reference photo on its item, linked to the full image", () => {
    render(<JobSheet order={order} />, inEnglish);
    const [roses, jasmine] = screen.getAllByRole('listitem');
    const link = within(roses!).getByRole('link', { name: "Customer's reference photo for Red Rose Bouquet (opens full size)" });
    expect(link).toHaveAttribute('href', photo);
    expect(roses).toHaveTextContent("Match the customer's reference photo");
    expect(within(jasmine!).queryByRole('link')).toBeNull();
  });

  it('prints the photo larger, as a plain picture loaded at once', () => {
    render(<JobSheet order={order} printed />, inEnglish);
    expect(screen.queryByRole('link', { name: /reference photo/ })).toBeNull();
    const image = screen.getByRole('img', { name: "Customer's reference photo for Red Rose Bouquet" });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '160');
  });
});

describe('JobSheet: substitutes and add-ons', () => {
  const withAddOns = makeOrder({
    substitution: { allowed: true, avoid: 'lilies' },
    items: [
      {
        product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb1', name: 'Red Rose Bouquet', images: [] },
        name: 'Red Rose Bouquet',
        image: '',
        quantity: 1,
        price: 1299,
        referencePhoto: null,
        isAddon: false,
      },
      {
        product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb3', name: 'Greeting Card', images: [] },
        name: 'Greeting Card',
        image: '',
        quantity: 1,
        price: 99,
        referencePhoto: null,
        isAddon: true,
      },
      {
        product: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb4', name: 'Soft Teddy Bear', images: [] },
        name: 'Soft Teddy Bear',
        image: '',
        quantity: 2,
        price: 499,
        referencePhoto: null,
        isAddon: true,
      },
    ],
  });

  it('prints the customer’s answer and lists add-ons apart from what is to be made', () => {
    render(<JobSheet order={withAddOns} printed />, inEnglish);
    expect(screen.getByTestId('substitution-note')).toHaveTextContent('Substitutes allowed (equal or higher value) · never: lilies');
    const toMake = screen.getAllByRole('listitem');
    expect(toMake.map((li) => li.textContent)).toEqual(['1 × Red Rose Bouquet']);
    expect(screen.getByText('Add-ons:').parentElement).toHaveTextContent('Add-ons: 1 × Greeting Card · 2 × Soft Teddy Bear');
  });

  it('says plainly when nothing may be substituted, and shows no add-on line without add-ons', () => {
    render(<JobSheet order={makeOrder({ substitution: { allowed: false, avoid: '' } })} />, inEnglish);
    expect(screen.getByTestId('substitution-note')).toHaveTextContent(/^NO substitutes: call the customer$/);
    expect(screen.queryByText('Add-ons:')).toBeNull();
  });
});
