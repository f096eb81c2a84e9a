import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { formatRupees } from '../../domain/money.js';
import { listedVariety, type ProductSummary } from '../../domain/product.js';
import { addToCartMachine } from '../../machines/add-to-cart.js';
import { stockLeftMessage } from '../../domain/shopping.js';
import { metresByFabric, minimumOrderMessage, unitPriceFor } from '../../domain/price-breaks.js';
import { PriceLadder } from '../components/PriceLadder.js';
import { ColourSwatches } from '../components/ColourSwatches.js';
import { MetresField } from '../components/MetresField.js';
import { Popup } from '../components/Popup.js';
import { paths } from '../config/paths.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { ShopContext } from './shop-context.js';
import { TellMeWhenBack } from './TellMeWhenBack.js';
import { useShopEffects } from './use-shop-effects.js';

/** SPEC §4 add-to-cart popup: colour swatches as radio buttons, metres, Continue. */
export function AddToCartPopup({
  product,
  fromWishlist = false,
  initialColor,
  onClose,
}: {
  product: ProductSummary;
  fromWishlist?: boolean;
  initialColor?: number;
  onClose: () => void;
}) {
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      addToCartMachine.provide({
        actors: { addToCart: effects.actors.addToCart },
        actions: {
          notify: effects.notify,
          showCart: () => navigate(paths.cart.href()),
          closed: onClose,
        },
      }),
    [effects, onClose],
  );
  const varieties = product.varieties.map(({ color, stock }) => ({ color, stock }));
  const { minOrderMetres } = product;
  const [snapshot, send] = useScreenMachine(logic, {
    input: { productId: product.id, varieties, fromWishlist, minOrderMetres, colorIndex: initialColor ?? listedVariety(product.varieties) },
  });
  const { colorIndex, quantity } = snapshot.context;
  // Breaks count this fabric's metres at list prices across its colours, the ones in the cart too.
  const inCart = ShopContext.useSelector(
    (state) =>
      metresByFabric(
        state.context.cart.lines.map((line) => ({
          productId: line.product.id,
          metres: line.quantity,
          listPrice: !line.isSample && !line.quoteId,
        })),
      ).get(product.id) ?? 0,
  );
  const counted = (Number.isNaN(quantity) ? 0 : quantity) + inCart;
  const adding = snapshot.matches('adding');
  const variety = product.varieties[colorIndex];
  return (
    <Popup
      id="add-to-cart"
      title="Add to Cart"
      subtitle={product.name}
      busy={adding}
      onRequestClose={() => send({ type: 'popup.close' })}
      onSubmit={() => send({ type: 'popup.continue' })}
    >
      <ColourSwatches
        name="colour"
        varieties={product.varieties}
        chosen={colorIndex}
        onChoose={(index) => send({ type: 'color.choose', index })}
      />
      {variety && (
        <p className="popup-price">
          {formatRupees(unitPriceFor(variety.price, variety.priceTiers ?? [], counted))} / metre + GST ·{' '}
          {variety.stock > 0 ? `${variety.stock} metres in stock` : 'Out Of Stock'}
        </p>
      )}
      {variety && (
        <PriceLadder price={variety.price} tiers={variety.priceTiers} minOrderMetres={minOrderMetres} quantity={quantity} inCart={inCart} />
      )}
      <div className="field">
        <label htmlFor="add-to-cart-metres">Quantity (metres)</label>
        <MetresField
          id="add-to-cart-metres"
          label="Metres to add"
          quantity={Number.isNaN(quantity) ? 0 : quantity}
          stock={variety?.stock ?? 0}
          busy={adding}
          min={minOrderMetres}
          problem={
            quantity > 0 && quantity < minOrderMetres
              ? minimumOrderMessage(minOrderMetres)
              : variety && quantity > variety.stock
                ? stockLeftMessage(variety.stock)
                : null
          }
          commit="typing"
          canLess={snapshot.can({ type: 'quantity.step', delta: -1 })}
          canMore={snapshot.can({ type: 'quantity.step', delta: 1 })}
          onStep={(delta) => send({ type: 'quantity.step', delta })}
          onType={(typed) => send({ type: 'quantity.change', quantity: typed })}
        />
      </div>
      {variety && variety.stock <= 0 && <TellMeWhenBack productId={product.id} color={variety.color} />}
      <button type="submit" className="button button-block" disabled={adding || !(quantity > 0) || !variety || variety.stock <= 0}>
        {adding ? 'Adding To Cart...' : 'Continue'}
      </button>
    </Popup>
  );
}
