import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { FABRIC_PATTERNS, MAX_COLOUR_PHOTOS, MAX_COLOURS, MAX_PRICE_BREAKS } from '../../domain/admin.js';
import { CONSTRUCTIONS, END_USES, YARN_COUNTS } from '../../domain/catalogue.js';
import { colourCodeNamed, unusedColourCode } from '../../domain/colours.js';
import type { AdminProduct, ProductBody } from '../../domain/rest/admin.js';
import { Loader } from '../components/Loader.js';
import { ActionButton } from './ActionButton.js';
import { adminPath } from './admin-paths.js';
import { LoadFailed } from './LoadFailed.js';
import { useFabricDesk, useFabricRecord, type FabricRecord } from './fabric-desk.js';

interface ColourDraft {
  color: string;
  colorCode: string;
  /** Whether the operator picked the code: until then it follows a name the palette knows. */
  codePicked: boolean;
  pricepermeter: string;
  discountedPrice: string;
  stock: string;
  /** Its price breaks as typed: from how many metres, and the price per metre from there. */
  tiers: { minMetres: string; price: string }[];
}
type Draft = Omit<
  ProductBody,
  'productVarieties' | 'weight' | 'width' | 'minOrderMetres' | 'subCategory' | 'endUse' | 'count' | 'construction' | 'hsn'
> & {
  /** Its own HSN heading, '' for its category's. */
  hsn: string;
  subCategory: string;
  /** '' until the operator chooses: a fabric's count and construction are never assumed. */
  count: ProductBody['count'] | '';
  construction: ProductBody['construction'] | '';
  endUse: string;
  weight: string;
  width: string;
  minOrderMetres: string;
  colours: ColourDraft[];
};

/** A new colour, drawn in a code the fabric's other colours do not use. */
const newColour = (others: ColourDraft[]): ColourDraft => ({
  color: '',
  colorCode: unusedColourCode(others.map((colour) => colour.colorCode)),
  codePicked: false,
  pricepermeter: '',
  discountedPrice: '',
  stock: '0',
  tiers: [],
});
const EMPTY: Draft = {
  name: '',
  description: '',
  category: '',
  subCategory: '',
  fabricType: '',
  pattern: 'Solid',
  count: '',
  construction: '',
  endUse: '',
  weight: '120',
  width: '44',
  minOrderMetres: '1',
  hsn: '',
  colours: [newColour([])],
};

const draftOf = (product: AdminProduct): Draft => ({
  name: product.name,
  description: product.description,
  category: product.category[0]?.categoryName ?? '',
  subCategory: product.subCategory[0]?.subCategoryName ?? '',
  fabricType: product.fabricType,
  pattern: product.pattern,
  count: product.count as ProductBody['count'],
  construction: product.construction as ProductBody['construction'],
  endUse: product.endUse ?? '',
  weight: String(product.weight),
  width: String(product.width),
  minOrderMetres: String(product.minOrderMetres),
  hsn: product.hsn ?? '',
  colours: product.productVarieties.map((colour) => ({
    color: colour.color,
    colorCode: colour.colorCode,
    codePicked: true,
    pricepermeter: String(colour.pricepermeter),
    discountedPrice: colour.discountedPrice === null ? '' : String(colour.discountedPrice),
    stock: String(colour.stock),
    tiers: colour.priceTiers.map((tier) => ({ minMetres: String(tier.minMetres), price: String(tier.pricepermeter) })),
  })),
});

const bodyOf = (draft: Draft): ProductBody => ({
  name: draft.name.trim(),
  description: draft.description.trim(),
  category: draft.category,
  subCategory: draft.subCategory || null,
  fabricType: draft.fabricType.trim(),
  pattern: draft.pattern.trim(),
  // The form requires both before it saves.
  count: draft.count as ProductBody['count'],
  construction: draft.construction as ProductBody['construction'],
  endUse: (draft.endUse || null) as ProductBody['endUse'],
  weight: Number(draft.weight),
  width: Number(draft.width),
  minOrderMetres: Number(draft.minOrderMetres),
  hsn: draft.hsn.trim() || null,
  productVarieties: draft.colours.map((colour) => ({
    color: colour.color.trim(),
    colorCode: colour.colorCode,
    pricepermeter: Number(colour.pricepermeter),
    discountedPrice: colour.discountedPrice.trim() === '' ? null : Number(colour.discountedPrice),
    stock: Number(colour.stock),
    // Rows left empty are not breaks; the rest go as typed, and the shop says what is wrong with them.
    priceTiers: colour.tiers
      .filter((tier) => tier.minMetres.trim() !== '' || tier.price.trim() !== '')
      .map((tier) => ({ minMetres: Number(tier.minMetres), pricepermeter: Number(tier.price) })),
  })),
});

const isUpload = (url: string) => url.startsWith('/api/uploads/');

interface PhotoMoves {
  addPhotos(fabric: AdminProduct, color: string, files: FileList | File[]): Promise<string>;
  removePhoto(fabric: AdminProduct, color: string, url: string): Promise<string>;
}

function Photos({ product, moves }: { product: AdminProduct; moves: PhotoMoves }) {
  const [chosen, setChosen] = useState<Record<string, FileList | null>>({});
  return (
    <section className="admin-photos" aria-labelledby="photos-title">
      <h3 id="photos-title">Photos</h3>
      <p className="field-hint">
        JPEG, PNG or WebP, 5 MB or smaller, up to {MAX_COLOUR_PHOTOS} a colour. A colour without photos shows its generated swatch.
      </p>
      {product.productVarieties.map((colour) => {
        const photos = colour.images.filter(isUpload);
        const files = chosen[colour.color];
        return (
          <div key={colour._id} className="admin-photo-row">
            <h4>{colour.color}</h4>
            <ul className="admin-thumbs">
              {photos.map((url) => (
                <li key={url}>
                  <img src={url} alt={`${colour.color} photo`} width="72" height="72" />
                  <ActionButton
                    label="Remove"
                    tone="plain"
                    question={`Remove this photo of ${colour.color}?`}
                    perform={() => moves.removePhoto(product, colour.color, url)}
                  />
                </li>
              ))}
            </ul>
            <label className="field">
              <span>Add photos of {colour.color}</span>
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                onChange={(event) => setChosen({ ...chosen, [colour.color]: event.target.files })}
              />
            </label>
            <ActionButton
              label={`Upload ${colour.color} photos`}
              tone="plain"
              disabled={!files || files.length === 0}
              perform={async () => {
                const sentence = await moves.addPhotos(product, colour.color, files ?? []);
                setChosen({ ...chosen, [colour.color]: null });
                return sentence;
              }}
            />
          </div>
        );
      })}
    </section>
  );
}

/** A fabric's editor: every field the storefront shows, its colours, its photos; new, or an existing one by id. */
export function FabricForm({ id }: { id: string }) {
  const { data, error, reload } = useFabricRecord(id);
  if (error) return <LoadFailed error={error} retry={reload} />;
  if (!data) return <Loader label="Loading the fabric" />;
  return <FabricEditor loaded={data} />;
}

function FabricEditor({ loaded: { categories, ...loaded } }: { loaded: FabricRecord }) {
  const [, navigate] = useLocation();
  const desk = useFabricDesk(loaded.product);
  const { product } = desk;
  const [draft, setDraft] = useState<Draft>(loaded.product ? draftOf(loaded.product) : EMPTY);
  const creating = product === null;
  const form = useRef<HTMLFormElement>(null);
  const save = useCallback(async () => {
    if (form.current && !form.current.reportValidity()) throw new Error('Fill in the fields marked above, then save again.');
    const answer = await desk.save(bodyOf(draft));
    setDraft(draftOf(answer.data));
    if (creating) navigate(adminPath('fabrics', answer.data._id), { replace: true });
    return answer.msg;
  }, [desk, creating, draft, navigate]);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });
  const changeColour = (index: number, change: (colour: ColourDraft) => ColourDraft) =>
    setDraft({ ...draft, colours: draft.colours.map((colour, at) => (at === index ? change(colour) : colour)) });
  const setTier = (index: number, at: number, change: Partial<ColourDraft['tiers'][number]>) =>
    changeColour(index, (colour) => ({ ...colour, tiers: colour.tiers.map((tier, row) => (row === at ? { ...tier, ...change } : tier)) }));
  const setColour = (index: number, field: 'pricepermeter' | 'discountedPrice' | 'stock') => (event: { target: { value: string } }) =>
    changeColour(index, (colour) => ({ ...colour, [field]: event.target.value }));
  // A name the palette knows brings its code, until the operator picks one.
  const nameColour = (index: number) => (event: { target: { value: string } }) =>
    changeColour(index, (colour) => ({
      ...colour,
      color: event.target.value,
      colorCode: colour.codePicked ? colour.colorCode : (colourCodeNamed(event.target.value) ?? colour.colorCode),
    }));
  const pickCode = (index: number) => (event: { target: { value: string } }) =>
    changeColour(index, (colour) => ({ ...colour, colorCode: event.target.value, codePicked: true }));
  const subcategories = categories.find((category) => category.name === draft.category)?.subCategory ?? [];
  const retired = product?.retired === true;
  return (
    <article className="admin-fabric" aria-labelledby="fabric-title">
      <p>
        <Link href={adminPath('fabrics')}>← All fabrics</Link>
        {product && !retired && (
          <>
            {' · '}
            <Link href={`/product/${product._id}`}>See it in the shop</Link>
          </>
        )}
      </p>
      <h2 id="fabric-title">{creating ? 'New fabric' : `${product?.name ?? ''}${retired ? ' (retired)' : ''}`}</h2>
      <form
        ref={form}
        className="admin-form"
        onSubmit={(event) => event.preventDefault()}
        aria-describedby={retired ? 'retired-note' : undefined}
      >
        {retired && (
          <p id="retired-note" className="admin-error">
            This fabric is retired: it is no longer in the catalogue, and past orders still show it.
          </p>
        )}
        <fieldset disabled={retired}>
          <legend>Fabric</legend>
          <label className="field wide">
            <span>Name</span>
            <input value={draft.name} onChange={set('name')} required maxLength={120} />
          </label>
          <label className="field wide">
            <span>Description</span>
            <textarea value={draft.description} onChange={set('description')} required maxLength={2000} rows={3} />
          </label>
          <label className="field">
            <span>Category</span>
            <select
              value={draft.category}
              onChange={(event) => setDraft({ ...draft, category: event.target.value, subCategory: '' })}
              required
            >
              <option value="">Choose…</option>
              {categories.map((category) => (
                <option key={category._id}>{category.name}</option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Subcategory</span>
            <select value={draft.subCategory} onChange={set('subCategory')}>
              <option value="">None</option>
              {subcategories.map((sub) => (
                <option key={sub._id}>{sub.subCategoryName}</option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Fabric type</span>
            <input value={draft.fabricType} onChange={set('fabricType')} required maxLength={60} placeholder="100% Cotton" />
          </label>
          <label className="field">
            <span>Pattern</span>
            <input value={draft.pattern} onChange={set('pattern')} required maxLength={60} list="fabric-patterns" />
            <datalist id="fabric-patterns">
              {FABRIC_PATTERNS.map((pattern) => (
                <option key={pattern} value={pattern} />
              ))}
            </datalist>
          </label>
          <label className="field">
            <span>GSM weight</span>
            <input type="number" min={50} max={400} value={draft.weight} onChange={set('weight')} required />
          </label>
          <label className="field">
            <span>Width (inches)</span>
            <input type="number" min={20} max={120} value={draft.width} onChange={set('width')} required />
          </label>
          <label className="field">
            <span>Minimum order (metres)</span>
            <input type="number" min={1} max={100000} value={draft.minOrderMetres} onChange={set('minOrderMetres')} required />
          </label>
          <label className="field">
            <span>HSN code</span>
            <input
              value={draft.hsn}
              onChange={set('hsn')}
              inputMode="numeric"
              pattern="[0-9]{4}"
              title="The 4-digit HSN heading, like 6006; empty for the category's"
              placeholder={product ? `${product.categoryHsn} (the category's)` : "The category's"}
            />
          </label>
          <label className="field">
            <span>Yarn count</span>
            <select value={draft.count} onChange={set('count')} required>
              <option value="">Choose…</option>
              {YARN_COUNTS.map((count) => (
                <option key={count}>{count}</option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Construction</span>
            <select value={draft.construction} onChange={set('construction')} required>
              <option value="">Choose…</option>
              {CONSTRUCTIONS.map((construction) => (
                <option key={construction}>{construction}</option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>End use</span>
            <select value={draft.endUse} onChange={set('endUse')}>
              <option value="">Any</option>
              {END_USES.map((use) => (
                <option key={use}>{use}</option>
              ))}
            </select>
          </label>
        </fieldset>
        <fieldset disabled={retired} className="admin-colours">
          <legend>Colours</legend>
          {draft.colours.map((colour, index) => (
            <div key={index} className="admin-colour-row" role="group" aria-label={`Colour ${index + 1}`}>
              <label className="field">
                <span>Colour name</span>
                <input value={colour.color} onChange={nameColour(index)} required maxLength={60} />
              </label>
              <label className="field">
                <span>Colour code</span>
                <input type="color" value={colour.colorCode} onChange={pickCode(index)} />
              </label>
              <label className="field">
                <span>Price per metre (₹)</span>
                <input
                  type="number"
                  min={1}
                  step="0.01"
                  value={colour.pricepermeter}
                  onChange={setColour(index, 'pricepermeter')}
                  required
                />
              </label>
              <label className="field">
                <span>Discounted price (₹)</span>
                <input
                  type="number"
                  min={1}
                  step="0.01"
                  value={colour.discountedPrice}
                  onChange={setColour(index, 'discountedPrice')}
                  placeholder="None"
                />
              </label>
              <label className="field">
                <span>Stock (m)</span>
                <input type="number" min={0} step={1} value={colour.stock} onChange={setColour(index, 'stock')} required />
              </label>
              <button
                type="button"
                className="button button-secondary"
                disabled={draft.colours.length === 1}
                onClick={() => setDraft({ ...draft, colours: draft.colours.filter((_, at) => at !== index) })}
                aria-label={`Remove colour ${colour.color || index + 1}`}
              >
                Remove
              </button>
              <fieldset className="admin-breaks">
                <legend>Price breaks {colour.color ? `of ${colour.color}` : ''}</legend>
                {colour.tiers.length === 0 && <p className="field-hint">None: every metre at the price above.</p>}
                {colour.tiers.map((tier, at) => (
                  <div key={at} className="admin-break-row">
                    <label className="field">
                      <span>From (m)</span>
                      <input
                        type="number"
                        min={2}
                        step={1}
                        required
                        value={tier.minMetres}
                        onChange={(event) => setTier(index, at, { minMetres: event.target.value })}
                      />
                    </label>
                    <label className="field">
                      <span>₹ per metre</span>
                      <input
                        type="number"
                        min={0.01}
                        step="0.01"
                        required
                        value={tier.price}
                        onChange={(event) => setTier(index, at, { price: event.target.value })}
                      />
                    </label>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() =>
                        changeColour(index, (current) => ({ ...current, tiers: current.tiers.filter((_, row) => row !== at) }))
                      }
                      aria-label={`Remove the break from ${tier.minMetres || 'new'} m of ${colour.color || `colour ${index + 1}`}`}
                    >
                      Remove
                    </button>
                  </div>
                ))}
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={colour.tiers.length >= MAX_PRICE_BREAKS}
                  onClick={() =>
                    changeColour(index, (current) => ({ ...current, tiers: [...current.tiers, { minMetres: '', price: '' }] }))
                  }
                >
                  Add a price break
                </button>
              </fieldset>
            </div>
          ))}
          <button
            type="button"
            className="button button-secondary"
            disabled={draft.colours.length >= MAX_COLOURS}
            onClick={() => setDraft({ ...draft, colours: [...draft.colours, newColour(draft.colours)] })}
          >
            Add a colour
          </button>
        </fieldset>
        {!retired && (
          <div className="admin-actions">
            <ActionButton label={creating ? 'Create fabric' : 'Save changes'} perform={save} />
            {product && (
              <ActionButton
                label="Retire fabric"
                tone="danger"
                question={`Retire ${product.name}? It leaves the catalogue, search, carts and wishlists; past orders still show it.`}
                perform={() => desk.retire(product)}
              />
            )}
          </div>
        )}
      </form>
      {product && !retired && <Photos product={product} moves={desk} />}
    </article>
  );
}
