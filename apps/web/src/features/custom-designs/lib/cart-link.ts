// How a gallery card puts a design's product in the cart. The cart is another feature's, and
// features do not import each other: the app's gallery route lends the cart's hook here
// (app/routes/gallery.tsx). Without it (a page that offers no cart) a card says so.
import { createContext, useContext } from 'react';

export interface DesignCartAdd {
  add: (productId: string) => unknown;
  isPending: boolean;
}

const noCart = (): DesignCartAdd => ({ add: () => undefined, isPending: false });

/** The cart's add-to-cart hook, as the app's route provides it; one hook for the page's life. */
export const DesignCartContext = createContext<() => DesignCartAdd>(noCart);

/** The add-to-cart of the cart the route lent (a hook: it calls that hook). */
export function useDesignCart(): DesignCartAdd {
  const useCart = useContext(DesignCartContext);
  return useCart();
}
