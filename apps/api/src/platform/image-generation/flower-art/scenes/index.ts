// Every kind of arrangement and the function that draws it.
import { type SceneDrawer } from '../scene-context';
import { drawBasket, drawBouquet, drawRoseBox, drawRoseHeart, drawStems } from './arrangements';
import { drawCar, drawOrchidPot, drawStage } from './decorations';
import { drawCake, drawChocolateBox, drawGlassVase, drawGreetingCard, drawTeddy } from './gifts';
import { drawGajra, drawGarlandStrands, drawMarigoldGarland, drawToran, drawVarmala } from './garlands';
import { drawLooseFlowers, drawLoosePetals, drawLotusPond, drawPoojaThali } from './offerings';
import { type ArtKind } from '../spec';

export const SCENES: Record<ArtKind, SceneDrawer> = {
  bouquet: drawBouquet,
  vase: (s, ctx) => drawStems(s, ctx, 'vase'),
  bunch: (s, ctx) => drawStems(s, ctx, 'tied'),
  'rose-box': drawRoseBox,
  'rose-heart': drawRoseHeart,
  basket: drawBasket,
  'marigold-garland': drawMarigoldGarland,
  'garland-strands': drawGarlandStrands,
  toran: drawToran,
  'loose-flowers': drawLooseFlowers,
  'loose-petals': drawLoosePetals,
  'pooja-thali': drawPoojaThali,
  'lotus-pond': drawLotusPond,
  gajra: drawGajra,
  varmala: drawVarmala,
  'orchid-pot': drawOrchidPot,
  car: drawCar,
  stage: drawStage,
  cake: drawCake,
  'chocolate-box': drawChocolateBox,
  'glass-vase': drawGlassVase,
  'greeting-card': drawGreetingCard,
  teddy: drawTeddy,
};
