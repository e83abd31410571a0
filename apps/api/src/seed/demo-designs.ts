// Custom designs for the demo gallery, so a new shop shows what customers can ask for. Two became
// products of the demo catalogue (their details are that product's); the others are approved and
// priced but not yet for sale, as a florist's gallery usually has some of each.
export interface DemoDesign {
  /** The number shown on the card, e.g. 'CD-DEMO-01'. */
  customOrderId: string;
  prompt: string;
  /** The demo product the design became; its picture and details are the design's. */
  product?: string;
  /**
   * Approved details of a design that is not a product yet (price in rupees), with their Hindi as
   * the shop writes its products' (a design that became a product has that product's Hindi).
   */
  approved?: {
    name: string;
    description: string;
    price: number;
    category: string;
    deliveryTime: string;
    features: string[];
    tags: string[];
    hi: { name: string; description: string; features: string[]; tags: string[] };
  };
  /** Days since the customer described it. */
  ageDays: number;
}

export const DEMO_DESIGNS: readonly DemoDesign[] = [
  {
    customOrderId: 'CD-DEMO-01',
    prompt: 'A pair of orchid varmalas in purple and white for our wedding, thick and elegant',
    product: 'orchid-varmala-pair',
    ageDays: 40,
  },
  {
    customOrderId: 'CD-DEMO-02',
    prompt: 'Car decoration with orange marigold and red roses for the groom’s car',
    product: 'car-decoration-marigold-rose',
    ageDays: 25,
  },
  {
    customOrderId: 'CD-DEMO-03',
    prompt: 'Pink lotus and white lily arrangement in a brass vase for a griha pravesh puja',
    approved: {
      name: 'Lotus and Lily Griha Pravesh Vase',
      description: 'Pink lotuses and white lilies standing tall in a vase, for the puja on the day you move in.',
      price: 1899,
      category: 'lilies-exotics',
      deliveryTime: '1 day',
      features: ['Fresh lotuses', 'Oriental lilies', 'Vase included'],
      tags: ['griha pravesh', 'puja', 'lotus', 'lily'],
      hi: {
        name: 'गृह प्रवेश के लिए कमल और लिली का फूलदान',
        description: 'फूलदान में ऊँचे खड़े गुलाबी कमल और सफ़ेद लिली, नए घर में आने के दिन की पूजा के लिए।',
        features: ['ताज़े कमल', 'बड़ी खुशबूदार लिली', 'फूलदान साथ में'],
        tags: ['गृह प्रवेश', 'पूजा', 'कमल', 'लिली'],
      },
    },
    ageDays: 12,
  },
  {
    customOrderId: 'CD-DEMO-04',
    prompt: 'Stage decoration for a sangeet with a yellow marigold arch and pink roses',
    approved: {
      name: 'Sangeet Marigold Arch',
      description: 'A marigold arch with hanging strings and rose clusters at its feet, set up at your venue.',
      price: 12999,
      category: 'car-stage-decoration',
      deliveryTime: 'Book 2 days ahead',
      features: ['Set up at the venue', 'Fresh marigold strings', 'Rose clusters'],
      tags: ['sangeet', 'wedding', 'stage', 'marigold', 'arch'],
      hi: {
        name: 'संगीत के लिए गेंदे का मेहराब',
        description: 'लटकती लड़ियों वाला गेंदे का मेहराब और नीचे गुलाब के गुच्छे, आपके कार्यक्रम की जगह पर लगाया जाता है।',
        features: ['आपकी जगह पर सजावट', 'गेंदे की ताज़ी लड़ियाँ', 'गुलाब के गुच्छे'],
        tags: ['संगीत', 'शादी', 'स्टेज', 'गेंदा', 'मेहराब'],
      },
    },
    ageDays: 6,
  },
  {
    customOrderId: 'CD-DEMO-05',
    prompt: 'A basket of purple orchids and yellow sunflowers for a birthday',
    approved: {
      name: 'Sunflower and Orchid Birthday Basket',
      description: 'Bright sunflowers with purple orchids in a woven basket.',
      price: 1599,
      category: 'flower-baskets',
      deliveryTime: 'Same day',
      features: ['Woven cane basket', 'Sunflowers and orchids'],
      tags: ['birthday', 'sunflower', 'orchid'],
      hi: {
        name: 'सूरजमुखी और ऑर्किड की जन्मदिन टोकरी',
        description: 'बेंत की बुनी टोकरी में खिले-खिले सूरजमुखी और बैंगनी ऑर्किड।',
        features: ['बेंत की बुनी टोकरी', 'सूरजमुखी और ऑर्किड'],
        tags: ['जन्मदिन', 'सूरजमुखी', 'ऑर्किड'],
      },
    },
    ageDays: 3,
  },
];

/**
 * Owner of the demo designs: an account nobody can sign in to (disabled, no usable password), on the
 * reserved `.invalid` domain so the admin's Users list and counts leave it out (admin-users/repo).
 */
export const DEMO_DESIGN_OWNER = { email: 'demo-designs@phoolwari.invalid', name: 'Demo customer' } as const;
